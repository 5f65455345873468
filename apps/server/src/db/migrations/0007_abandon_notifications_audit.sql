-- A rained-off match (design-match-day section 3). Added, never used in this migration: a new enum value cannot be
-- used in the transaction that adds it, and the migrator runs every pending migration in one transaction.
ALTER TYPE "match_status" ADD VALUE IF NOT EXISTS 'Abandoned';--> statement-breakpoint
-- Bets of an abandoned match keep their rows, marked refunded (a constant default: no table rewrite).
ALTER TABLE "bets" ADD COLUMN "refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "reminder_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_reminder_minutes_range" CHECK ("reminder_minutes" BETWEEN 0 AND 1440);--> statement-breakpoint
-- In-app notifications (section 4). `dedupe_key` makes a reminder exactly once per member and match.
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "user_notifications_kind_valid" CHECK ("kind" IN ('credit', 'refund', 'result', 'referral', 'reminder', 'outbid', 'match'))
);--> statement-breakpoint
CREATE INDEX "user_notifications_user_idx" ON "user_notifications" USING btree ("user_id", "seq");--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_dedupe_unique" ON "user_notifications" USING btree ("user_id", "dedupe_key") WHERE "dedupe_key" IS NOT NULL;--> statement-breakpoint
-- The audit trail (section 5). No foreign keys: a row outlives its actor, its club and its entity.
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_first_name" text NOT NULL,
	"actor_last_name" text NOT NULL,
	"actor_user_type" text NOT NULL,
	"club_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"before" jsonb,
	"after" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_club_idx" ON "audit_log" USING btree ("club_id", "seq");--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log rows are never changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
