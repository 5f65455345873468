import { invitationAcceptedMessage, invitationSentMessage, messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import type { Invitation, InvitationAcceptResult } from '@wicket/shared/schemas/invitations';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit, recordAudits } from '../audit/record';
import { notifyInvites } from '../notifications/causes';
import type { CreatedNotification } from '../notifications/inbox';
import {
  answerInvitation,
  joinClub,
  type LockedInvitation,
  listPendingInvitations,
  lockOwnInvitation,
  upsertInvitationsByPhones,
  type WrittenInvitation,
} from './queries';

/**
 * Club invitations (design-season section 10). Joining a club needs the member's consent: a club's staff invite a
 * Member without a club (add-member), and the member joins by accepting. The balance the member already holds comes
 * along unchanged: nothing moves on joining, so the ledger needs no posting (design section 4: leaving a club keeps
 * the balance too). Until the member accepts, the club's staff do not reach the member (credit, deduct, reset: 404),
 * because all of those check `memberOf`, which only an accept sets.
 */

/**
 * Invites the club-less Members with these phones to `clubId` (already checked reachable by the caller) in the
 * caller's transaction, set-based however many (the member import invites many at once): the invitations, their
 * `invite` notifications and a `member.invite` audit row each commit together. Phones that are not a club-less
 * Member are left out of the answer (nothing written for them).
 */
export async function inviteByPhones(
  tx: DbOrTx,
  auth: AuthContext,
  clubId: string,
  phoneNumbers: string[],
): Promise<{ invitations: WrittenInvitation[]; notifications: CreatedNotification[] }> {
  const invitations = await upsertInvitationsByPhones(tx, { clubId, phoneNumbers, invitedBy: auth.userId });
  if (invitations.length === 0) return { invitations, notifications: [] };
  const notifications = await notifyInvites(
    tx,
    invitations.map((i) => ({ userId: i.userId, inviterName: i.inviterName, clubName: i.clubName })),
  );
  await recordAudits(
    tx,
    auth,
    invitations.map((invitation) => ({
      clubId,
      action: 'member.invite' as const,
      entity: 'member',
      entityId: invitation.userId,
      before: null,
      after: {
        _id: invitation.userId,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        phoneNumber: invitation.phoneNumber,
        invitation: invitation.id,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    })),
  );
  return { invitations, notifications };
}

/** Add member (Existing User): one phone. Undefined (nothing written) when it is not a club-less Member. */
export async function inviteByPhone(
  tx: DbOrTx,
  auth: AuthContext,
  clubId: string,
  phoneNumber: string,
): Promise<{ message: string; notifications: CreatedNotification[] } | undefined> {
  const { invitations, notifications } = await inviteByPhones(tx, auth, clubId, [phoneNumber]);
  const [invitation] = invitations;
  if (!invitation) return undefined;
  return { message: invitationSentMessage(invitation.firstName), notifications };
}

/** GET /api/users/invitations: the caller's invitations that can still be accepted. */
export async function getInvitations(db: Db, auth: AuthContext): Promise<Invitation[]> {
  const rows = await listPendingInvitations(db, auth.userId);
  return rows.map((r) => ({
    _id: r.id,
    club: { _id: r.clubId, clubName: r.clubName },
    invitedBy: { firstName: r.inviterFirstName, lastName: r.inviterLastName },
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The refusals shared by accept and decline, in order: unknown (or another's), answered already, expired. */
function assertAnswerable(invitation: LockedInvitation | undefined): asserts invitation is LockedInvitation {
  if (!invitation) throw notFound(messages.invitationNotFound);
  if (invitation.status === 'accepted') throw conflict(messages.invitationAlreadyAccepted);
  if (invitation.status === 'declined') throw conflict(messages.invitationAlreadyDeclined);
}

/**
 * POST /api/users/invitations/{id}/accept: the member joins the club, in one transaction with the user's row locked,
 * so having joined another club meanwhile (another accept, a referral) answers 409 and changes nothing. The join is
 * audited as `member.add` in the club's trail, with the member as its actor.
 */
export async function acceptInvitation(db: Db, auth: AuthContext, id: string): Promise<InvitationAcceptResult> {
  return db.transaction(async (tx) => {
    const invitation = await lockOwnInvitation(tx, id, auth.userId);
    assertAnswerable(invitation);
    if (invitation.memberOf !== null || invitation.userType !== 'Member') throw conflict(messages.userAlreadyInClub);
    if (invitation.expired) throw conflict(messages.invitationExpired);
    const joined = await joinClub(tx, auth.userId, invitation.clubId);
    if (!joined) throw conflict(messages.userAlreadyInClub);
    await answerInvitation(tx, invitation.id, 'accepted');
    await recordAudit(tx, auth, {
      clubId: invitation.clubId,
      action: 'member.add',
      entity: 'member',
      entityId: joined.id,
      before: null,
      after: {
        _id: joined.id,
        firstName: joined.firstName,
        lastName: joined.lastName,
        phoneNumber: joined.phoneNumber,
        credits: paiseToRs(joined.credits),
        invitation: invitation.id,
      },
    });
    const club = { _id: invitation.clubId, clubName: invitation.clubName };
    return { message: invitationAcceptedMessage(club.clubName), club };
  });
}

/** POST /api/users/invitations/{id}/decline: the invitation is closed; the club may invite again. */
export async function declineInvitation(db: Db, auth: AuthContext, id: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const invitation = await lockOwnInvitation(tx, id, auth.userId);
    assertAnswerable(invitation);
    if (invitation.expired) throw conflict(messages.invitationExpired);
    await answerInvitation(tx, invitation.id, 'declined');
    return { message: messages.invitationDeclined };
  });
}
