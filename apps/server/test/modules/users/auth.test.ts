import { messages } from '@wicket/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { buildTestApp, call, useTestApp } from '../../helpers/app';
import { createClub, createUser, FIXTURE_PASSWORD, nextPhone } from '../../helpers/fixtures';

const t = useTestApp({ loginLimits: { perPhone: 3, perIp: 6, windowSeconds: 900 } });

const validRegistration = () => {
  const phone = nextPhone();
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: ` Asha.${phone}@Example.com `,
    countryCode: '+91',
    phoneNumber: `${phone.slice(0, 4)} ${phone.slice(4)}`,
    password: 'secret1',
  };
};

describe('POST /api/users/register', () => {
  it('creates a Member, normalises phone and email, and answers like login', async () => {
    const body = validRegistration();
    const res = await call(t.app, 'POST', '/api/users/register', { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Asha',
      email: body.email.trim().toLowerCase(),
      userType: 'Member',
      credits: 0,
    });
    expect(typeof res.body.token).toBe('string');
    const profile = await call(t.app, 'GET', '/api/users/profile', { token: res.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.phoneNumber).toBe(body.phoneNumber.replace(/\s/g, ''));
    expect(profile.body.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(profile.body.memberOf).toBeNull();
  });

  it('sends a missing email as null', async () => {
    const res = await call(t.app, 'POST', '/api/users/register', { body: { ...validRegistration(), email: '' } });
    expect(res.status).toBe(201);
    expect(res.body.email).toBeNull();
  });

  it.each([
    [{ firstName: '' }, messages.firstNameRequired],
    [{ firstName: undefined }, messages.firstNameRequired],
    [{ firstName: 'x'.repeat(31) }, messages.firstNameTooLong],
    [{ lastName: '' }, messages.lastNameRequired],
    [{ lastName: 'x'.repeat(31) }, messages.lastNameTooLong],
    [{ email: 'not-an-email' }, messages.invalidEmail],
    [{ countryCode: '' }, messages.countryCodeRequired],
    [{ phoneNumber: '' }, messages.phoneRequired],
    [{ phoneNumber: '12345678' }, messages.invalidPhone],
    [{ phoneNumber: '1234567890123456' }, messages.invalidPhone],
    [{ phoneNumber: '98765abc01' }, messages.invalidPhone],
    [{ password: '' }, messages.passwordRequired],
    [{ password: '12345' }, messages.passwordTooShort],
    [{ referralCode: 'AB' }, messages.invalidReferralCodeFormat],
    [{ referralCode: 'ABC-DEF' }, messages.invalidReferralCodeFormat],
    [{ referralCode: 'ZZZZZZZZ' }, messages.invalidReferralCode],
  ])('refuses %o with its message', async (patch, message) => {
    const res = await call(t.app, 'POST', '/api/users/register', { body: { ...validRegistration(), ...patch } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('accepts names of exactly 30 characters', async () => {
    const res = await call(t.app, 'POST', '/api/users/register', {
      body: { ...validRegistration(), firstName: 'x'.repeat(30), lastName: 'y'.repeat(30) },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a taken phone or email with 409', async () => {
    const body = validRegistration();
    expect((await call(t.app, 'POST', '/api/users/register', { body })).status).toBe(201);
    const samePhone = await call(t.app, 'POST', '/api/users/register', { body: { ...body, email: null } });
    expect(samePhone).toMatchObject({ status: 409, body: { message: messages.phoneTaken } });
    const sameEmail = await call(t.app, 'POST', '/api/users/register', {
      body: { ...validRegistration(), email: body.email },
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: messages.emailTaken } });
  });

  it('answers 400, never 500, for a malformed body', async () => {
    for (const payload of ['{not json', '[]', 'null', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const wrongType = await call(t.app, 'POST', '/api/users/register', {
      body: { ...validRegistration(), phoneNumber: 9876543210 },
    });
    expect(wrongType.status).toBe(400);
  });
});

describe('referrals at registration', () => {
  it('records the referrer, counts it, and joins the referrer club', async () => {
    const { clubId } = await createClub(t.app);
    const referrer = await createUser(t.app, { clubId });
    const profile = await call(t.app, 'GET', '/api/users/profile', { token: referrer.token });
    const code = profile.body.referralCode as string;

    const lookup = await call(t.app, 'GET', `/api/users/referral/${code.toLowerCase()}`);
    expect(lookup).toMatchObject({ status: 200, body: { firstName: referrer.firstName } });

    const res = await call(t.app, 'POST', '/api/users/register', {
      body: { ...validRegistration(), referralCode: code },
    });
    expect(res.status).toBe(201);
    const newProfile = await call(t.app, 'GET', '/api/users/profile', { token: res.body.token });
    expect(newProfile.body.memberOf).toEqual({ _id: clubId, clubName: 'Fixture Club' });
    const after = await call(t.app, 'GET', '/api/users/profile', { token: referrer.token });
    expect(after.body.referralCount).toBe(1);
  });

  it('does not count a Manager code and 404s unknown codes', async () => {
    const { manager } = await createClub(t.app);
    const code = (await call(t.app, 'GET', '/api/users/profile', { token: manager.token })).body.referralCode;
    expect((await call(t.app, 'GET', `/api/users/referral/${code}`)).status).toBe(404);
    const res = await call(t.app, 'POST', '/api/users/register', {
      body: { ...validRegistration(), referralCode: code },
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.invalidReferralCode } });
  });
});

describe('POST /api/users/login', () => {
  it('signs in with spaces in the phone and answers the login record', async () => {
    const user = await createUser(t.app, { credits: 12345n });
    const res = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: `${user.phoneNumber.slice(0, 5)} ${user.phoneNumber.slice(5)}`, password: FIXTURE_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: user.id, userType: 'Member', credits: 123.45 });
  });

  it('refuses a wrong password or unknown phone with 401 and the spec text', async () => {
    const user = await createUser(t.app);
    const wrong = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: user.phoneNumber, password: 'nope123' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: messages.loginFailed } });
    const unknown = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: '1111111111', password: 'nope123' },
    });
    expect(unknown.status).toBe(401);
  });

  it('requires phone and password', async () => {
    expect((await call(t.app, 'POST', '/api/users/login', { body: { password: 'x' } })).body.message).toBe(
      messages.phoneRequired,
    );
    expect(
      (await call(t.app, 'POST', '/api/users/login', { body: { phoneNumber: '9876543210', password: '' } })).body
        .message,
    ).toBe(messages.passwordRequired);
  });

  it('throttles a phone after repeated failures, even with the right password', async () => {
    const user = await createUser(t.app);
    const headers = { 'x-forwarded-for': '10.0.0.1' };
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, 'POST', '/api/users/login', {
        body: { phoneNumber: user.phoneNumber, password: 'wrong12' },
        headers,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: user.phoneNumber, password: FIXTURE_PASSWORD },
    });
    expect(blocked).toMatchObject({ status: 429, body: { message: messages.tooManyLoginAttempts } });
  });
});

