import { messages } from '@wicket/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubInvitations, users } from '../../../src/db/schema';
import { buildTestApp, call, type TestApp } from '../../helpers/app';
import { createClub, createUser, FIXTURE_PASSWORD } from '../../helpers/fixtures';

/**
 * Design-season section 10: a phone is stored as the national number libphonenumber-js reads for the form's country
 * code, so the ways people write one number (trunk prefix 0, country code without +, pasted with spaces) are one
 * user on register, login, Add Member and the invite.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let serial = 0;
/** A fresh 10-digit Indian mobile number (national form). */
const freshPhone = () => `98${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(5, '0')}`;

const registration = (phoneNumber: string) => ({
  firstName: 'Nora',
  lastName: 'National',
  countryCode: '+91',
  phoneNumber,
  password: 'secret1',
});

const storedPhoneOf = async (id: string) =>
  (await t.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, id)))[0]?.phone;

describe('phones as national numbers', () => {
  it('logs a 0-prefixed, country-coded or pasted phone in to the same user', async () => {
    const phone = freshPhone();
    const user = await createUser(t.app, { phoneNumber: phone });
    for (const typed of [`0${phone}`, `91${phone}`, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, phone]) {
      const res = await call(t.app, 'POST', '/api/users/login', {
        body: { phoneNumber: typed, password: FIXTURE_PASSWORD },
      });
      expect({ typed, status: res.status, id: res.body._id }).toEqual({ typed, status: 200, id: user.id });
    }
  });

  it('refuses a registration with 919000000003 when 9000000003 is taken (409), and stores pasted numbers nationally', async () => {
    const phone = freshPhone();
    const first = await call(t.app, 'POST', '/api/users/register', { body: registration(phone) });
    expect(first.status).toBe(201);
    for (const same of [`91${phone}`, `0${phone}`, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`]) {
      const res = await call(t.app, 'POST', '/api/users/register', { body: registration(same) });
      expect({ same, ...res }).toMatchObject({ same, status: 409, body: { message: messages.phoneTaken } });
    }
    const pasted = freshPhone();
    const created = await call(t.app, 'POST', '/api/users/register', {
      body: registration(`+91 ${pasted.slice(0, 5)} ${pasted.slice(5)}`),
    });
    expect(created.status).toBe(201);
    expect(await storedPhoneOf(created.body._id)).toBe(pasted);
  });

  it('keeps the digits-only rule for a number it cannot read: 9-15 digits, else 400', async () => {
    const odd = `5${freshPhone().slice(1)}00`;
    const res = await call(t.app, 'POST', '/api/users/register', { body: registration(odd) });
    expect(res.status).toBe(201);
    expect(await storedPhoneOf(res.body._id)).toBe(odd);
    for (const bad of ['12345678', '+44 7911 123456', '98765abc01', '1'.repeat(16)]) {
      const refused = await call(t.app, 'POST', '/api/users/register', { body: registration(bad) });
      expect({ bad, ...refused }).toMatchObject({ bad, status: 400, body: { message: messages.invalidPhone } });
    }
  });

  it('invites the member Add Member names with a 0 or a country code, and registers new members nationally', async () => {
    const club = await createClub(t.app);
    const phone = freshPhone();
    const member = await createUser(t.app, { phoneNumber: phone });
    const added = await call(t.app, 'POST', '/api/users/add-member', {
      token: club.manager.token,
      body: { phoneNumber: `0${phone.slice(0, 5)} ${phone.slice(5)}` },
    });
    // An existing club-less Member is invited (section 10): the invitation names the member the phone belongs to.
    expect(added.status).toBe(200);
    const invited = await t.db
      .select({ club: clubInvitations.clubId })
      .from(clubInvitations)
      .where(eq(clubInvitations.userId, member.id));
    expect(invited.map((row) => row.club)).toEqual([club.clubId]);

    const fresh = freshPhone();
    const registered = await call(t.app, 'POST', '/api/users/register-member', {
      token: club.manager.token,
      body: { ...registration(`91${fresh}`), email: `nora.${fresh}@example.com` },
    });
    expect(registered.status).toBe(201);
    expect(await storedPhoneOf(registered.body._id)).toBe(fresh);
  });
});
