import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import type { CreditResult, RegisteredMemberResult, registerMemberBodySchema } from '@wicket/shared/schemas/members';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess, canMoveCreditsOf } from '../../lib/access';
import { pgErrorCode } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { claimIdempotencyKey } from '../../lib/idempotency';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { clubExists } from '../clubs/queries';
import { type EventPublisher, noEvents } from '../events/hub';
import { inviteByPhones, takeInvitationAllowance } from '../invitations/service';
import { InsufficientBalanceError } from '../ledger/postings';
import { notificationEvents } from '../notifications/inbox';
import { createUser, newMemberColumns } from '../users/service';
import { issueWelcomeLinks } from '../welcome-links/service';
import { postCredits } from './credits';
import {
  detachMember,
  findUserTypeByPhone,
  listMembers,
  listUsers,
  lockUser,
  type MemberRow,
  userFullName,
} from './queries';

/** The audit row of a member joining or leaving a club. */
function auditMember(
  tx: DbOrTx,
  auth: AuthContext,
  clubId: string | null,
  action: 'member.add' | 'member.remove',
  before: MemberRow | null,
  after: MemberRow | null,
) {
  const json = (m: MemberRow | null) => {
    if (!m) return null;
    const { hasPassword: _notAudited, countryCode: _notAuditedEither, ...member } = toMemberJson(m);
    return member;
  };
  const entityId = (after ?? before)?.id ?? null;
  return recordAudit(tx, auth, {
    clubId,
    action,
    entity: 'member',
    entityId,
    before: json(before),
    after: json(after),
  });
}

function toMemberJson(member: MemberRow) {
  return {
    _id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    phoneNumber: member.phoneNumber,
    credits: paiseToRs(member.credits),
    countryCode: member.countryCode,
    hasPassword: member.hasPassword,
  };
}

/** The club a Manager runs (the non-`{clubId}` paths). */
function ownClub(auth: AuthContext): string {
  if (!auth.clubId) throw notFound(messages.clubNotFound);
  return auth.clubId;
}

/** A `{clubId}` path: Admins reach every club, a Manager only its own; anything else reads as not found. */
export async function reachableClub(db: Db, auth: AuthContext, clubId: string | undefined): Promise<string> {
  if (clubId === undefined) return ownClub(auth);
  assertClubAccess(auth, clubId, messages.clubNotFound);
  if (!(await clubExists(db, clubId))) throw notFound(messages.clubNotFound);
  return clubId;
}

/** The club was deleted between our check and the write (its foreign key refused the member). */
function clubGone(err: unknown): Error | undefined {
  return pgErrorCode(err) === '23503' ? notFound(messages.clubNotFound) : undefined;
}

export async function getAllUsers(db: Db) {
  const rows = await listUsers(db);
  return rows.map((u) => ({
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    userType: u.userType,
    credits: paiseToRs(u.credits),
    memberOf: u.memberOf && u.clubName ? { _id: u.memberOf, clubName: u.clubName } : null,
    createdAt: u.createdAt.toISOString(),
  }));
}

export async function getMembers(db: Db, auth: AuthContext, clubIdParam?: string) {
  const clubId = await reachableClub(db, auth, clubIdParam);
  return (await listMembers(db, clubId)).map(toMemberJson);
}

/**
 * Existing User: a Member without a club is invited, never added (design-season section 10): joining needs the
 * member's consent (modules/invitations). The answer tells staff no more than registration would (design-contests
 * section 4): an unknown phone is 404 and a member of this club 409, as staff could see anyway; any other
 * registered phone gets one answer, whether an invitation was written (a Member without a club) or not (a member of
 * another club, a Manager, an Admin), and counts toward the daily invitation limits alike. The `invite`
 * notification is announced after the commit.
 */
export async function addExistingMember(
  db: Db,
  auth: AuthContext,
  clubIdParam: string | undefined,
  phone: string,
  events: EventPublisher = noEvents,
) {
  const clubId = await reachableClub(db, auth, clubIdParam);
  const existing = await findUserTypeByPhone(db, phone);
  if (!existing) throw notFound(messages.memberNotFound);
  if (existing.memberOf === clubId.toLowerCase()) throw conflict(messages.importAlreadyMember);
  let notifications: Awaited<ReturnType<typeof inviteByPhones>>['notifications'];
  try {
    notifications = await db.transaction(async (tx) => {
      await takeInvitationAllowance(tx, clubId, [phone]);
      return (await inviteByPhones(tx, auth, clubId, [phone])).notifications;
    });
  } catch (err) {
    throw clubGone(err) ?? err;
  }
  events.publish(...notificationEvents(notifications));
  return { message: messages.addMemberRegistered };
}

