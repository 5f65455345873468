import { messages } from '@wicket/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubInvitations, users } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { createClub, createUser, nextPhone, useClubs, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const newMember = () => {
  const phone = nextPhone();
  return {
    firstName: 'Nina',
    lastName: 'New',
    email: `Nina.${phone}@Example.com`,
    countryCode: '+91',
    phoneNumber: `${phone.slice(0, 5)} ${phone.slice(5)}`,
    password: 'secret1',
  };
};

async function memberOf(userId: string): Promise<string | null | undefined> {
  const [row] = await t.db.select({ memberOf: users.memberOf }).from(users).where(eq(users.id, userId));
  return row?.memberOf;
}

/** The clubs with a pending invitation for this user. */
async function invitedTo(userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ clubId: clubInvitations.clubId })
    .from(clubInvitations)
    .where(and(eq(clubInvitations.userId, userId), eq(clubInvitations.status, 'pending')));
  return rows.map((r) => r.clubId);
}

describe('GET /api/users/ (Admin)', () => {
  it('lists every user with type, credits and club', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 2550n, firstName: 'Rich' });
    for (const url of ['/api/users/', '/api/users']) {
      const res = await call(t.app, 'GET', url, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toContainEqual(
        expect.objectContaining({
          _id: member.id,
          firstName: 'Rich',
          phoneNumber: member.phoneNumber,
          userType: 'Member',
          credits: 25.5,
          memberOf: { _id: lions.clubId, clubName: 'Lions' },
        }),
      );
      expect(res.body).toContainEqual(expect.objectContaining({ _id: admin.id, userType: 'Admin', memberOf: null }));
      expect(res.body).toContainEqual(expect.objectContaining({ _id: lions.manager.id, userType: 'Manager' }));
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    }
  });

  it('is refused to Managers and Members (403) and anonymous callers (401)', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    expect((await call(t.app, 'GET', '/api/users/', { token: lions.manager.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/users/', { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/users/')).status).toBe(401);
  });
});

