import { z } from 'zod';

/**
 * Club invitations (design-season section 10): add-member for an existing Member without a club invites them; they
 * join only by accepting. An invitation lasts 14 days; inviting again replaces it.
 */
/**
 * `withdrawn`: staff took it back (DELETE /api/invitations/{id}); `void`: the member joined a club after it was sent,
 * so it cannot be accepted later, even after leaving that club (design-contests section 4).
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'void'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation can be accepted. */
export const INVITATION_DAYS = 14;

/** Invitations a club may send one user, and in all, per day (design-contests section 4). */
export const INVITATIONS_PER_USER_PER_DAY = 3;
export const INVITATIONS_PER_CLUB_PER_DAY = 200;

/** A pending invitation, as GET /api/users/invitations lists it to the invited member. */
export const invitationSchema = z.object({
  _id: z.string(),
  club: z.object({ _id: z.string(), clubName: z.string() }),
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Accepting answers the club joined (declining answers only its text, `messageSchema`). */
export const invitationAcceptResultSchema = z.object({
  message: z.string(),
  club: z.object({ _id: z.string(), clubName: z.string() }),
});
export type InvitationAcceptResult = z.infer<typeof invitationAcceptResultSchema>;

/**
 * A club's pending invitation, as its staff see it to withdraw it (GET /api/clubs/{clubId}/invitations). The invitee
 * is named by the phone staff typed, not by the account's name: an invitation tells staff no more than add-member.
 */
export const clubInvitationSchema = z.object({
  _id: z.string(),
  phoneNumber: z.string(),
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ClubInvitation = z.infer<typeof clubInvitationSchema>;
