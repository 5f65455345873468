import { messages } from '@wicket/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { clubInvitations, users } from '../../../src/db/schema';
import { call, useTestApp } from '../../helpers/app';
import { createClub, createUser, FIXTURE_PASSWORD } from '../../helpers/fixtures';

/**
 * Design-season section 10: a phone is stored as the national number libphonenumber-js reads for the form's country
 * code, so the ways people write one number (trunk prefix 0, country code without +, pasted with spaces) are one
 * user on register, login, Add Member and the invite.
 */
const t = useTestApp();

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
    // no country's valid number, with or without a + (a Falklands code, 9 digits too many)
    const odd = `500000${String(++serial).padStart(4, '0')}00`;
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

  // Design-contests section 4: an unknown country code is 400 Please enter a valid phone number, never 500, and the
  // 0091..., +91..., 91... and 0... forms name one user wherever a phone is read.
  const userCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`))[0]?.n ?? 0;
  const UNKNOWN_CODES = ['+0', '+999', '=1+1'];

  it('answers 400 Please enter a valid phone number for an unknown country code on every form that takes one', async () => {
    const admin = await createUser(t.app, { userType: 'Admin' });
    const club = await createClub(t.app);
    const before = await userCount();
    for (const countryCode of UNKNOWN_CODES) {
      const phone = freshPhone();
      const requests = [
        call(t.app, 'POST', '/api/users/register', { body: { ...registration(phone), countryCode } }),
        call(t.app, 'POST', '/api/users/register-member', {
          token: club.manager.token,
          body: { ...registration(phone), countryCode },
        }),
        call(t.app, 'POST', '/api/clubs', {
          token: admin.token,
          body: {
            clubName: `Code ${phone}`,
            managerFirstName: 'Cody',
            managerLastName: 'Code',
            countryCode,
            managerPhone: phone,
            managerPassword: 'secret1',
            managerShare: 10,
            adminShare: 5,
          },
        }),
      ];
      for (const res of await Promise.all(requests)) {
        expect({ countryCode, status: res.status, body: res.body }).toEqual({
          countryCode,
          status: 400,
          body: { message: messages.invalidPhone },
        });
      }
      // member import: the code in a row's cell, and as the file's default
      const cell = await call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
        token: club.manager.token,
        body: { csv: `firstName,lastName,phoneNumber,countryCode\nIma,Port,${phone},${countryCode}\n` },
      });
      const byDefault = await call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
        token: club.manager.token,
        body: { csv: `firstName,lastName,phoneNumber\nIma,Port,${phone}\n`, defaultCountryCode: countryCode },
      });
      for (const res of [cell, byDefault]) {
        expect({ countryCode, status: res.status }).toEqual({ countryCode, status: 400 });
        expect(res.body.rows[0]).toMatchObject({ outcome: 'error', message: messages.invalidPhone });
      }
    }
    expect(await userCount()).toBe(before);
  });

  it('0091..., +91..., 91... and 0... name the one user on login, registration, Add Member, club create and import', async () => {
    const phone = freshPhone();
    const user = await createUser(t.app, { phoneNumber: phone });
    const forms = [`0091${phone}`, `0091 ${phone.slice(0, 5)} ${phone.slice(5)}`, `00 91 ${phone}`, `+91${phone}`];
    const all = [...forms, `91${phone}`, `0${phone}`];
    const before = await userCount();
    for (const typed of all) {
      const login = await call(t.app, 'POST', '/api/users/login', {
        body: { phoneNumber: typed, password: FIXTURE_PASSWORD },
      });
      expect({ typed, status: login.status, id: login.body._id }).toEqual({ typed, status: 200, id: user.id });
      // 0091... was stored as 091...: a second account for the same phone
      const again = await call(t.app, 'POST', '/api/users/register', { body: registration(typed) });
      expect({ typed, ...again }).toMatchObject({ typed, status: 409, body: { message: messages.phoneTaken } });
    }
    expect(await userCount()).toBe(before);
    const admin = await createUser(t.app, { userType: 'Admin' });
    const clubRes = await call(t.app, 'POST', '/api/clubs', {
      token: admin.token,
      body: {
        clubName: `Dup ${phone}`,
        managerFirstName: 'Dee',
        managerLastName: 'Dup',
        countryCode: '+91',
        managerPhone: `0091${phone}`,
        managerPassword: 'secret1',
        managerShare: 10,
        adminShare: 5,
      },
    });
    expect(clubRes.status).toBe(409);
    const club = await createClub(t.app);
    const withClub = await userCount();
    const imported = await call(t.app, 'POST', `/api/clubs/${club.clubId}/members/import`, {
      token: club.manager.token,
      body: { csv: `firstName,lastName,phoneNumber\nNora,National,0091${phone}\n`, dryRun: true },
    });
    expect(imported.body.rows[0]).toMatchObject({ phoneNumber: phone, outcome: 'ready' });
    expect(await userCount()).toBe(withClub);
    const added = await call(t.app, 'POST', '/api/users/add-member', {
      token: club.manager.token,
      body: { phoneNumber: `0091 ${phone}` },
    });
    expect(added.status).toBe(200);
    const invited = await t.db
      .select({ club: clubInvitations.clubId })
      .from(clubInvitations)
      .where(eq(clubInvitations.userId, user.id));
    expect(invited.map((row) => row.club)).toEqual([club.clubId]);
    expect(await userCount()).toBe(withClub);
  });

  it('another country code never makes a second account for an Indian number: 0..., 91..., 0091... with +1 or +44', async () => {
    const phone = freshPhone();
    await createUser(t.app, { phoneNumber: phone });
    const before = await userCount();
    for (const countryCode of ['+1', '+44']) {
      for (const typed of [`0${phone}`, `91${phone}`, `0091${phone}`, `+91 ${phone}`, phone]) {
        const res = await call(t.app, 'POST', '/api/users/register', { body: { ...registration(typed), countryCode } });
        // the existing user's number (409), or not a number of that country (400); never 201
        expect({ countryCode, typed, status: res.status }).toMatchObject({
          countryCode,
          typed,
          status: expect.toBeOneOf([400, 409]),
        });
        expect(res.body.message).toBe(res.status === 409 ? messages.phoneTaken : messages.invalidPhone);
      }
    }
    expect(await userCount()).toBe(before);
  });
});
