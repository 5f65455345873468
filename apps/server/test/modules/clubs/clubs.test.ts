import { messages } from '@wicket/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clubs, notifications, users } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { createClub, createMatch, createUser, nextPhone, useUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin' });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const newClub = () => {
  const phone = nextPhone();
  return {
    clubName: 'Lions CC',
    managerFirstName: 'Manny',
    managerLastName: 'Ger',
    managerEmail: `Manny.${phone}@Example.com`,
    countryCode: '+91',
    managerPhone: phone,
    managerPassword: 'secret1',
    managerShare: 12.5,
    adminShare: 7.25,
  };
};

describe('POST /api/clubs', () => {
  it('creates the club and its Manager, who signs in and runs the club', async () => {
    const body = newClub();
    const res = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      clubName: 'Lions CC',
      user: { firstName: 'Manny', lastName: 'Ger', email: body.managerEmail.toLowerCase() },
      managerEmail: body.managerEmail.toLowerCase(),
      managerPhone: body.managerPhone,
      managerShare: 12.5,
      adminShare: 7.25,
      message: messages.clubAdded,
    });
    const [stored] = await t.db.select().from(clubs).where(eq(clubs.id, res.body._id));
    expect(stored).toMatchObject({ managerShareBp: 1250, adminShareBp: 725, managerId: res.body.user._id });

    const login = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: body.managerPhone, password: body.managerPassword },
    });
    expect(login).toMatchObject({ status: 200, body: { userType: 'Manager', _id: res.body.user._id } });
    const profile = await call(t.app, 'GET', '/api/users/profile', { token: login.body.token });
    expect(profile.body.memberOf).toEqual({ _id: res.body._id, clubName: 'Lions CC' });
    const members = await call(t.app, 'GET', '/api/users/members', { token: login.body.token });
    expect(members).toMatchObject({ status: 200, body: [] });
  });

  it('accepts a missing manager email and shares summing to exactly 100', async () => {
    const body = { ...newClub(), managerEmail: undefined, managerShare: 33.33, adminShare: 66.67 };
    const res = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      managerEmail: null,
      user: { email: null },
      managerShare: 33.33,
      adminShare: 66.67,
    });
  });

  it.each([
    [{ clubName: '' }, messages.clubNameRequired],
    [{ clubName: 'x'.repeat(61) }, messages.clubNameTooLong],
    [{ managerFirstName: '' }, messages.firstNameRequired],
    [{ managerLastName: 'x'.repeat(31) }, messages.lastNameTooLong],
    [{ managerEmail: 'nope' }, messages.invalidEmail],
    [{ countryCode: '' }, messages.countryCodeRequired],
    [{ managerPhone: '' }, messages.phoneRequired],
    [{ managerPhone: '98-765-abc10' }, messages.invalidPhone],
    [{ managerPhone: '+44 7911 123456' }, messages.invalidPhone],
    [{ managerPassword: '12345' }, messages.passwordTooShort],
    [{ managerShare: undefined }, messages.managerShareRequired],
    [{ adminShare: null }, messages.adminShareRequired],
    [{ managerShare: -1 }, messages.sharesNegative],
    [{ adminShare: -0.01 }, messages.sharesNegative],
    [{ managerShare: 10.001 }, messages.sharesDecimals],
    [{ managerShare: 50, adminShare: 50.01 }, messages.sharesSumTooHigh],
    [{ managerShare: 101, adminShare: 0 }, messages.sharesSumTooHigh],
  ])('refuses %o with its text', async (patch, message) => {
    const res = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body: { ...newClub(), ...patch } });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a taken manager phone or email with 409 and creates nothing', async () => {
    const existing = await createUser(t.app);
    const before = (await t.db.select().from(clubs)).length;
    const samePhone = await call(t.app, 'POST', '/api/clubs', {
      token: admin.token,
      body: { ...newClub(), managerPhone: existing.phoneNumber },
    });
    expect(samePhone).toMatchObject({ status: 409, body: { message: messages.phoneTaken } });
    const first = newClub();
    expect((await call(t.app, 'POST', '/api/clubs', { token: admin.token, body: first })).status).toBe(201);
    const sameEmail = await call(t.app, 'POST', '/api/clubs', {
      token: admin.token,
      body: { ...newClub(), managerEmail: first.managerEmail },
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: messages.emailTaken } });
    expect((await t.db.select().from(clubs)).length).toBe(before + 1);
  });
});

