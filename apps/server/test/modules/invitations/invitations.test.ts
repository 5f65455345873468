import { invitationAcceptedMessage, messages, notificationTitles } from '@wicket/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubInvitations, users } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { type ClubFixture, createUser, type UserFixture, useClubs, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { openEventStream } from '../../helpers/sse';

/**
 * Joining a club needs the member's consent (design-season section 10): add-member invites, the member accepts or
 * declines. Every case here fails on the code that added any club-less Member by phone at once.
 */

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });
let base: string;
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function memberOf(userId: string): Promise<string | null | undefined> {
  const [row] = await t.db.select({ memberOf: users.memberOf }).from(users).where(eq(users.id, userId));
  return row?.memberOf;
}

function invite(club: ClubFixture | string, phoneNumber: string, token = typeof club === 'string' ? admin.token : '') {
  return typeof club === 'string'
    ? call(t.app, 'POST', `/api/users/add-member/${club}`, { token, body: { phoneNumber } })
    : call(t.app, 'POST', '/api/users/add-member', { token: club.manager.token, body: { phoneNumber } });
}

async function pending(member: UserFixture) {
  const res = await call(t.app, 'GET', '/api/users/invitations', { token: member.token });
  expect(res.status).toBe(200);
  return res.body as { _id: string; club: { _id: string; clubName: string } }[];
}

const accept = (member: UserFixture, id: string) =>
  call(t.app, 'POST', `/api/users/invitations/${id}/accept`, { token: member.token });
const decline = (member: UserFixture, id: string) =>
  call(t.app, 'POST', `/api/users/invitations/${id}/decline`, { token: member.token });

describe('POST /api/users/add-member for a Member without a club', () => {
  it('invites instead of adding: the answer, the notification and its event, the audit row', async () => {
    const loner = await createUser(t.app, { firstName: 'Lone', lastName: 'Wolf' });
    const stream = await openEventStream(base, { authorization: `Bearer ${loner.token}` });
    try {
      const res = await invite(lions, loner.phoneNumber);
      expect(res).toMatchObject({ status: 200, body: { message: messages.addMemberRegistered } });
      expect(Object.keys(res.body)).toEqual(['message']);
      expect(await memberOf(loner.id)).toBeNull();

      const title = notificationTitles.invite('Manny Manager', 'Lions');
      expect(title).toBe('Manny Manager invited you to join Lions');
      const event = await stream.waitFor((e) => e.event === 'notification');
      expect(event.data).toMatchObject({ kind: 'invite', title });
      const inbox = await call(t.app, 'GET', '/api/notifications', { token: loner.token });
      expect(inbox.body.notifications).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'invite', title, link: '/invitations' })]),
      );
    } finally {
      stream.close();
    }

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.invite'), eq(auditLog.entityId, loner.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ clubId: lions.clubId, actorId: lions.manager.id, before: null });

    const list = await call(t.app, 'GET', '/api/users/invitations', { token: loner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        _id: expect.any(String),
        club: { _id: lions.clubId, clubName: 'Lions' },
        invitedBy: { firstName: 'Manny', lastName: 'Manager' },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('keeps the invited user out of reach of the inviting club: no credit, deduct, reset or details (404)', async () => {
    const loner = await createUser(t.app, { credits: 5000n });
    expect((await invite(lions, loner.phoneNumber)).status).toBe(200);
    const token = lions.manager.token;
    for (const direction of ['add', 'deduct']) {
      const res = await call(t.app, 'PUT', `/api/users/${direction}-credit/${loner.id}`, {
        token,
        body: { creditAmount: 10 },
      });
      expect(res).toMatchObject({ status: 404, body: { message: messages.memberNotFound } });
    }
    const reset = await call(t.app, 'PUT', `/api/users/reset-password/${loner.id}`, { token });
    expect(reset).toMatchObject({ status: 404, body: { message: messages.userNotFound } });
    expect((await call(t.app, 'GET', `/api/users/userdetails/${loner.id}`, { token })).status).toBe(404);
    const members = await call(t.app, 'GET', '/api/users/members', { token });
    expect(members.body.map((m: { _id: string }) => m._id)).not.toContain(loner.id);
    // The member still signs in with its own password and keeps its balance.
    const details = await call(t.app, 'GET', `/api/users/userdetails/${loner.id}`, { token: loner.token });
    expect(details.body).toMatchObject({ credits: 50, memberOf: null });
    await expectLedgerBalanced(t.db);
  });

  it('lets an Admin invite through {clubId}, and a Manager only to its own club', async () => {
    const a = await createUser(t.app);
    const byAdmin = await invite(tigers.clubId, a.phoneNumber);
    expect(byAdmin).toMatchObject({ status: 200, body: { message: messages.addMemberRegistered } });
    const [invitation] = await pending(a);
    expect(invitation).toMatchObject({ club: { _id: tigers.clubId }, invitedBy: { firstName: 'Ada' } });
    const other = await invite(tigers.clubId, a.phoneNumber, lions.manager.token);
    expect(other).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect(await pending(a)).toHaveLength(1);
  });

  it('replaces an earlier invitation of the same club: one listed, the old id gone, 14 days from now', async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    const [first] = await pending(loner);
    await invite(lions, loner.phoneNumber);
    const list = await pending(loner);
    expect(list).toHaveLength(1);
    expect(list[0]?._id).not.toBe(first?._id);
    expect(await accept(loner, first?._id ?? '')).toMatchObject({
      status: 404,
      body: { message: messages.invitationNotFound },
    });
    const [row] = await t.db
      .select({ days: sql<number>`extract(epoch from (expires_at - created_at)) / 86400` })
      .from(clubInvitations)
      .where(eq(clubInvitations.userId, loner.id));
    expect(Number(row?.days)).toBe(14);
    // A second club's invitation stands beside it.
    await invite(tigers, loner.phoneNumber);
    expect((await pending(loner)).map((i) => i.club.clubName).sort()).toEqual(['Lions', 'Tigers']);
  });
});

