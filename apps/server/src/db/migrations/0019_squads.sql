-- Design-season section 4: a club's teams (squads) and its group templates. A team's name is unique in its club
-- ignoring letter case and spaces (name_key, the same key as teamNameKeySql in lib/team-name-key.ts); both go with
-- their club.
CREATE TABLE "club_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(regexp_replace("name", '\s+', '', 'g'))) STORED,
	"players" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_teams_name_length" CHECK (char_length("club_teams"."name") BETWEEN 1 AND 50),
	CONSTRAINT "club_teams_players_count" CHECK (cardinality("club_teams"."players") <= 40)
);--> statement-breakpoint
ALTER TABLE "club_teams" ADD CONSTRAINT "club_teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_teams_club_name_key" ON "club_teams" USING btree ("club_id","name_key");--> statement-breakpoint
-- Up to 5 per club, in the order staff listed them: the values a group is created with (paise, basis points).
CREATE TABLE "group_templates" (
	"club_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"bet_type" "bet_type" NOT NULL,
	"bet_amount" bigint NOT NULL,
	"minimum_increment" bigint,
	"winner_share1_bp" integer NOT NULL,
	"winner_share2_bp" integer NOT NULL,
	"winner_share3_bp" integer NOT NULL,
	"status" "group_status" NOT NULL,
	CONSTRAINT "group_templates_club_id_position_pk" PRIMARY KEY("club_id","position"),
	CONSTRAINT "group_templates_position_range" CHECK ("group_templates"."position" BETWEEN 0 AND 4),
	CONSTRAINT "group_templates_bet_amount_positive" CHECK ("group_templates"."bet_amount" > 0),
	CONSTRAINT "group_templates_shares_valid" CHECK ("group_templates"."winner_share1_bp" >= 0 AND "group_templates"."winner_share2_bp" >= 0 AND "group_templates"."winner_share3_bp" >= 0 AND "group_templates"."winner_share1_bp" + "group_templates"."winner_share2_bp" + "group_templates"."winner_share3_bp" <= 10000)
);--> statement-breakpoint
ALTER TABLE "group_templates" ADD CONSTRAINT "group_templates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