describe('club routes are for Admins only', () => {
  it('answers 401 without a token and 403 to Managers and Members, whatever the body', async () => {
    const { clubId, manager } = await createClub(t.app);
    const member = await createUser(t.app, { clubId });
    const routes: [string, string][] = [
      ['GET', '/api/clubs'],
      ['POST', '/api/clubs'],
      ['GET', `/api/clubs/${clubId}`],
      ['PUT', `/api/clubs/${clubId}`],
      ['DELETE', `/api/clubs/${clubId}`],
    ];
    for (const [method, url] of routes) {
      expect((await call(t.app, method as 'GET', url, { body: {} })).status).toBe(401);
      for (const user of [manager, member]) {
        const res = await call(t.app, method as 'GET', url, { token: user.token, body: {} });
        expect(res).toMatchObject({ status: 403, body: { message: messages.forbidden } });
      }
    }
  });
});

describe('GET /api/clubs and /api/clubs/{id}', () => {
  it('lists every club with its manager, and reads one', async () => {
    const created = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body: newClub() });
    const list = await call(t.app, 'GET', '/api/clubs', { token: admin.token });
    expect(list.status).toBe(200);
    const { message: _message, ...club } = created.body;
    expect(list.body).toContainEqual(club);
    for (const c of list.body) {
      expect(Object.keys(c).sort()).toEqual(
        [
          '_id',
          'adminShare',
          'clubName',
          'createdAt',
          'managerEmail',
          'managerPhone',
          'managerShare',
          'reminderMinutes',
          'user',
        ].sort(),
      );
    }
    const one = await call(t.app, 'GET', `/api/clubs/${club._id}`, { token: admin.token });
    expect(one).toMatchObject({ status: 200, body: club });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await call(t.app, 'GET', `/api/clubs/${UNKNOWN_ID}`, { token: admin.token });
    expect(res).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect((await call(t.app, 'GET', '/api/clubs/nope', { token: admin.token })).status).toBe(400);
  });
});

describe('PUT /api/clubs/{id}', () => {
  const edit = () => {
    const phone = nextPhone();
    return {
      clubName: 'Renamed CC',
      managerEmail: `new.${phone}@example.com`,
      managerPhone: phone,
      managerShare: 20,
      adminShare: 80,
    };
  };

  it('updates the club and the manager account (the single source of its email and phone)', async () => {
    const created = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body: newClub() });
    const body = edit();
    const res = await call(t.app, 'PUT', `/api/clubs/${created.body._id}`, { token: admin.token, body });
    expect(res).toMatchObject({
      status: 200,
      body: {
        _id: created.body._id,
        clubName: 'Renamed CC',
        managerEmail: body.managerEmail,
        managerPhone: body.managerPhone,
        managerShare: 20,
        adminShare: 80,
        user: { _id: created.body.user._id, email: body.managerEmail },
        message: messages.clubUpdated,
      },
    });
    const [manager] = await t.db.select().from(users).where(eq(users.id, created.body.user._id));
    expect(manager).toMatchObject({ email: body.managerEmail, phoneNumber: body.managerPhone });
    const login = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: body.managerPhone, password: 'secret1' },
    });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ clubName: ' ' }, messages.clubNameRequired],
    [{ managerEmail: 'x@' }, messages.invalidEmail],
    [{ managerPhone: undefined }, messages.phoneRequired],
    [{ managerPhone: '12345' }, messages.invalidPhone],
    [{ managerShare: undefined }, messages.managerShareRequired],
    [{ adminShare: -3 }, messages.sharesNegative],
    [{ adminShare: 0.555 }, messages.sharesDecimals],
    [{ managerShare: 60, adminShare: 40.01 }, messages.sharesSumTooHigh],
  ])('refuses %o with its text', async (patch, message) => {
    const { clubId } = await createClub(t.app);
    const res = await call(t.app, 'PUT', `/api/clubs/${clubId}`, { token: admin.token, body: { ...edit(), ...patch } });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('renames a club whose manager has no email (issue 27): blank clears it, absent keeps it', async () => {
    const created = await call(t.app, 'POST', '/api/clubs', {
      token: admin.token,
      body: { ...newClub(), managerEmail: undefined },
    });
    expect(created.body.managerEmail).toBeNull();
    const renamed = await call(t.app, 'PUT', `/api/clubs/${created.body._id}`, {
      token: admin.token,
      body: { ...edit(), managerEmail: '' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { clubName: 'Renamed CC', managerEmail: null } });
    const withEmail = { ...edit(), clubName: 'Mailed CC' };
    await call(t.app, 'PUT', `/api/clubs/${created.body._id}`, { token: admin.token, body: withEmail });
    const kept = await call(t.app, 'PUT', `/api/clubs/${created.body._id}`, {
      token: admin.token,
      body: { ...edit(), managerEmail: undefined, clubName: 'Kept CC' },
    });
    expect(kept).toMatchObject({ status: 200, body: { clubName: 'Kept CC', managerEmail: withEmail.managerEmail } });
  });

  it('refuses another user phone or email with 409 and changes nothing', async () => {
    const { clubId } = await createClub(t.app, { clubName: 'Keep Me' });
    const other = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body: newClub() });
    const samePhone = await call(t.app, 'PUT', `/api/clubs/${clubId}`, {
      token: admin.token,
      body: { ...edit(), managerPhone: other.body.managerPhone },
    });
    expect(samePhone).toMatchObject({ status: 409, body: { message: messages.phoneTaken } });
    const sameEmail = await call(t.app, 'PUT', `/api/clubs/${clubId}`, {
      token: admin.token,
      body: { ...edit(), managerEmail: other.body.managerEmail },
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: messages.emailTaken } });
    const after = await call(t.app, 'GET', `/api/clubs/${clubId}`, { token: admin.token });
    expect(after.body.clubName).toBe('Keep Me');
  });

  it('answers 404 for an unknown club', async () => {
    const res = await call(t.app, 'PUT', `/api/clubs/${UNKNOWN_ID}`, { token: admin.token, body: edit() });
    expect(res).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
  });
});

