CREATE TYPE "public"."bet_result" AS ENUM('Win', 'Loss');--> statement-breakpoint
CREATE TYPE "public"."bet_type" AS ENUM('First Better', 'Multi Betters');--> statement-breakpoint
CREATE TYPE "public"."group_status" AS ENUM('Active', 'Inactive');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('Active', 'Inactive', 'Ongoing', 'Announced');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."transaction_kind" AS ENUM('credit_added', 'credit_deducted', 'bet_placed', 'bet_refunded', 'winnings', 'referral_commission', 'admin_share', 'manager_share');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('Credit', 'Debit');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('Member', 'Manager', 'Admin');--> statement-breakpoint
CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"combination" text NOT NULL,
	"first_better" boolean NOT NULL,
	"bet_amount" bigint NOT NULL,
	"score" integer,
	"result" "bet_result",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_amount_positive" CHECK ("bets"."bet_amount" > 0),
	CONSTRAINT "bets_combination_canonical" CHECK ("bets"."combination" ~ '^[1-7A-G]{3}$')
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_name" text NOT NULL,
	"manager_id" uuid NOT NULL,
	"manager_share_bp" integer NOT NULL,
	"admin_share_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_shares_valid" CHECK ("clubs"."manager_share_bp" >= 0 AND "clubs"."admin_share_bp" >= 0 AND "clubs"."manager_share_bp" + "clubs"."admin_share_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"bet_type" "bet_type" DEFAULT 'First Better' NOT NULL,
	"bet_amount" bigint NOT NULL,
	"minimum_increment" bigint,
	"winner_share1_bp" integer NOT NULL,
	"winner_share2_bp" integer NOT NULL,
	"winner_share3_bp" integer NOT NULL,
	"status" "group_status" DEFAULT 'Inactive' NOT NULL,
	"total_bet_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_bet_amount_positive" CHECK ("groups"."bet_amount" > 0),
	CONSTRAINT "groups_total_non_negative" CHECK ("groups"."total_bet_amount" >= 0),
	CONSTRAINT "groups_shares_valid" CHECK ("groups"."winner_share1_bp" >= 0 AND "groups"."winner_share2_bp" >= 0 AND "groups"."winner_share3_bp" >= 0 AND "groups"."winner_share1_bp" + "groups"."winner_share2_bp" + "groups"."winner_share3_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"status" "match_status" DEFAULT 'Active' NOT NULL,
	"team1_players" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"team2_players" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prize_share_status" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"sender_id" uuid,
	"status" "notification_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"team1_scores" integer[] NOT NULL,
	"team2_scores" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_seven_scores" CHECK (cardinality("results"."team1_scores") = 7 AND cardinality("results"."team2_scores") = 7)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "transaction_type" NOT NULL,
	"kind" "transaction_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"description" text NOT NULL,
	"actor_id" uuid,
	"match_id" uuid,
	"group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount" > 0),
	CONSTRAINT "transactions_balance_non_negative" CHECK ("transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"country_code" text NOT NULL,
	"user_type" "user_type" DEFAULT 'Member' NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"member_of" uuid,
	"referral_code" text NOT NULL,
	"referred_by" uuid,
	"referral_count" integer DEFAULT 0 NOT NULL,
	"referral_earnings" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_credits_non_negative" CHECK ("users"."credits" >= 0),
	CONSTRAINT "users_phone_digits" CHECK ("users"."phone_number" ~ '^[0-9]{9,15}$')
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"bet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"combination" text NOT NULL,
	"score" integer NOT NULL,
	"amount_won" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "winners_place_valid" CHECK ("winners"."place" BETWEEN 1 AND 3),
	CONSTRAINT "winners_amount_positive" CHECK ("winners"."amount_won" > 0)
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_member_of_clubs_id_fk" FOREIGN KEY ("member_of") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_first_better_unique" ON "bets" USING btree ("group_id","combination") WHERE "bets"."first_better";--> statement-breakpoint
CREATE UNIQUE INDEX "bets_member_combination_unique" ON "bets" USING btree ("group_id","user_id","combination");--> statement-breakpoint
CREATE INDEX "bets_user_created_idx" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_match_idx" ON "bets" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "clubs_manager_idx" ON "clubs" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "groups_match_idx" ON "groups" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_club_date_idx" ON "matches" USING btree ("club_id","date_time");--> statement-breakpoint
CREATE INDEX "matches_status_date_idx" ON "matches" USING btree ("status","date_time");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "results_match_unique" ON "results" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_member_of_idx" ON "users" USING btree ("member_of");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");--> statement-breakpoint
CREATE UNIQUE INDEX "winners_bet_unique" ON "winners" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "winners_group_idx" ON "winners" USING btree ("group_id","place");--> statement-breakpoint
CREATE INDEX "winners_user_idx" ON "winners" USING btree ("user_id");