describe('GET /api/users/members and /members/{clubId}', () => {
  it("answers a Manager's own club's Members only, without the manager", async () => {
    const mine = await createUser(t.app, { clubId: lions.clubId, credits: 1000n, firstName: 'Mine' });
    const theirs = await createUser(t.app, { clubId: tigers.clubId, firstName: 'Theirs' });
    const res = await call(t.app, 'GET', '/api/users/members', { token: lions.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      _id: mine.id,
      firstName: 'Mine',
      lastName: 'Member',
      phoneNumber: mine.phoneNumber,
      credits: 10,
      countryCode: '+91',
      hasPassword: true,
    });
    const ids = res.body.map((m: { _id: string }) => m._id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(lions.manager.id);
  });

  it('lets an Admin read every club through {clubId} and a Manager only its own', async () => {
    const lion = await createUser(t.app, { clubId: lions.clubId });
    const tiger = await createUser(t.app, { clubId: tigers.clubId });
    for (const [club, member] of [
      [lions, lion],
      [tigers, tiger],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/users/members/${club.clubId}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.map((m: { _id: string }) => m._id)).toContain(member.id);
    }
    const own = await call(t.app, 'GET', `/api/users/members/${lions.clubId}`, { token: lions.manager.token });
    expect(own.body.map((m: { _id: string }) => m._id)).toContain(lion.id);
    const other = await call(t.app, 'GET', `/api/users/members/${tigers.clubId}`, { token: lions.manager.token });
    expect(other).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
  });

  it('answers 404 for an unknown club, 400 for a malformed id, 403 for wrong types', async () => {
    const unknown = await call(t.app, 'GET', `/api/users/members/${UNKNOWN_ID}`, { token: admin.token });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect((await call(t.app, 'GET', '/api/users/members/xyz', { token: admin.token })).status).toBe(400);
    const member = await createUser(t.app, { clubId: lions.clubId });
    expect((await call(t.app, 'GET', '/api/users/members', { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/users/members', { token: admin.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/users/members/${lions.clubId}`, { token: member.token })).status).toBe(403);
  });
});

describe('POST /api/users/add-member and /add-member/{clubId}', () => {
  it("invites a club-less Member to the Manager's club instead of adding it", async () => {
    const loner = await createUser(t.app, { firstName: 'Lone' });
    const res = await call(t.app, 'POST', '/api/users/add-member', {
      token: lions.manager.token,
      body: { phoneNumber: `${loner.phoneNumber.slice(0, 3)} ${loner.phoneNumber.slice(3)}` },
    });
    expect(res).toMatchObject({ status: 200, body: { message: messages.addMemberRegistered } });
    expect(JSON.stringify(res.body)).not.toContain('Lone');
    expect(await memberOf(loner.id)).toBeNull();
    expect(await invitedTo(loner.id)).toEqual([lions.clubId]);
  });

  it('lets an Admin invite to any club, and a Manager only to its own through {clubId}', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const c = await createUser(t.app);
    const byAdmin = await call(t.app, 'POST', `/api/users/add-member/${tigers.clubId}`, {
      token: admin.token,
      body: { phoneNumber: a.phoneNumber },
    });
    expect(byAdmin.status).toBe(200);
    expect(await invitedTo(a.id)).toEqual([tigers.clubId]);
    const own = await call(t.app, 'POST', `/api/users/add-member/${lions.clubId}`, {
      token: lions.manager.token,
      body: { phoneNumber: b.phoneNumber },
    });
    expect(own.status).toBe(200);
    expect(await invitedTo(b.id)).toEqual([lions.clubId]);
    const other = await call(t.app, 'POST', `/api/users/add-member/${tigers.clubId}`, {
      token: lions.manager.token,
      body: { phoneNumber: c.phoneNumber },
    });
    expect(other).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect(await invitedTo(c.id)).toEqual([]);
    for (const user of [a, b, c]) expect(await memberOf(user.id)).toBeNull();
  });

  it('answers every registered phone outside the club alike, inviting only a Member without a club (design-contests section 4)', async () => {
    const taken = await createUser(t.app, { clubId: tigers.clubId, firstName: 'Tara' });
    const loner = await createUser(t.app, { firstName: 'Lone' });
    const answers = [];
    for (const phoneNumber of [taken.phoneNumber, tigers.manager.phoneNumber, admin.phoneNumber, loner.phoneNumber]) {
      const res = await call(t.app, 'POST', '/api/users/add-member', {
        token: lions.manager.token,
        body: { phoneNumber },
      });
      answers.push({ status: res.status, body: res.body });
    }
    // Nothing tells staff which kind of account a phone is, or whose: one answer, no name, no club.
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: { message: messages.addMemberRegistered } })]),
    );
    expect(await memberOf(taken.id)).toBe(tigers.clubId);
    expect(await invitedTo(taken.id)).toEqual([]);
    expect(await invitedTo(loner.id)).toEqual([lions.clubId]);
    // A member of this club (staff see their members anyway) and an unknown phone (as registration tells).
    const ownMember = await createUser(t.app, { clubId: lions.clubId });
    const own = await call(t.app, 'POST', '/api/users/add-member', {
      token: lions.manager.token,
      body: { phoneNumber: ownMember.phoneNumber },
    });
    expect(own).toMatchObject({ status: 409, body: { message: messages.importAlreadyMember } });
    const unknown = await call(t.app, 'POST', '/api/users/add-member', {
      token: lions.manager.token,
      body: { phoneNumber: '1231231234' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.memberNotFound } });
  });

  it.each([
    [{}, messages.phoneRequired],
    [{ phoneNumber: '' }, messages.phoneRequired],
    [{ phoneNumber: '12345678' }, messages.invalidPhone],
    [{ phoneNumber: '98765abc01' }, messages.invalidPhone],
  ])('validates %o', async (body, message) => {
    const res = await call(t.app, 'POST', '/api/users/add-member', { token: lions.manager.token, body });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 403 to the wrong user types and 404 for an unknown club', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    const body = { phoneNumber: nextPhone() };
    expect((await call(t.app, 'POST', '/api/users/add-member', { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/users/add-member', { token: admin.token, body })).status).toBe(403);
    const byMember = await call(t.app, 'POST', `/api/users/add-member/${lions.clubId}`, { token: member.token, body });
    expect(byMember.status).toBe(403);
    const unknown = await call(t.app, 'POST', `/api/users/add-member/${UNKNOWN_ID}`, { token: admin.token, body });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
  });

  it('lets two clubs invite the same Member at once: both invitations stand, the member is in neither', async () => {
    const loner = await createUser(t.app);
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `/api/users/add-member/${lions.clubId}`, {
        token: admin.token,
        body: { phoneNumber: loner.phoneNumber },
      }),
      call(t.app, 'POST', `/api/users/add-member/${tigers.clubId}`, {
        token: admin.token,
        body: { phoneNumber: loner.phoneNumber },
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await invitedTo(loner.id)).sort()).toEqual([lions.clubId, tigers.clubId].sort());
    expect(await memberOf(loner.id)).toBeNull();
  });

  it('never leaves an invitation to a club deleted at the same moment', async () => {
    const club = await createClub(t.app);
    const loner = await createUser(t.app);
    const [added, deleted] = await Promise.all([
      call(t.app, 'POST', `/api/users/add-member/${club.clubId}`, {
        token: admin.token,
        body: { phoneNumber: loner.phoneNumber },
      }),
      call(t.app, 'DELETE', `/api/clubs/${club.clubId}`, { token: admin.token }),
    ]);
    // An invitation does not make a member, so the delete goes through either way and takes the invitation along.
    expect(deleted.status).toBe(200);
    expect([200, 404]).toContain(added.status);
    if (added.status === 404) expect(added.body).toEqual({ message: messages.clubNotFound });
    expect(await invitedTo(loner.id)).toEqual([]);
    expect(await memberOf(loner.id)).toBeNull();
  });
});

describe('POST /api/users/register-member and /register-member/{clubId}', () => {
  it("creates a Member in the Manager's club without a password: the member chooses one with the welcome link", async () => {
    const body = newMember();
    const res = await call(t.app, 'POST', '/api/users/register-member', {
      token: lions.manager.token,
      body: { ...body, password: 'staffPicked1' },
    });
    expect(res).toMatchObject({
      status: 201,
      body: {
        message: messages.memberAdded,
        firstName: 'Nina',
        phoneNumber: body.phoneNumber.replace(' ', ''),
        hasPassword: false,
        welcomeLink: expect.stringMatching(/\/welcome\/[A-Za-z0-9_-]{32,}$/),
      },
    });
    // A password staff send is ignored: nobody signs in with it.
    const staffPicked = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: body.phoneNumber, password: 'staffPicked1' },
    });
    expect(staffPicked.status).toBe(401);
    const token = String(res.body.welcomeLink).split('/welcome/')[1];
    const welcome = await call(t.app, 'GET', `/api/users/welcome/${token}`);
    expect(welcome).toMatchObject({ status: 200, body: { firstName: 'Nina', clubName: 'Lions' } });
    const chosen = await call(t.app, 'POST', `/api/users/welcome/${token}`, { body: { password: body.password } });
    expect(chosen.status).toBe(200);
    const login = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: body.phoneNumber, password: body.password },
    });
    expect(login).toMatchObject({ status: 200, body: { userType: 'Member', email: body.email.toLowerCase() } });
    const profile = await call(t.app, 'GET', '/api/users/profile', { token: login.body.token });
    expect(profile.body.memberOf).toEqual({ _id: lions.clubId, clubName: 'Lions' });
    expect(profile.body.referralCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('registers a Member without an email, as registration does (issue 27)', async () => {
    for (const email of [undefined, '', null]) {
      const body = { ...newMember(), email };
      const res = await call(t.app, 'POST', '/api/users/register-member', { token: lions.manager.token, body });
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.id, res.body._id));
      expect(row?.email).toBeNull();
    }
  });

  it('lets an Admin register into any club, and a Manager only into its own', async () => {
    const byAdmin = await call(t.app, 'POST', `/api/users/register-member/${tigers.clubId}`, {
      token: admin.token,
      body: newMember(),
    });
    expect(byAdmin.status).toBe(201);
    expect(await memberOf(byAdmin.body._id)).toBe(tigers.clubId);
    const own = await call(t.app, 'POST', `/api/users/register-member/${lions.clubId}`, {
      token: lions.manager.token,
      body: newMember(),
    });
    expect(own.status).toBe(201);
    expect(await memberOf(own.body._id)).toBe(lions.clubId);
    const body = newMember();
    const other = await call(t.app, 'POST', `/api/users/register-member/${tigers.clubId}`, {
      token: lions.manager.token,
      body,
    });
    expect(other).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    const unknown = await call(t.app, 'POST', `/api/users/register-member/${UNKNOWN_ID}`, {
      token: admin.token,
      body,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, body.phoneNumber.replace(' ', '')));
    expect(rows).toEqual([]);
  });

  it.each([
    [{ firstName: '' }, messages.firstNameRequired],
    [{ firstName: 'x'.repeat(31) }, messages.firstNameTooLong],
    [{ lastName: undefined }, messages.lastNameRequired],
    [{ lastName: 'x'.repeat(31) }, messages.lastNameTooLong],
    [{ email: 'not-an-email' }, messages.invalidEmail],
    [{ countryCode: '' }, messages.countryCodeRequired],
    [{ phoneNumber: '' }, messages.phoneRequired],
    [{ phoneNumber: '12345' }, messages.invalidPhone],
  ])('validates %o', async (patch, message) => {
    const res = await call(t.app, 'POST', '/api/users/register-member', {
      token: lions.manager.token,
      body: { ...newMember(), ...patch },
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a taken phone or email with 409', async () => {
    const existing = await createUser(t.app);
    const samePhone = await call(t.app, 'POST', '/api/users/register-member', {
      token: lions.manager.token,
      body: { ...newMember(), phoneNumber: existing.phoneNumber },
    });
    expect(samePhone).toMatchObject({ status: 409, body: { message: messages.phoneTaken } });
    const first = newMember();
    await call(t.app, 'POST', '/api/users/register-member', { token: lions.manager.token, body: first });
    const sameEmail = await call(t.app, 'POST', '/api/users/register-member', {
      token: lions.manager.token,
      body: { ...newMember(), email: first.email },
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: messages.emailTaken } });
  });

  it('answers 403 to Members, and to Admins on the plain path', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    for (const [token, url] of [
      [member.token, '/api/users/register-member'],
      [member.token, `/api/users/register-member/${lions.clubId}`],
      [admin.token, '/api/users/register-member'],
    ] as const) {
      const res = await call(t.app, 'POST', url, { token, body: newMember() });
      expect(res).toMatchObject({ status: 403, body: { message: messages.forbidden } });
    }
  });
});