describe('DELETE /api/clubs/{id}', () => {
  it('refuses while the club has a member, then deletes it and its unused manager account', async () => {
    const created = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body: newClub() });
    const clubId = created.body._id as string;
    const member = await createUser(t.app, { clubId });
    const refused = await call(t.app, 'DELETE', `/api/clubs/${clubId}`, { token: admin.token });
    expect(refused).toMatchObject({ status: 409, body: { message: messages.clubHasMembersOrMatches } });

    await t.db.update(users).set({ memberOf: null }).where(eq(users.id, member.id));
    const res = await call(t.app, 'DELETE', `/api/clubs/${clubId}`, { token: admin.token });
    expect(res).toMatchObject({ status: 200, body: { _id: clubId, message: messages.clubDeleted } });
    expect((await call(t.app, 'GET', `/api/clubs/${clubId}`, { token: admin.token })).status).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.id, created.body.user._id))).toEqual([]);
    // The phone is free again: the club can be created anew with the same manager.
    const again = await call(t.app, 'POST', '/api/clubs', {
      token: admin.token,
      body: { ...newClub(), managerPhone: created.body.managerPhone },
    });
    expect(again.status).toBe(201);
  });

  it('refuses while the club has a match', async () => {
    const { clubId } = await createClub(t.app);
    await createMatch(t.app, clubId);
    const res = await call(t.app, 'DELETE', `/api/clubs/${clubId}`, { token: admin.token });
    expect(res).toMatchObject({ status: 409, body: { message: messages.clubHasMembersOrMatches } });
  });

  it('keeps a manager account with history as a club-less Member, ledger intact', async () => {
    const { clubId, manager } = await createClub(t.app);
    // The manager moved credits (ledger rows name it) and holds a balance of its own.
    const member = await createUser(t.app, { clubId });
    expect(
      (
        await call(t.app, 'PUT', `/api/users/add-credit/${member.id}`, {
          token: manager.token,
          body: { creditAmount: 5 },
        })
      ).status,
    ).toBe(200);
    await call(t.app, 'PUT', `/api/users/remove-member/${member.id}`, { token: manager.token });
    await t.db
      .insert(notifications)
      .values({ channel: 'whatsapp', recipient: '919876543210', body: 'x', senderId: manager.id });
    const res = await call(t.app, 'DELETE', `/api/clubs/${clubId}`, { token: admin.token });
    expect(res.status).toBe(200);
    const [kept] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(kept).toMatchObject({ userType: 'Member', memberOf: null });
    const history = await call(t.app, 'GET', `/api/transactions/${member.id}`, { token: admin.token });
    expect(history.body[0]).toMatchObject({ type: 'Credit', amount: 5 });
    await expectLedgerBalanced(t.db);
  });

  it('answers 404 for an unknown club', async () => {
    const res = await call(t.app, 'DELETE', `/api/clubs/${UNKNOWN_ID}`, { token: admin.token });
    expect(res).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
  });
});