/**
 * New User: a new Member account straight in this club, without a password: the answer carries the member's welcome
 * link (modules/welcome-links), with which they choose their own, so staff never invent or learn it.
 */
export async function registerMember(
  db: Db,
  config: Config,
  auth: AuthContext,
  clubIdParam: string | undefined,
  body: z.output<typeof registerMemberBodySchema>,
): Promise<RegisteredMemberResult> {
  const clubId = await reachableClub(db, auth, clubIdParam);
  let welcomeLink: string | undefined;
  try {
    const user = await createUser(
      db,
      { ...newMemberColumns(body), passwordHash: null, memberOf: clubId },
      async (tx, created) => {
        await auditMember(tx, auth, clubId, 'member.add', null, { ...created, hasPassword: false });
        welcomeLink = (await issueWelcomeLinks(tx, config.publicUrl, clubId, [created.id])).get(created.id);
      },
    );
    if (!welcomeLink) throw new Error('welcome link not issued');
    return { ...toMemberJson({ ...user, hasPassword: false }), message: messages.memberAdded, welcomeLink };
  } catch (err) {
    throw clubGone(err) ?? err;
  }
}

/** Clears memberOf; the balance and the ledger stay with the user. */
export async function removeMember(db: Db, auth: AuthContext, memberId: string) {
  const clubId = auth.userType === 'Admin' ? null : ownClub(auth);
  const member = await db.transaction(async (tx) => {
    const before = await lockUser(tx, memberId);
    const detached = await detachMember(tx, memberId, clubId);
    if (detached) await auditMember(tx, auth, before?.memberOf ?? null, 'member.remove', detached, null);
    return detached;
  });
  if (!member) throw notFound(messages.memberNotFound);
  return { ...toMemberJson(member), message: messages.memberRemoved };
}

/**
 * Add credit mints credits to a Member; deduct credit removes them, never below 0. The balance change and its
 * ledger row (naming the caller) commit together. A Manager reaches its own club's Members, an Admin any Member.
 * With an idempotency key (lib/idempotency.ts), a retry replays the first answer and moves nothing again.
 */
export async function moveCredit(
  db: Db,
  auth: AuthContext,
  memberId: string,
  amount: bigint,
  direction: 'add' | 'deduct',
  idempotencyKey?: string,
  events: EventPublisher = noEvents,
): Promise<CreditResult> {
  const { answer, notifications } = await db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<CreditResult, 200>(tx, auth.userId, idempotencyKey, {
      operation: `${direction}-credit`,
      memberId: memberId.toLowerCase(),
      amount: amount.toString(),
    });
    if (claim.replay) return { answer: claim.replay, notifications: [] };
    const member = await lockUser(tx, memberId);
    if (!member || !canMoveCreditsOf(auth, member)) throw notFound(messages.memberNotFound);
    const actor = await userFullName(tx, auth.userId);
    let posted: Awaited<ReturnType<typeof postCredits>>;
    try {
      posted = await postCredits(tx, { id: auth.userId, name: actor }, [{ memberId: member.id, amount, direction }]);
    } catch (err) {
      if (err instanceof InsufficientBalanceError) throw badRequest(messages.deductionExceedsBalance);
      throw err;
    }
    const balance = posted.balances.get(member.id);
    if (balance === undefined) throw new Error('posting returned no balance');
    const notifications = posted.notifications;
    const previous = direction === 'add' ? balance - amount : balance + amount;
    await recordAudit(tx, auth, {
      clubId: member.memberOf,
      action: direction === 'add' ? 'credit.add' : 'credit.deduct',
      entity: 'member',
      entityId: member.id,
      before: { _id: member.id, credits: paiseToRs(previous) },
      after: { _id: member.id, credits: paiseToRs(balance), amount: paiseToRs(amount) },
    });
    const answer = await claim.answer({
      statusCode: 200,
      body: {
        message: direction === 'add' ? messages.creditAdded : messages.creditDeducted,
        _id: memberId,
        credits: paiseToRs(balance),
      },
    });
    return { answer, notifications };
  });
  // After commit: the member's balance and the bell (design-match-day section 1); a replay announces the balance only.
  events.publish(
    { kind: 'balance', data: { userId: answer.body._id.toLowerCase(), credits: answer.body.credits } },
    ...notificationEvents(notifications),
  );
  return answer.body;
}
