-- A group's board version (design-contests section 3): every write of a pool slot (a bet, a bid, a team entered,
-- an abandon) adds 1 to its slot's count, so the sum over the group's slots is the number of board changes
-- committed. It only grows, each commit adds at least 1, and it is read in the same statement as the pool and the
-- taken combinations, so a version names exactly one board. Counting per slot keeps bets from queueing on one row.
ALTER TABLE "group_pool_slots" ADD COLUMN "changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "group_pool_slots" SET "changes" = 1;
