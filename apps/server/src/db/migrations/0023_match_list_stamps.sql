-- A club's match list (GET /api/matches/club/{clubId}, polled by every dashboard and refetched on match events) names
-- its version from two small index scans instead of aggregating every match, result, group and pool slot of the club
-- into a string on each request.
--
-- * matches.list_stamp: a number from one sequence, new whenever anything the list shows of the match changes: its
--   row (a BEFORE UPDATE trigger; an insert takes the default), its groups and its result (their triggers touch the
--   match row, which their writers have locked already: modules/matches/queries.ts, lockMatch).
-- * match_first_bets: a row, with a stamp, once a match has its first bet or bid (its first pool slot row), for the
--   list's "has bets". A bet never touches the match row: it holds only a key-share lock there, and an update would
--   deadlock with a group edit that holds the match and waits for the bet's group.
-- * clubs.match_deletions: how many of its matches were deleted.
--
-- The version is (match_deletions, the sum of the club's stamps). Every change replaces a stamp with a larger one or
-- adds one, so the sum grows with every commit, in whatever order transactions took their stamps (a largest stamp
-- would not: a stamp taken early and committed late can hide under a larger one committed first); a deletion can
-- lower it, and raises the count in the same transaction. So no two different lists share a version.
CREATE SEQUENCE "match_list_stamps";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "list_stamp" bigint NOT NULL DEFAULT nextval('match_list_stamps');--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "match_deletions" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE INDEX "matches_club_list_stamp_idx" ON "matches" ("club_id", "list_stamp");--> statement-breakpoint
CREATE FUNCTION "stamp_match_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.list_stamp := nextval('match_list_stamps');
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "matches_list_stamp" BEFORE UPDATE ON "matches" FOR EACH ROW EXECUTE FUNCTION "stamp_match_row"();--> statement-breakpoint
-- Groups and results: any write stamps their match (the list counts groups and Active ones, and shows the result).
-- The update itself takes the new stamp from matches_list_stamp.
CREATE FUNCTION "stamp_parent_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "matches" SET "list_stamp" = "list_stamp"
	WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."match_id" ELSE NEW."match_id" END;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "groups_list_stamp" AFTER INSERT OR UPDATE OR DELETE ON "groups" FOR EACH ROW EXECUTE FUNCTION "stamp_parent_match"();--> statement-breakpoint
CREATE TRIGGER "results_list_stamp" AFTER INSERT OR UPDATE OR DELETE ON "results" FOR EACH ROW EXECUTE FUNCTION "stamp_parent_match"();--> statement-breakpoint
-- No foreign key to matches: its check would take a key-share lock on the match row inside the bet, after the bet's
-- lock, and deadlock with an abandon or a result save, which hold the match row and wait for the bet's lock. The
-- match's deletion removes its row (count_match_deletion below).
CREATE TABLE "match_first_bets" (
	"match_id" uuid PRIMARY KEY,
	"club_id" uuid NOT NULL,
	"list_stamp" bigint NOT NULL DEFAULT nextval('match_list_stamps')
);--> statement-breakpoint
CREATE INDEX "match_first_bets_club_stamp_idx" ON "match_first_bets" ("club_id", "list_stamp");--> statement-breakpoint
INSERT INTO "match_first_bets" ("match_id", "club_id")
SELECT m."id", m."club_id" FROM "matches" m WHERE EXISTS (SELECT 1 FROM "group_pool_slots" s WHERE s."match_id" = m."id");--> statement-breakpoint
-- A new slot row (an upsert that finds its row fires no INSERT trigger) notes its match's first bet, once: the check
-- first, so later bets neither insert nor wait on another first bet's uncommitted row.
CREATE FUNCTION "note_first_bet"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "match_first_bets" f WHERE f."match_id" = NEW."match_id") THEN
		INSERT INTO "match_first_bets" ("match_id", "club_id")
		SELECT m."id", m."club_id" FROM "matches" m WHERE m."id" = NEW."match_id"
		ON CONFLICT ("match_id") DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "group_pool_slots_first_bet" AFTER INSERT ON "group_pool_slots" FOR EACH ROW EXECUTE FUNCTION "note_first_bet"();--> statement-breakpoint
CREATE FUNCTION "count_match_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "clubs" SET "match_deletions" = "match_deletions" + 1 WHERE "id" = OLD."club_id";
	DELETE FROM "match_first_bets" WHERE "match_id" = OLD."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "matches_count_deletion" AFTER DELETE ON "matches" FOR EACH ROW EXECUTE FUNCTION "count_match_deletion"();
