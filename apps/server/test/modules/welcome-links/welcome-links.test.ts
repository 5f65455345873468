import { messages } from '@wicket/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { users, welcomeLinks } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { type ClubFixture, createUser, nextPhone, useClubs, useUser } from '../../helpers/fixtures';

/**
 * Welcome links (design-season section 6): an imported member chooses a password once, within 14 days, and is
 * signed in; a used, expired, replaced or unknown link is one 404; signing in without a password is a wrong password.
 */

const t = useTestApp({ publicUrl: 'https://pools.example' });
const admin = useUser(t, { userType: 'Admin', firstName: 'Ada' });
const { lions, tigers } = useClubs(t, { lions: 'Lions', tigers: 'Tigers' });

const GONE = { message: 'This link has expired or was already used' };

/** A member imported into Lions: its id, phone and welcome token. */
async function importOne(firstName = 'Wel', club: ClubFixture = lions) {
  const phoneNumber = nextPhone();
  const res = await call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
    token: club.manager.token,
    body: { csv: `firstName,lastName,phoneNumber\n${firstName},Come,${phoneNumber}\n` },
  });
  expect(res.status).toBe(201);
  const row = res.body.rows[0];
  return { id: row.memberId as string, phoneNumber, link: row.welcomeLink as string, token: tokenOf(row.welcomeLink) };
}
const tokenOf = (link: string) => link.split('/welcome/')[1] as string;

const greet = (token: string) => call(t.app, 'GET', `/api/users/welcome/${token}`);
const setPassword = (token: string, password = 'first-pw-1') =>
  call(t.app, 'POST', `/api/users/welcome/${token}`, { body: { password } });
const login = (phoneNumber: string, password: string) =>
  call(t.app, 'POST', '/api/users/login', { body: { phoneNumber, password } });
const renew = (id: string, token: string) => call(t.app, 'POST', `/api/users/welcome-link/${id}`, { token });

