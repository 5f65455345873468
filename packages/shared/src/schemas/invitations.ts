import { z } from 'zod';

/**
 * Club invitations (design-season section 10): add-member for an existing Member without a club invites them; they
 * join only by accepting. An invitation lasts 14 days; inviting again replaces it.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation can be accepted. */
export const INVITATION_DAYS = 14;

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
