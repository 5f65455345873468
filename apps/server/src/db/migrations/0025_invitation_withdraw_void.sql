-- Invitations (design-contests section 4): staff can withdraw one (`withdrawn`), and one is void once its member joins
-- any club (`void`), so a stale invitation cannot be accepted after the member leaves that club.
ALTER TABLE "club_invitations" DROP CONSTRAINT "club_invitations_status_valid";--> statement-breakpoint
ALTER TABLE "club_invitations" ADD CONSTRAINT "club_invitations_status_valid" CHECK ("status" IN ('pending', 'accepted', 'declined', 'withdrawn', 'void'));
