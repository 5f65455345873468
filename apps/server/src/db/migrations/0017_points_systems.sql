CREATE TABLE "points_systems" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"item_points" jsonb NOT NULL,
	"economy_min_balls" integer NOT NULL,
	"economy" jsonb NOT NULL,
	"strike_rate_min_balls" integer NOT NULL,
	"strike_rate" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_systems_name_length" CHECK (char_length("points_systems"."name") BETWEEN 1 AND 40),
	CONSTRAINT "points_systems_min_balls_range" CHECK ("points_systems"."economy_min_balls" BETWEEN 0 AND 600 AND "points_systems"."strike_rate_min_balls" BETWEEN 0 AND 600),
	CONSTRAINT "points_systems_shapes" CHECK (jsonb_typeof("points_systems"."item_points") = 'object' AND jsonb_typeof("points_systems"."economy") = 'array' AND jsonb_typeof("points_systems"."strike_rate") = 'array')
);--> statement-breakpoint
ALTER TABLE "points_systems" ADD CONSTRAINT "points_systems_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
