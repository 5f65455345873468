-- Issue 38 (design-contests section 4): links whose only credential is their URL end with what they were given for.
-- * A password change or reset (any new password_hash) ends the user's calendar address: the next
--   GET /api/users/calendar makes a new one, and the old address answers as an unknown feed.
-- * Leaving, being removed from or joining a club (any new member_of) ends the calendar address too, so no address
--   ever follows its user into another club, and ends the user's welcome link (it was for the club they left).
-- A trigger rather than each writer: member_of and password_hash are set in many places (invitations, removal,
-- club deletion, staff reset, password change), and `UPDATE OF` keeps every other users write (balances) free.
CREATE FUNCTION "retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "calendar_feeds" WHERE "user_id" = NEW."id";
	IF OLD."member_of" IS DISTINCT FROM NEW."member_of" THEN
		DELETE FROM "welcome_links" WHERE "user_id" = NEW."id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_retire_links" AFTER UPDATE OF "member_of", "password_hash" ON "users" FOR EACH ROW
	WHEN (OLD."member_of" IS DISTINCT FROM NEW."member_of" OR OLD."password_hash" IS DISTINCT FROM NEW."password_hash")
	EXECUTE FUNCTION "retire_user_links"();--> statement-breakpoint
-- The retention job (jobs/retention.ts) deletes idempotency keys older than 7 days by this index; finished outbox
-- rows are found by notifications_due_idx's status.
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
