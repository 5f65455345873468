ALTER TYPE "public"."bet_type" ADD VALUE IF NOT EXISTS 'Bidding Method';--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bids" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_bids_positive" CHECK ("bets"."bids" >= 1);
