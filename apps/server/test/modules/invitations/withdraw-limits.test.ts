import { messages } from '@wicket/shared/messages';
import { INVITATIONS_PER_CLUB_PER_DAY } from '@wicket/shared/schemas/invitations';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clubInvitations, users } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { type ClubFixture, createClub, createUser, type UserFixture, useClubs, useUser } from '../../helpers/fixtures';

/**
 * Invitations, design-contests section 4: staff withdraw one (`DELETE /api/invitations/{id}`, audit
 * `member.uninvite`) from their club's list of pending ones; at most 3 invitations of one phone and 200 per club a
 * day (429); an invitation is void once its member joins any club, so a stale one is refused after leaving it.
 * Every case fails on the code before: no route, no limit, and a stale invitation was accepted.
 */

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const invite = (club: ClubFixture, phoneNumber: string) =>
  call(t.app, 'POST', '/api/users/add-member', { token: club.manager.token, body: { phoneNumber } });

async function pendingOf(member: UserFixture) {
  const res = await call(t.app, 'GET', '/api/users/invitations', { token: member.token });
  expect(res.status).toBe(200);
  return res.body as { _id: string; club: { _id: string; clubName: string } }[];
}

async function invitationId(member: UserFixture, club: ClubFixture): Promise<string> {
  const found = (await pendingOf(member)).find((i) => i.club._id === club.clubId);
  if (!found) throw new Error('no pending invitation');
  return found._id;
}

const withdraw = (token: string, id: string) => call(t.app, 'DELETE', `/api/invitations/${id}`, { token });
const accept = (member: UserFixture, id: string) =>
  call(t.app, 'POST', `/api/users/invitations/${id}/accept`, { token: member.token });

