-- Member import and welcome links (design-season section 6): a member the club imports has no password until they
-- choose one through their welcome link, so the password hash may be null (signing in then answers as a wrong
-- password does). One welcome link per user: a new link replaces the older one (its token stops working). Only the
-- token's SHA-256 is stored; a link lasts 14 days and works once (used_at).
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
CREATE TABLE "welcome_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"club_id" uuid NOT NULL REFERENCES "clubs"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_links_user_unique" ON "welcome_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_links_token_hash_unique" ON "welcome_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "welcome_links_club_idx" ON "welcome_links" USING btree ("club_id");
