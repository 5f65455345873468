-- Joining a club needs the member's consent (design-season section 10): add-member for an existing Member without a
-- club writes an invitation; the member joins only by accepting it. One row per member and club: inviting again
-- replaces it (new id, inviter and 14-day expiry, back to pending). Answered rows stay, so a second answer is told
-- what happened instead of "not found".
CREATE TABLE "club_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"club_id" uuid NOT NULL REFERENCES "clubs"("id") ON DELETE CASCADE,
	"invited_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "club_invitations_status_valid" CHECK ("status" IN ('pending', 'accepted', 'declined'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "club_invitations_user_club_unique" ON "club_invitations" USING btree ("user_id", "club_id");--> statement-breakpoint
CREATE INDEX "club_invitations_club_idx" ON "club_invitations" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "club_invitations_invited_by_idx" ON "club_invitations" USING btree ("invited_by");--> statement-breakpoint
-- The invited member hears of it in the app: a new notification kind.
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_valid" CHECK ("kind" IN ('credit', 'refund', 'result', 'referral', 'reminder', 'outbid', 'match', 'invite'));