describe('tokens and profile', () => {
  it('401s a missing, malformed, tampered or other-secret token', async () => {
    const user = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/users/profile')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/profile', { token: 'garbage' })).status).toBe(401);
    const [h, p, s] = user.token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: user.id, ver: 5 })).toString('base64url')}.${s}`;
    expect((await call(t.app, 'GET', '/api/users/profile', { token: tampered })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await call(t.app, 'GET', '/api/users/profile', { token: none })).status).toBe(401);
    const other = await buildTestApp({ jwtSecret: 'another-secret-another-secret-123' });
    try {
      const foreign = other.app.signToken({ id: user.id, tokenVersion: 0 });
      expect((await call(t.app, 'GET', '/api/users/profile', { token: foreign })).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('shows user details to self, the club manager and admins only', async () => {
    const { clubId, manager } = await createClub(t.app);
    const member = await createUser(t.app, { clubId });
    const stranger = await createUser(t.app);
    const otherClub = await createClub(t.app);
    const admin = await createUser(t.app, { userType: 'Admin' });
    const url = `/api/users/userdetails/${member.id}`;
    expect((await call(t.app, 'GET', url, { token: member.token })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: manager.token })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: stranger.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: otherClub.manager.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/users/userdetails/not-a-uuid', { token: admin.token })).status).toBe(400);
  });
});

describe('PUT /api/users/change-password', () => {
  it('changes the password, invalidates older tokens, and returns a new one', async () => {
    const user = await createUser(t.app);
    const res = await call(t.app, 'PUT', '/api/users/change-password', {
      token: user.token,
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'newpass1' },
    });
    expect(res).toMatchObject({ status: 200, body: { message: messages.passwordChanged } });
    expect((await call(t.app, 'GET', '/api/users/profile', { token: user.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/profile', { token: res.body.token })).status).toBe(200);
    const login = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: user.phoneNumber, password: 'newpass1' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong current password, a short new one, and anonymous callers', async () => {
    const user = await createUser(t.app);
    const wrong = await call(t.app, 'PUT', '/api/users/change-password', {
      token: user.token,
      body: { currentPassword: 'wrong12', newPassword: 'newpass1' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: messages.currentPasswordWrong } });
    const short = await call(t.app, 'PUT', '/api/users/change-password', {
      token: user.token,
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: '12345' },
    });
    expect(short).toMatchObject({ status: 400, body: { message: messages.passwordTooShort } });
    expect((await call(t.app, 'PUT', '/api/users/change-password', { body: {} })).status).toBe(401);
  });
});

describe('changing to the same password', () => {
  it('is refused with 400 and leaves the password and tokens as they were', async () => {
    const user = await createUser(t.app);
    const res = await call(t.app, 'PUT', '/api/users/change-password', {
      token: user.token,
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: FIXTURE_PASSWORD },
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.newPasswordSameAsCurrent } });
    expect((await call(t.app, 'GET', '/api/users/profile', { token: user.token })).status).toBe(200);
  });
});

describe('PUT /api/users/reset-password/{id}', () => {
  const reset = (id: string, token?: string) => call(t.app, 'PUT', `/api/users/reset-password/${id}`, { token });
  const login = (phoneNumber: string, password: string) =>
    call(t.app, 'POST', '/api/users/login', { body: { phoneNumber, password } });

  it("lets a Manager reset its club member's password once: a temporary password read aloud, old tokens dead", async () => {
    const club = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId });
    const res = await reset(member.id, club.manager.token);
    expect(res).toMatchObject({ status: 200, body: { message: messages.passwordReset } });
    const temporary: string = res.body.temporaryPassword;
    // Issue 27: three groups of five lowercase letters and digits, none that reads like another (0/o, 1/l/i).
    expect(temporary).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect((await call(t.app, 'GET', '/api/users/profile', { token: member.token })).status).toBe(401);
    // The login answer flags the temporary password, so the app offers to choose one; choosing one clears it.
    const signedIn = await login(member.phoneNumber, temporary);
    expect(signedIn).toMatchObject({ status: 200, body: { passwordTemporary: true } });
    const changed = await call(t.app, 'PUT', '/api/users/change-password', {
      token: signedIn.body.token,
      body: { currentPassword: temporary, newPassword: 'chosen-by-me' },
    });
    expect(changed.status).toBe(200);
    expect(await login(member.phoneNumber, 'chosen-by-me')).toMatchObject({
      status: 200,
      body: { passwordTemporary: false },
    });
    const stored = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    expect(stored[0]?.hash).toMatch(/^\$argon2id\$/);
    expect(stored[0]?.hash).not.toContain(temporary);
    const again = await reset(member.id, club.manager.token);
    expect(again.body.temporaryPassword).not.toBe(temporary);
  });

  it("answers 404 for another club's member, a Manager, an Admin, oneself and unknown ids; 403 to Members", async () => {
    const club = await createClub(t.app);
    const other = await createClub(t.app);
    const admin = await createUser(t.app, { userType: 'Admin' });
    const member = await createUser(t.app, { clubId: club.clubId });
    const clubless = await createUser(t.app);
    for (const id of [member.id, other.manager.id, admin.id, clubless.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await reset(id, other.manager.token)).toMatchObject({
        status: 404,
        body: { message: messages.userNotFound },
      });
    }
    expect((await reset(club.manager.id, club.manager.token)).status).toBe(404);
    expect((await reset(admin.id, admin.token)).status).toBe(404);
    expect((await reset(member.id, member.token)).status).toBe(403);
    expect((await reset(member.id)).status).toBe(401);
    expect(await reset('nope', admin.token)).toMatchObject({ status: 400, body: { message: messages.invalidLink } });
    // Nothing changed for the member: its token still works.
    expect((await call(t.app, 'GET', '/api/users/profile', { token: member.token })).status).toBe(200);
    // An Admin resets any Member or Manager.
    expect((await reset(clubless.id, admin.token)).status).toBe(200);
    expect((await reset(club.manager.id, admin.token)).status).toBe(200);
  });
});

describe('system routes', () => {
  it('answers health, country codes and the OpenAPI document', async () => {
    expect(await call(t.app, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const codes = await call(t.app, 'GET', '/api/country-codes');
    expect(codes.body).toContainEqual({ dial_code: '+91', name: 'India', code: 'IN' });
    const docs = await call(t.app, 'GET', '/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toContain('/api/users/register');
    expect((await call(t.app, 'GET', '/api/nope')).status).toBe(404);
  });
});
