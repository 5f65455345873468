-- Match lists ask "does this match have bets" of every match: answered from this index, not by scanning the slots.
CREATE INDEX "group_pool_slots_match_idx" ON "group_pool_slots" USING btree ("match_id");--> statement-breakpoint
-- A match has a few dozen slot rows at most, but while only a handful of matches have bets ANALYZE sees a handful of
-- match ids and the planner expects hundreds of rows per match, and scans the whole table for each match without
-- any. Telling it that about one slot row in ten starts a new match keeps the per-match index probe.
ALTER TABLE "group_pool_slots" ALTER COLUMN "match_id" SET (n_distinct = -0.1);