describe('reminderMinutes (design-match-day section 4)', () => {
  const settingsOf = async (clubId: string) =>
    (await t.db.select({ m: clubs.reminderMinutes }).from(clubs).where(eq(clubs.id, clubId)))[0]?.m;
  const auditRows = (clubId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clubId, clubId), eq(auditLog.action, 'club.update')));

  it('is 60 by default in the club answer, set on create and edited by Admins with PUT /api/clubs/{id}', async () => {
    const created = await call(t.app, 'POST', '/api/clubs', { token: admin.token, body: newClub() });
    expect(created.body.reminderMinutes).toBe(60);
    const id = created.body._id as string;
    const edit = {
      clubName: 'Lions CC',
      managerEmail: `e.${nextPhone()}@example.com`,
      managerPhone: nextPhone(),
      managerShare: 10,
      adminShare: 10,
    };
    const set = await call(t.app, 'PUT', `/api/clubs/${id}`, {
      token: admin.token,
      body: { ...edit, reminderMinutes: 0 },
    });
    expect(set.status).toBe(200);
    expect(set.body.reminderMinutes).toBe(0);
    // Left out: unchanged.
    const kept = await call(t.app, 'PUT', `/api/clubs/${id}`, { token: admin.token, body: edit });
    expect(kept.body.reminderMinutes).toBe(0);
    expect((await call(t.app, 'GET', `/api/clubs/${id}`, { token: admin.token })).body.reminderMinutes).toBe(0);
    const withMinutes = await call(t.app, 'POST', '/api/clubs', {
      token: admin.token,
      body: { ...newClub(), reminderMinutes: 1440 },
    });
    expect(withMinutes.body.reminderMinutes).toBe(1440);
    const listed = await call(t.app, 'GET', '/api/clubs', { token: admin.token });
    expect(listed.body.find((c: { _id: string }) => c._id === id)?.reminderMinutes).toBe(0);
  });

  it("lets the club's Manager read and change it, with a club.update audit row", async () => {
    const club = await createClub(t.app);
    const url = `/api/clubs/${club.clubId}/settings`;
    const read = await call(t.app, 'GET', url, { token: club.manager.token });
    expect(read.body).toEqual({ _id: club.clubId, reminderMinutes: 60 });
    const res = await call(t.app, 'PUT', url, { token: club.manager.token, body: { reminderMinutes: 15 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: club.clubId, reminderMinutes: 15, message: messages.clubSettingsSaved });
    expect(await settingsOf(club.clubId)).toBe(15);
    const [row, ...more] = await auditRows(club.clubId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorId: club.manager.id,
      actorUserType: 'Manager',
      entity: 'club',
      entityId: club.clubId,
      before: { reminderMinutes: 60 },
      after: { reminderMinutes: 15 },
    });
    const byAdmin = await call(t.app, 'PUT', url, { token: admin.token, body: { reminderMinutes: '0' } });
    expect(byAdmin.body.reminderMinutes).toBe(0);
    expect(await auditRows(club.clubId)).toHaveLength(2);
  });

  it('refuses other clubs (404), Members (403) and anyone signed out (401), changing nothing', async () => {
    const club = await createClub(t.app);
    const other = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId });
    const url = `/api/clubs/${club.clubId}/settings`;
    const body = { reminderMinutes: 5 };
    expect((await call(t.app, 'PUT', url, { token: other.manager.token, body })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: other.manager.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'PUT', url, { body })).status).toBe(401);
    expect((await call(t.app, 'PUT', `/api/clubs/${UNKNOWN_ID}/settings`, { token: admin.token, body })).status).toBe(
      404,
    );
    expect(await settingsOf(club.clubId)).toBe(60);
    expect(await auditRows(club.clubId)).toEqual([]);
  });

  it.each([1441, -1, 1.5, 'x', '', null, '1e9', [30]])('answers 400 for %j and changes nothing', async (value) => {
    const club = await createClub(t.app);
    const res = await call(t.app, 'PUT', `/api/clubs/${club.clubId}/settings`, {
      token: club.manager.token,
      body: { reminderMinutes: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.reminderMinutesInvalid);
    expect(await settingsOf(club.clubId)).toBe(60);
    const admin400 = await call(t.app, 'PUT', `/api/clubs/${club.clubId}`, {
      token: admin.token,
      body: {
        clubName: 'X',
        managerEmail: `x.${nextPhone()}@example.com`,
        managerPhone: club.manager.phoneNumber,
        managerShare: 1,
        adminShare: 1,
        reminderMinutes: value === '' ? 'x' : value,
      },
    });
    expect(admin400.status).toBe(400);
    expect(await settingsOf(club.clubId)).toBe(60);
  });
});
