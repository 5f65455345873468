import { invitationAcceptedMessage, messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import {
  type ClubInvitation,
  INVITATIONS_PER_CLUB_PER_DAY,
  INVITATIONS_PER_USER_PER_DAY,
  type Invitation,
  type InvitationAcceptResult,
} from '@wicket/shared/schemas/invitations';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { conflict, notFound, tooManyRequests } from '../../lib/errors';
import { takeRateLimit, takeRateLimitHits } from '../../lib/rate-limit';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit, recordAudits } from '../audit/record';
import { clubExists } from '../clubs/queries';
import { notifyInvites } from '../notifications/causes';
import type { CreatedNotification } from '../notifications/inbox';
import {
  answerInvitation,
  joinClub,
  type LockedInvitation,
  listClubPendingInvitations,
  listPendingInvitations,
  lockInvitation,
  lockOwnInvitation,
  upsertInvitationsByPhones,
  voidPendingInvitations,
  type WrittenInvitation,
  withdrawInvitationRow,
} from './queries';

const DAY_SECONDS = 24 * 3600;

/**
 * Counts these invitations against the club's daily allowance (design-contests section 4): 3 of one phone and 200
 * in all per club a day, else 429. Counted per phone typed, whatever account it is (or none would be written), so
 * the limit does not tell staff which phones belong to a Member without a club. In the caller's transaction: a
 * write that fails afterwards takes its counts back.
 */
export async function takeInvitationAllowance(tx: DbOrTx, clubId: string, phoneNumbers: string[]): Promise<void> {
  if (phoneNumbers.length === 0) return;
  const club = clubId.toLowerCase();
  const perPhone = await takeRateLimit(
    tx,
    phoneNumbers.map((phone) => ({ key: `invite:${club}:${phone}`, limit: INVITATIONS_PER_USER_PER_DAY })),
    DAY_SECONDS,
  );
  const perClub =
    perPhone &&
    (await takeRateLimitHits(
      tx,
      `invite-club:${club}`,
      INVITATIONS_PER_CLUB_PER_DAY,
      phoneNumbers.length,
      DAY_SECONDS,
    ));
  if (!perClub) throw tooManyRequests(messages.tooManyInvitations);
}

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
      // The phone staff typed, not the account's name: the trail tells staff no more than add-member does
      // (design-contests section 4); the member's name reaches them when the member accepts.
      after: {
        _id: invitation.userId,
        phoneNumber: invitation.phoneNumber,
        invitation: invitation.id,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    })),
  );
  return { invitations, notifications };
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

/** The refusals shared by accept and decline, in order: unknown (or another's), answered already, withdrawn. */
function assertAnswerable(invitation: LockedInvitation | undefined): asserts invitation is LockedInvitation {
  if (!invitation) throw notFound(messages.invitationNotFound);
  if (invitation.status === 'accepted') throw conflict(messages.invitationAlreadyAccepted);
  if (invitation.status === 'declined') throw conflict(messages.invitationAlreadyDeclined);
  if (invitation.status === 'withdrawn') throw conflict(messages.invitationWasWithdrawn);
}

/** Void: the member joined a club after it was sent (said after `User already belongs to a club`, if still in one). */
function assertNotVoid(invitation: LockedInvitation): void {
  if (invitation.status === 'void') throw conflict(messages.invitationVoid);
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
    assertNotVoid(invitation);
    if (invitation.expired) throw conflict(messages.invitationExpired);
    const joined = await joinClub(tx, auth.userId, invitation.clubId);
    if (!joined) throw conflict(messages.userAlreadyInClub);
    // Every other invitation of the member is void from now on, even if the member leaves this club later.
    await voidPendingInvitations(tx, auth.userId);
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
    assertNotVoid(invitation);
    if (invitation.expired) throw conflict(messages.invitationExpired);
    await answerInvitation(tx, invitation.id, 'declined');
    return { message: messages.invitationDeclined };
  });
}

/** GET /api/clubs/{clubId}/invitations: the club's pending invitations, for its staff to withdraw one. */
export async function getClubInvitations(db: Db, auth: AuthContext, clubIdParam: string): Promise<ClubInvitation[]> {
  const clubId = clubIdParam.toLowerCase();
  assertClubAccess(auth, clubId, messages.clubNotFound);
  if (!(await clubExists(db, clubId))) throw notFound(messages.clubNotFound);
  const rows = await listClubPendingInvitations(db, clubId);
  return rows.map((r) => ({
    _id: r.id,
    phoneNumber: r.phoneNumber,
    invitedBy: { firstName: r.inviterFirstName, lastName: r.inviterLastName },
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/**
 * DELETE /api/invitations/{id}: staff of the inviting club (its Manager, any Admin) withdraw a pending invitation;
 * the member can no longer accept it (409). Another club's invitation reads as not found; one already answered,
 * withdrawn or void answers 409. Audited as `member.uninvite` in the club's trail.
 */
export async function withdrawInvitation(db: Db, auth: AuthContext, id: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const invitation = await lockInvitation(tx, id);
    if (!invitation) throw notFound(messages.invitationNotFound);
    assertClubAccess(auth, invitation.clubId, messages.invitationNotFound);
    if (invitation.status !== 'pending') throw conflict(messages.invitationNotPending);
    await withdrawInvitationRow(tx, invitation.id);
    await recordAudit(tx, auth, {
      clubId: invitation.clubId,
      action: 'member.uninvite',
      entity: 'member',
      entityId: invitation.userId,
      before: { _id: invitation.userId, phoneNumber: invitation.phoneNumber, invitation: invitation.id },
      after: null,
    });
    return { message: messages.invitationWithdrawn };
  });
}
