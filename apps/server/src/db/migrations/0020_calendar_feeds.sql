-- Design-season section 5: each user's personal calendar feed address. The token itself is never stored: only its
-- SHA-256 (looked up when a calendar app asks for the feed) and the random nonce the server derives the token from
-- with its secret (modules/calendar/service.ts), so the address can be shown again. A reset writes a new nonce, and
-- the old address stops working.
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");
