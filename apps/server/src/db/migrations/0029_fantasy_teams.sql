-- Fantasy Team groups (design-contests section 1). A team is a bet: its row in "bets" holds the team's key in
-- "combination" (players in canonical order, a colon, captain and vice-captain: '14ACF:4A'), so the pool, the
-- unique index of a member's bets (the same team twice), settlement, Win/Loss, winners, standings, statistics and
-- refunds treat it as any bet. Its score is kept in half points (a vice-captain counts 1.5 times), its cost in
-- tenths of a credit. The new enum values are not used in this migration (the migrator runs in one transaction).
ALTER TYPE "public"."bet_type" ADD VALUE IF NOT EXISTS 'Fantasy Team';--> statement-breakpoint
ALTER TYPE "public"."transaction_kind" ADD VALUE IF NOT EXISTS 'team_entered';--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "team_size" smallint, ADD COLUMN "max_teams" smallint,
	ADD COLUMN "credit_budget_tenths" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_fantasy_values" CHECK (("team_size" IS NULL OR "team_size" BETWEEN 3 AND 7)
	AND ("max_teams" IS NULL OR "max_teams" BETWEEN 1 AND 5)
	AND ("credit_budget_tenths" IS NULL OR "credit_budget_tenths" BETWEEN 10 AND 10000));--> statement-breakpoint
ALTER TABLE "group_templates" ADD COLUMN "team_size" smallint, ADD COLUMN "max_teams" smallint,
	ADD COLUMN "credit_budget_tenths" integer;--> statement-breakpoint
ALTER TABLE "group_templates" ADD CONSTRAINT "group_templates_fantasy_values" CHECK (("team_size" IS NULL OR "team_size" BETWEEN 3 AND 7)
	AND ("max_teams" IS NULL OR "max_teams" BETWEEN 1 AND 5)
	AND ("credit_budget_tenths" IS NULL OR "credit_budget_tenths" BETWEEN 10 AND 10000));--> statement-breakpoint
-- Player prices by slot ("0".."6" -> tenths of a credit, 60 to 110 in steps of 5); a slot without one costs 8.
ALTER TABLE "matches" ADD COLUMN "team1_credits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	ADD COLUMN "team2_credits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A squad's price per player name (lower-cased name -> tenths), which Add Players is prefilled with.
ALTER TABLE "club_teams" ADD COLUMN "player_credits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_combination_canonical";--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_combination_canonical"
	CHECK ("combination" ~ '^[1-7A-G]{3}$' OR "combination" ~ '^[1-7A-G]{3,7}:[1-7A-G]{2}$');--> statement-breakpoint
-- A team's cost when it was entered or last saved, tenths of a credit; null for every other bet.
ALTER TABLE "bets" ADD COLUMN "team_credits_tenths" integer;