describe('DELETE /api/invitations/{id} and the club list staff withdraw from', () => {
  it('lists the pending invitation by phone, withdraws it, audits it, and the member can no longer accept', async () => {
    const loner = await createUser(t.app, { firstName: 'Lone', lastName: 'Wolf' });
    expect((await invite(lions, loner.phoneNumber)).status).toBe(200);
    const id = await invitationId(loner, lions);

    const list = await call(t.app, 'GET', `/api/clubs/${lions.clubId}/invitations`, { token: lions.manager.token });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      _id: id,
      phoneNumber: loner.phoneNumber,
      invitedBy: { firstName: 'Manny', lastName: 'Manager' },
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // Named by the phone staff typed, never by the account's name.
    expect(JSON.stringify(list.body)).not.toMatch(/Lone|Wolf/);

    const res = await withdraw(lions.manager.token, id);
    expect(res).toMatchObject({ status: 200, body: { message: messages.invitationWithdrawn } });
    expect(await pendingOf(loner)).toEqual([]);
    const after = await call(t.app, 'GET', `/api/clubs/${lions.clubId}/invitations`, { token: lions.manager.token });
    expect(after.body.map((i: { _id: string }) => i._id)).not.toContain(id);
    expect(await accept(loner, id)).toMatchObject({ status: 409, body: { message: messages.invitationWasWithdrawn } });
    const decline = await call(t.app, 'POST', `/api/users/invitations/${id}/decline`, { token: loner.token });
    expect(decline).toMatchObject({ status: 409, body: { message: messages.invitationWasWithdrawn } });
    expect(await withdraw(lions.manager.token, id)).toMatchObject({
      status: 409,
      body: { message: messages.invitationNotPending },
    });
    const [member] = await t.db.select({ memberOf: users.memberOf }).from(users).where(eq(users.id, loner.id));
    expect(member?.memberOf).toBeNull();

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.uninvite'), eq(auditLog.entityId, loner.id)));
    expect(audit).toMatchObject([
      {
        clubId: lions.clubId,
        actorId: lions.manager.id,
        entity: 'member',
        before: { _id: loner.id, phoneNumber: loner.phoneNumber, invitation: id },
        after: null,
      },
    ]);
    const screen = await call(t.app, 'GET', '/api/audit?action=member.uninvite', { token: lions.manager.token });
    expect(screen.status).toBe(200);
    expect(screen.body.entries).toEqual([
      expect.objectContaining({ action: 'member.uninvite', entityId: loner.id, member: null }),
    ]);
    // Neither row of the invitation names the account to staff: only the phone they typed.
    const invited = await call(t.app, 'GET', '/api/audit?action=member.invite', { token: lions.manager.token });
    const ofLoner = invited.body.entries.filter((e: { entityId: string }) => e.entityId === loner.id);
    expect(ofLoner).toEqual([
      expect.objectContaining({ member: null, after: expect.objectContaining({ phoneNumber: loner.phoneNumber }) }),
    ]);
    expect(JSON.stringify([screen.body, ofLoner])).not.toMatch(/Lone|Wolf/);

    // The club may invite again: a fresh, acceptable invitation.
    expect((await invite(lions, loner.phoneNumber)).status).toBe(200);
    expect((await accept(loner, await invitationId(loner, lions))).status).toBe(200);
  });

  it("keeps another club's invitation out of reach (404); an Admin withdraws any; members 403, anonymous 401", async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    const id = await invitationId(loner, lions);
    expect(await withdraw(tigers.manager.token, id)).toMatchObject({
      status: 404,
      body: { message: messages.invitationNotFound },
    });
    const list = await call(t.app, 'GET', `/api/clubs/${lions.clubId}/invitations`, { token: tigers.manager.token });
    expect(list).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    const tigersList = await call(t.app, 'GET', `/api/clubs/${tigers.clubId}/invitations`, {
      token: tigers.manager.token,
    });
    expect(tigersList.body.map((i: { _id: string }) => i._id)).not.toContain(id);
    expect(await withdraw(lions.manager.token, UNKNOWN_ID)).toMatchObject({
      status: 404,
      body: { message: messages.invitationNotFound },
    });
    expect((await withdraw(loner.token, id)).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/invitations/${id}`)).status).toBe(401);
    expect((await withdraw(lions.manager.token, 'not-a-uuid')).status).toBe(400);
    const unknownClub = await call(t.app, 'GET', `/api/clubs/${UNKNOWN_ID}/invitations`, { token: admin.token });
    expect(unknownClub).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    const byAdmin = await call(t.app, 'GET', `/api/clubs/${lions.clubId}/invitations`, { token: admin.token });
    expect(byAdmin.body.map((i: { _id: string }) => i._id)).toContain(id);
    expect(await withdraw(admin.token, id)).toMatchObject({ status: 200 });
    const [row] = await t.db.select().from(clubInvitations).where(eq(clubInvitations.id, id));
    expect(row?.status).toBe('withdrawn');
  });

  it('refuses to withdraw an answered invitation (409) and leaves the membership alone', async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    const id = await invitationId(loner, lions);
    expect((await accept(loner, id)).status).toBe(200);
    expect(await withdraw(lions.manager.token, id)).toMatchObject({
      status: 409,
      body: { message: messages.invitationNotPending },
    });
    const [member] = await t.db.select({ memberOf: users.memberOf }).from(users).where(eq(users.id, loner.id));
    expect(member?.memberOf).toBe(lions.clubId);
  });
});

describe('daily invitation limits (429 `Too many invitations, try again tomorrow`)', () => {
  it('allows 3 invitations of one phone per club a day, then 429; another club still may', async () => {
    const loner = await createUser(t.app);
    for (let i = 0; i < 3; i++) expect((await invite(lions, loner.phoneNumber)).status).toBe(200);
    const fourth = await invite(lions, loner.phoneNumber);
    expect(fourth).toMatchObject({ status: 429, body: { message: messages.tooManyInvitations } });
    expect(messages.tooManyInvitations).toBe('Too many invitations, try again tomorrow');
    expect((await invite(tigers, loner.phoneNumber)).status).toBe(200);
    // A phone of someone in another club counts the same way (the limit tells nothing about the account).
    const taken = await createUser(t.app, { clubId: tigers.clubId });
    for (let i = 0; i < 3; i++) expect((await invite(lions, taken.phoneNumber)).status).toBe(200);
    expect((await invite(lions, taken.phoneNumber)).status).toBe(429);
  });

  it('allows 200 invitations per club a day: the next one is 429 and writes nothing', async () => {
    const club = await createClub(t.app, { clubName: 'Busy' });
    const first = await createUser(t.app);
    expect((await invite(club, first.phoneNumber)).status).toBe(200);
    // The club's counter as 199 more invitations today would leave it (each is a real request otherwise).
    await t.db.execute(
      sql`update rate_limits set hits = ${INVITATIONS_PER_CLUB_PER_DAY} where key = ${`invite-club:${club.clubId}`}`,
    );
    const loner = await createUser(t.app);
    const res = await invite(club, loner.phoneNumber);
    expect(res).toMatchObject({ status: 429, body: { message: messages.tooManyInvitations } });
    expect(await pendingOf(loner)).toEqual([]);
    // The member import counts toward the same 200.
    const csv = `firstName,lastName,phoneNumber\r\nLone,Wolf,${loner.phoneNumber}\r\n`;
    const imported = await call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
      token: club.manager.token,
      body: { csv },
    });
    expect(imported).toMatchObject({ status: 429, body: { message: messages.tooManyInvitations } });
    expect(await pendingOf(loner)).toEqual([]);
  });
});

describe('an invitation is void once its member joins any club', () => {
  it('refuses a stale invitation after the member joined a club and left it (409), and lists it nowhere', async () => {
    const loner = await createUser(t.app);
    await invite(lions, loner.phoneNumber);
    await invite(tigers, loner.phoneNumber);
    const tigersId = await invitationId(loner, tigers);
    expect((await accept(loner, await invitationId(loner, lions))).status).toBe(200);
    const removed = await call(t.app, 'PUT', `/api/users/remove-member/${loner.id}`, { token: lions.manager.token });
    expect(removed.status).toBe(200);

    expect(await pendingOf(loner)).toEqual([]);
    const res = await accept(loner, tigersId);
    expect(res).toMatchObject({ status: 409, body: { message: messages.invitationVoid } });
    const [member] = await t.db.select({ memberOf: users.memberOf }).from(users).where(eq(users.id, loner.id));
    expect(member?.memberOf).toBeNull();
    const list = await call(t.app, 'GET', `/api/clubs/${tigers.clubId}/invitations`, { token: tigers.manager.token });
    expect(list.body.map((i: { _id: string }) => i._id)).not.toContain(tigersId);
    // Tigers may invite again now that the member has no club: that one is accepted.
    await invite(tigers, loner.phoneNumber);
    expect((await accept(loner, await invitationId(loner, tigers))).status).toBe(200);
  });
});