describe('welcome links', () => {
  it('greets, sets the password once, signs in; the link used twice answers 404', async () => {
    const member = await importOne('Priya');
    expect(member.link).toBe(`https://pools.example/welcome/${member.token}`);
    expect(member.token.length).toBeGreaterThanOrEqual(32);
    expect(await greet(member.token)).toMatchObject({ status: 200, body: { firstName: 'Priya', clubName: 'Lions' } });

    const set = await setPassword(member.token);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ _id: member.id, firstName: 'Priya', userType: 'Member', credits: 0 });
    expect(typeof set.body.token).toBe('string');
    expect(set.body.passwordTemporary).toBe(false);
    const profile = await call(t.app, 'GET', '/api/users/profile', { token: set.body.token });
    expect(profile.body).toMatchObject({ _id: member.id, memberOf: { _id: lions.clubId, clubName: 'Lions' } });
    expect((await login(member.phoneNumber, 'first-pw-1')).status).toBe(200);

    expect(await setPassword(member.token, 'second-pw-2')).toMatchObject({ status: 404, body: GONE });
    expect(await greet(member.token)).toMatchObject({ status: 404, body: GONE });
    expect((await login(member.phoneNumber, 'second-pw-2')).status).toBe(401);
  });

  it('an expired link answers 404', async () => {
    const member = await importOne();
    await t.db
      .update(welcomeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(welcomeLinks.userId, member.id));
    expect(await greet(member.token)).toMatchObject({ status: 404, body: GONE });
    expect(await setPassword(member.token)).toMatchObject({ status: 404, body: GONE });
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    expect(row?.hash).toBeNull();
  });

  it('unknown and malformed tokens answer the same 404', async () => {
    for (const token of ['x'.repeat(43), 'short', encodeURIComponent("' OR 1=1 --"), 'A'.repeat(90)]) {
      expect(await greet(token), token).toMatchObject({ status: 404, body: GONE });
      expect(await setPassword(token), token).toMatchObject({ status: 404, body: GONE });
    }
  });

  it('refuses a short password with the registration text and keeps the link', async () => {
    const member = await importOne();
    expect(await setPassword(member.token, '12345')).toMatchObject({
      status: 400,
      body: { message: messages.passwordTooShort },
    });
    expect((await greet(member.token)).status).toBe(200);
  });

  it('two requests with one token set one password', async () => {
    const member = await importOne();
    const answers = await Promise.all([setPassword(member.token, 'racer-one'), setPassword(member.token, 'racer-two')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
  });

  it('a new link (staff of the club) makes the older one stop working', async () => {
    const member = await importOne('Renu');
    const fresh = await renew(member.id, lions.manager.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.welcomeLink).toMatch(/^https:\/\/pools\.example\/welcome\/[A-Za-z0-9_-]{32,}$/);
    expect(fresh.body.welcomeLink).not.toBe(member.link);
    expect(await greet(member.token)).toMatchObject({ status: 404, body: GONE });
    const byAdmin = await renew(member.id, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(await greet(tokenOf(fresh.body.welcomeLink))).toMatchObject({ status: 404, body: GONE });
    const newest = tokenOf(byAdmin.body.welcomeLink);
    expect(await greet(newest)).toMatchObject({ status: 200, body: { firstName: 'Renu', clubName: 'Lions' } });
    expect((await setPassword(newest)).status).toBe(200);
    // Once a password is set: 409, and no new link.
    expect(await renew(member.id, lions.manager.token)).toMatchObject({
      status: 409,
      body: { message: messages.memberHasPassword },
    });
  });

  it('a new link is for staff of the member’s club only; others read not found', async () => {
    const member = await importOne();
    expect(await renew(member.id, tigers.manager.token)).toMatchObject({
      status: 404,
      body: { message: messages.memberNotFound },
    });
    const someone = await createUser(t.app, { clubId: lions.clubId });
    expect((await renew(member.id, someone.token)).status).toBe(403);
    expect((await renew('00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
    expect((await renew(lions.manager.id, admin.token)).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/users/welcome-link/${member.id}`)).status).toBe(401);
    expect((await greet(member.token)).status).toBe(200);
  });

  it('a staff reset gives a password, and the welcome link stops working', async () => {
    const member = await importOne();
    const reset = await call(t.app, 'PUT', `/api/users/reset-password/${member.id}`, { token: lions.manager.token });
    expect(reset.status).toBe(200);
    expect(await greet(member.token)).toMatchObject({ status: 404, body: GONE });
    expect((await login(member.phoneNumber, reset.body.temporaryPassword)).status).toBe(200);
    const members = await call(t.app, 'GET', '/api/users/members', { token: lions.manager.token });
    expect(members.body.find((m: { _id: string }) => m._id === member.id)).toMatchObject({ hasPassword: true });
  });

  it('the members list says who has not set a password', async () => {
    const member = await importOne();
    const members = await call(t.app, 'GET', `/api/users/members/${lions.clubId}`, { token: admin.token });
    expect(members.body.find((m: { _id: string }) => m._id === member.id)).toMatchObject({ hasPassword: false });
    expect(
      members.body.find((m: { _id: string }) => m._id !== member.id && (m as { hasPassword?: boolean }).hasPassword),
    ).toBeDefined();
  });
});

describe('signing in without a password set', () => {
  it('answers exactly as a wrong password, counts the attempt and checks the dummy hash', async () => {
    const member = await importOne();
    const known = await createUser(t.app, { clubId: lions.clubId });
    const noPassword = await login(member.phoneNumber, 'anything-1');
    const wrong = await login(known.phoneNumber, 'wrong-pw-1');
    const unknown = await login(nextPhone(), 'anything-1');
    expect(noPassword).toMatchObject({ status: 401, body: { message: messages.loginFailed } });
    expect(noPassword.body).toEqual(wrong.body);
    expect(noPassword.body).toEqual(unknown.body);
    expect(Object.keys(noPassword.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    // The attempt was counted before any check, as for a wrong password.
    const [row] = await queryRows<{ hits: number }>(
      t.db,
      sql`select hits from rate_limits where key like ${`phone:${member.phoneNumber}@%`}`,
    );
    expect(row?.hits).toBe(1);
    // An empty password is refused by the schema, never compared.
    expect((await login(member.phoneNumber, '')).status).toBe(400);
  });

  it('change password has no current password to accept', async () => {
    const member = await importOne();
    const [user] = await t.db.select().from(users).where(eq(users.id, member.id));
    if (!user) throw new Error('no user');
    const res = await call(t.app, 'PUT', '/api/users/change-password', {
      token: t.app.signToken(user),
      body: { currentPassword: 'anything-1', newPassword: 'new-pw-12' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.currentPasswordWrong } });
  });
});