describe('POST /api/users/invitations/{id}/accept', () => {
  it('joins the club with the balance the member brought; the club then reaches it', async () => {
    const loner = await createUser(t.app, { credits: 12345n });
    await invite(lions, loner.phoneNumber);
    await invite(tigers, loner.phoneNumber);
    const lionsInvitation = (await pending(loner)).find((i) => i.club.clubName === 'Lions');
    const res = await accept(loner, lionsInvitation?._id ?? '');
    expect(res).toMatchObject({
      status: 200,
      body: { message: invitationAcceptedMessage('Lions'), club: { _id: lions.clubId, clubName: 'Lions' } },
    });
    expect(await memberOf(loner.id)).toBe(lions.clubId);
    const profile = await call(t.app, 'GET', '/api/users/profile', { token: loner.token });
    expect(profile.body).toMatchObject({ credits: 123.45, memberOf: { _id: lions.clubId, clubName: 'Lions' } });
    // Nothing else to accept once in a club.
    expect(await pending(loner)).toEqual([]);
    const credit = await call(t.app, 'PUT', `/api/users/add-credit/${loner.id}`, {
      token: lions.manager.token,
      body: { creditAmount: 1 },
    });
    expect(credit).toMatchObject({ status: 200, body: { credits: 124.45 } });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.add'), eq(auditLog.entityId, loner.id)));
    expect(audit).toMatchObject([{ clubId: lions.clubId, actorId: loner.id }]);
    await expectLedgerBalanced(t.db);
  });

  it('answers a second accept 409 and changes nothing', async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    const [invitation] = await pending(loner);
    expect((await accept(loner, invitation?._id ?? '')).status).toBe(200);
    const again = await accept(loner, invitation?._id ?? '');
    expect(again).toMatchObject({ status: 409, body: { message: messages.invitationAlreadyAccepted } });
    expect(await memberOf(loner.id)).toBe(lions.clubId);
  });

  it('answers 409 `User already belongs to a club` after joining another club meanwhile', async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    await invite(tigers, loner.phoneNumber);
    const invitations = await call(t.app, 'GET', '/api/users/invitations', { token: loner.token });
    const ids = (invitations.body as { _id: string; club: { _id: string } }[]).map((i) => i._id);
    const [a, b] = await Promise.all(ids.map((id) => accept(loner, id)));
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const lost = a?.status === 409 ? a : b;
    expect(lost?.body).toEqual({ message: messages.userAlreadyInClub });
    const joined = a?.status === 200 ? a : b;
    expect(await memberOf(loner.id)).toBe(joined?.body.club._id);
  });

  it('refuses an invitation older than 14 days (409) and leaves it out of the list', async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    const [invitation] = await pending(loner);
    await t.db
      .update(clubInvitations)
      .set({
        createdAt: sql`now() - interval '14 days 1 minute'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(clubInvitations.userId, loner.id));
    expect(await pending(loner)).toEqual([]);
    const res = await accept(loner, invitation?._id ?? '');
    expect(res).toMatchObject({ status: 409, body: { message: messages.invitationExpired } });
    expect(await memberOf(loner.id)).toBeNull();
    // Inviting again gives a fresh 14 days.
    await invite(lions, loner.phoneNumber);
    const [fresh] = await pending(loner);
    expect((await accept(loner, fresh?._id ?? '')).status).toBe(200);
  });

  it("hides another user's invitation (404) from members and staff alike", async () => {
    const loner = await createUser(t.app);
    const stranger = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    const [invitation] = await pending(loner);
    const id = invitation?._id ?? '';
    expect(await accept(stranger, id)).toMatchObject({ status: 404, body: { message: messages.invitationNotFound } });
    expect(await decline(stranger, id)).toMatchObject({ status: 404, body: { message: messages.invitationNotFound } });
    expect(await pending(stranger)).toEqual([]);
    for (const staff of [lions.manager, tigers.manager, admin]) {
      expect((await accept(staff, id)).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/users/invitations', { token: staff.token })).status).toBe(403);
    }
    expect(await accept(loner, UNKNOWN_ID)).toMatchObject({
      status: 404,
      body: { message: messages.invitationNotFound },
    });
    expect(await memberOf(loner.id)).toBeNull();
  });
});

describe('POST /api/users/invitations/{id}/decline', () => {
  it('closes the invitation: no longer listed, cannot be accepted, the club may invite again', async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    const [invitation] = await pending(loner);
    const id = invitation?._id ?? '';
    expect(await decline(loner, id)).toMatchObject({ status: 200, body: { message: messages.invitationDeclined } });
    expect(await pending(loner)).toEqual([]);
    expect(await accept(loner, id)).toMatchObject({
      status: 409,
      body: { message: messages.invitationAlreadyDeclined },
    });
    expect(await decline(loner, id)).toMatchObject({
      status: 409,
      body: { message: messages.invitationAlreadyDeclined },
    });
    expect(await memberOf(loner.id)).toBeNull();
    await invite(lions, loner.phoneNumber);
    expect(await pending(loner)).toHaveLength(1);
  });
});
