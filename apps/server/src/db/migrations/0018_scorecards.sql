-- Design-season section 2: a match's scorecard, the figures of its 14 player slots and the points table they were
-- scored with (a copy: changing the club's points system later never changes a saved scorecard). One per match, gone
-- with the match; a hand-typed result deletes it (modules/results/service.ts).
CREATE TABLE "scorecards" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"figures" jsonb NOT NULL,
	"points_system_name" text NOT NULL,
	"points_table" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_source" CHECK ("scorecards"."source" IN ('manual', 'cricsheet')),
	CONSTRAINT "scorecards_shapes" CHECK (jsonb_typeof("scorecards"."figures") = 'object' AND jsonb_typeof("scorecards"."points_table") = 'object')
);--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