describe('PUT /api/users/remove-member/{id}', () => {
  it('clears the club and keeps the balance and history', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId, credits: 5000n });
    const res = await call(t.app, 'PUT', `/api/users/remove-member/${member.id}`, { token: lions.manager.token });
    expect(res).toMatchObject({ status: 200, body: { message: messages.memberRemoved, _id: member.id, credits: 50 } });
    expect(await memberOf(member.id)).toBeNull();
    const history = await call(t.app, 'GET', `/api/transactions/${member.id}`, { token: member.token });
    expect(history.body).toHaveLength(1);
    const again = await call(t.app, 'PUT', `/api/users/remove-member/${member.id}`, { token: lions.manager.token });
    expect(again).toMatchObject({ status: 404, body: { message: messages.memberNotFound } });
    await expectLedgerBalanced(t.db);
  });

  it("answers 404 for another club's member, the manager itself, or an unknown id; Admins reach any club", async () => {
    const tiger = await createUser(t.app, { clubId: tigers.clubId });
    for (const id of [tiger.id, lions.manager.id, UNKNOWN_ID]) {
      const res = await call(t.app, 'PUT', `/api/users/remove-member/${id}`, { token: lions.manager.token });
      expect(res).toMatchObject({ status: 404, body: { message: messages.memberNotFound } });
    }
    expect(await memberOf(tiger.id)).toBe(tigers.clubId);
    const byAdmin = await call(t.app, 'PUT', `/api/users/remove-member/${tiger.id}`, { token: admin.token });
    expect(byAdmin.status).toBe(200);
    expect(await memberOf(tiger.id)).toBeNull();
  });

  it('answers 403 to a Member', async () => {
    const member = await createUser(t.app, { clubId: lions.clubId });
    const res = await call(t.app, 'PUT', `/api/users/remove-member/${member.id}`, { token: member.token });
    expect(res.status).toBe(403);
    expect(await memberOf(member.id)).toBe(lions.clubId);
  });
});
