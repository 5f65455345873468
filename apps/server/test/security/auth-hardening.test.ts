import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@wicket/shared/messages';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { queryRows } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';
import { buildTestApp, call, type TestApp } from '../helpers/app';
import { createClub, createUser, FIXTURE_PASSWORD, nextPhone } from '../helpers/fixtures';

/**
 * Authentication hardening beyond test/modules/users/auth.test.ts (which already covers a tampered payload, an
 * `alg: none` token, another secret's token, per-phone throttling from one address, and a password change retiring
 * the token it was made with): argon2id on every path that stores a password, token expiry and algorithm
 * confusion, throttling per address and across addresses, security headers and the CSP, no internals in error
 * bodies, and no passwords or tokens in the logs.
 */

const SECRET = 'test-secret-test-secret-test-secret';
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    jwtSecret: SECRET,
    loginLimits: { perPhone: 3, perIp: 5, windowSeconds: 900 },
    logLevel: 'trace',
    logStream: { write: (line: string) => void logLines.push(line) },
    admin: { phone: '90000 00042', password: 'bootstrap-admin-pw', firstName: 'Boot', lastName: 'Strap' },
  });
});
afterAll(async () => t?.close());

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT built by hand (not by the library under test): header, payload, and an HMAC with the given algorithm. */
function craft(
  payload: Record<string, unknown>,
  opts: { alg?: string; hmac?: 'sha256' | 'sha384' | 'sha512'; secret?: string } = {},
) {
  const head = `${b64({ alg: opts.alg ?? 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  const signature = createHmac(opts.hmac ?? 'sha256', opts.secret ?? SECRET)
    .update(head)
    .digest('base64url');
  return `${head}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);
const profile = (token: string) => call(t.app, 'GET', '/api/users/profile', { token });
const passwordHashOf = async (phone: string) => {
  const [row] = await queryRows<{ hash: string }>(
    t.db,
    sql`select password_hash as hash from users where phone_number = ${phone}`,
  );
  return row?.hash ?? '';
};
const person = (password = 'register-pw-1') => ({
  firstName: 'Ravi',
  lastName: 'Das',
  email: null,
  countryCode: '+91',
  phoneNumber: nextPhone(),
  password,
});

describe('argon2id', () => {
  it('stores argon2id hashes on every path that sets a password, never the password itself', async () => {
    const { clubId, manager } = await createClub(t.app);
    const admin = await createUser(t.app, { userType: 'Admin' });
    const registered = person('register-pw-1');
    expect((await call(t.app, 'POST', '/api/users/register', { body: registered })).status).toBe(201);
    const member = { ...person('member-pw-1'), email: `m.${nextPhone()}@example.com` };
    const byManager = await call(t.app, 'POST', '/api/users/register-member', { token: manager.token, body: member });
    expect(byManager.status).toBe(201);
    // A member staff add chooses the password with the welcome link the answer carries.
    const welcomeToken = String(byManager.body.welcomeLink).split('/welcome/')[1];
    const welcomed = await call(t.app, 'POST', `/api/users/welcome/${welcomeToken}`, {
      body: { password: 'member-pw-1' },
    });
    expect(welcomed.status).toBe(200);
    const managerPhone = nextPhone();
    const club = await call(t.app, 'POST', '/api/clubs', {
      token: admin.token,
      body: {
        clubName: 'Hash Club',
        managerFirstName: 'Hana',
        managerLastName: 'Sh',
        countryCode: '+91',
        managerPhone,
        managerPassword: 'manager-pw-1',
        managerShare: 10,
        adminShare: 5,
      },
    });
    expect(club.status).toBe(201);
    const changer = await createUser(t.app, { clubId });
    const changed = await call(t.app, 'PUT', '/api/users/change-password', {
      token: changer.token,
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'changed-pw-1' },
    });
    expect(changed.status).toBe(200);

    const stored = [
      [registered.phoneNumber, 'register-pw-1'],
      [member.phoneNumber, 'member-pw-1'],
      [managerPhone, 'manager-pw-1'],
      [changer.phoneNumber, 'changed-pw-1'],
      ['9000000042', 'bootstrap-admin-pw'],
    ] as const;
    for (const [phone, password] of stored) {
      const hash = await passwordHashOf(phone);
      expect(hash, phone).toMatch(/^\$argon2id\$v=19\$[mtp=\d,]+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(hash).not.toContain(password);
    }
    const [plain] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where password_hash not like '$argon2id$%'`,
    );
    expect(plain?.n).toBe(0);
  });

  it('uses argon2id at 64 MiB and 3 passes outside tests', async () => {
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-chars!' });
    expect(production.argon2).toEqual({ memoryCost: 65536, timeCost: 3 });
    const hash = await hashPassword('a-password', production.argon2);
    const params = hash.split('$')[3]?.split(',') ?? [];
    expect(hash.startsWith('$argon2id$v=19$')).toBe(true);
    expect(params).toEqual(expect.arrayContaining(['m=65536', 't=3']));
  });
});

describe('tokens', () => {
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    user = await createUser(t.app);
  });

  it('accepts a well-formed HS256 token made by hand (so the refusals below are about what they change)', async () => {
    expect((await profile(craft({ sub: user.id, ver: 0, iat: now(), exp: now() + 60 }))).status).toBe(200);
  });

  it('issues tokens that expire after 7 days', async () => {
    const login = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: user.phoneNumber, password: FIXTURE_PASSWORD },
    });
    const [, payload] = String(login.body.token).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('refuses an expired token, signed by the app itself or by hand', async () => {
    // A real 7-day token, as the app signs them, issued 8 days ago.
    const signed = t.app.jwt.sign({ sub: user.id, ver: 0 }, { clockTimestamp: Date.now() - 8 * 24 * 3600 * 1000 });
    expect(JSON.parse(Buffer.from(signed.split('.')[1] ?? '', 'base64url').toString()).exp).toBeLessThan(now());
    const byHand = craft({ sub: user.id, ver: 0, iat: now() - 120, exp: now() - 1 });
    for (const token of [signed, byHand]) {
      expect(await profile(token)).toMatchObject({ status: 401, body: { message: messages.unauthorized } });
    }
  });

  it('refuses a token not valid yet, other algorithms, and malformed headers', async () => {
    const claims = { sub: user.id, ver: 0, iat: now(), exp: now() + 600 };
    const refused = [
      craft({ ...claims, nbf: now() + 600 }),
      craft(claims, { alg: 'HS512', hmac: 'sha512' }),
      craft(claims, { alg: 'HS384', hmac: 'sha384' }),
      // Algorithm confusion: an RS256 label over an HMAC made with the secret.
      craft(claims, { alg: 'RS256' }),
      // `none` with the signature part left in, and with it stripped.
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${craft(claims).split('.')[2]}`,
      `${b64({ alg: 'none' })}.${b64(claims)}`,
      craft({ ...claims, ver: undefined }),
      craft({ ...claims, sub: 12345 }),
      craft({ ...claims, ver: '0' }),
      `${craft(claims)}x`,
      craft(claims).split('.').slice(0, 2).join('.'),
      '',
    ];
    for (const token of refused) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ message: messages.unauthorized });
    }
    const good = craft(claims);
    for (const header of [`Basic ${good}`, `Token ${good}`, good, `Bearer  ${good} extra`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: header } });
      expect(res.statusCode, header).toBe(401);
    }
    // Only the header counts: a token in the query string or a cookie is ignored.
    for (const headers of [{ cookie: `token=${good}` }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/profile?token=${good}`, headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('retires every older token (all sessions) when the password changes', async () => {
    const u = await createUser(t.app);
    const login = () =>
      call(t.app, 'POST', '/api/users/login', { body: { phoneNumber: u.phoneNumber, password: FIXTURE_PASSWORD } });
    const [first, second] = [(await login()).body.token as string, (await login()).body.token as string];
    const changed = await call(t.app, 'PUT', '/api/users/change-password', {
      token: first,
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'fresh-pw-22' },
    });
    expect(changed.status).toBe(200);
    for (const old of [u.token, first, second, craft({ sub: u.id, ver: 0, iat: now(), exp: now() + 60 })]) {
      expect((await profile(old)).status).toBe(401);
    }
    expect((await profile(changed.body.token)).status).toBe(200);
    expect((await login()).status).toBe(401);
  });
});

describe('login throttling', () => {
  const login = (phoneNumber: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ phoneNumber, password }),
    });

  it('throttles an address after 5 failures on any phones, even for a right password; other addresses still sign in', async () => {
    const victim = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(nextPhone(), 'wrong-pw-1', '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await login(victim.phoneNumber, FIXTURE_PASSWORD, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.tooManyLoginAttempts });
    // X-Forwarded-For is not trusted, so rotating it does not get around the limit.
    const spoofed = await login(victim.phoneNumber, FIXTURE_PASSWORD, '203.0.113.7', {
      'x-forwarded-for': '198.51.100.9',
    });
    expect(spoofed.statusCode).toBe(429);
    expect((await login(victim.phoneNumber, FIXTURE_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it("locks a phone at the stranger's address only: the owner still signs in from an address that has not failed", async () => {
    const victim = await createUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await login(victim.phoneNumber, 'wrong-pw-1', '192.0.2.1')).statusCode).toBe(401);
    }
    // The stranger's address is locked for this phone, even with the right password...
    const blocked = await login(victim.phoneNumber, FIXTURE_PASSWORD, '192.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.tooManyLoginAttempts });
    // ...and still is after the owner's sign-in elsewhere; the owner, from an address that has not failed, is in.
    expect((await login(victim.phoneNumber, FIXTURE_PASSWORD, '192.0.2.4')).statusCode).toBe(200);
    expect((await login(victim.phoneNumber, FIXTURE_PASSWORD, '192.0.2.1')).statusCode).toBe(429);
    // Failures from several addresses each count at their own address: the owner's fresh address still signs in.
    for (const address of ['192.0.2.5', '192.0.2.6', '192.0.2.7']) {
      expect((await login(victim.phoneNumber, 'wrong-pw-1', address)).statusCode).toBe(401);
    }
    expect((await login(victim.phoneNumber, FIXTURE_PASSWORD, '192.0.2.8')).statusCode).toBe(200);
  });

  it('counts an attempt before checking its password: 20 parallel guesses get 3 checks (the per-phone limit)', async () => {
    const victim = await createUser(t.app);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(victim.phoneNumber, `wrong-pw-${i}`, '192.0.2.20')),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      verify.mockRestore();
    }
    // The refused guesses used nothing up: the phone's count at that address is the 3 checked ones.
    const [row] = await queryRows<{ hits: number }>(
      t.db,
      sql`select hits from rate_limits where key = ${`phone:${victim.phoneNumber}@192.0.2.20`}`,
    );
    expect(row?.hits).toBe(3);
  });

  it('gives a right password back its attempt: parallel sign-ins of the owner all succeed and leave no count', async () => {
    const owner = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => login(owner.phoneNumber, FIXTURE_PASSWORD, '192.0.2.30')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = await queryRows<{ key: string; hits: number }>(
      t.db,
      sql`select key, hits from rate_limits where key like ${'%192.0.2.30'}`,
    );
    expect(rows).toEqual([{ key: 'ip:192.0.2.30', hits: 0 }]);
  });

  it("checks an unknown phone against a fixed dummy argon2id hash, as costly as a user's", async () => {
    const user = await createUser(t.app);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      for (const address of ['192.0.2.40', '192.0.2.41']) {
        expect((await login(nextPhone(), 'wrong-pw-1', address)).statusCode).toBe(401);
      }
      expect((await login(user.phoneNumber, 'wrong-pw-1', '192.0.2.42')).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(3);
      const [unknown1, unknown2, known] = verify.mock.calls.map(([hash]) => hash);
      // The same hash every time (made once), never a user's, with the cost of the users' hashes.
      expect(unknown1).toBe(unknown2);
      expect(known).toBe(await passwordHashOf(user.phoneNumber));
      expect(unknown1).not.toBe(known);
      const params = (hash: string | undefined) => hash?.split('$').slice(0, 4).join('$');
      expect(params(unknown1)).toBe(params(known));
      expect(params(known)).toMatch(/^\$argon2id\$v=19\$m=\d+,p=\d+,t=\d+$/);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('behind a balancer (TRUST_PROXY), and the per-address limits of register and the referral lookup', () => {
  const BALANCER = '10.20.30.40';
  let b: TestApp;
  beforeAll(async () => {
    b = await buildTestApp({
      trustProxy: [BALANCER],
      loginLimits: { perPhone: 3, perIp: 4, windowSeconds: 900 },
      addressLimits: { register: 2, referralLookup: 3, windowSeconds: 900 },
    });
  });
  afterAll(async () => b?.close());

  const send = (
    method: 'GET' | 'POST',
    url: string,
    remoteAddress: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    b.app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const countedAddresses = async () =>
    (await queryRows<{ key: string }>(b.db, sql`select key from rate_limits where key like 'ip:%' order by key`)).map(
      (r) => r.key.slice(3),
    );

  it('reads TRUST_PROXY as a list of addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', '127.0.0.1,', 'balancer.local']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("keys the login limit on X-Forwarded-For's client only when the request comes from the balancer", async () => {
    const user = await createUser(b.app);
    const guess = (from: string, xff?: string, password = 'wrong-pw-1') =>
      send(
        'POST',
        '/api/users/login',
        from,
        { phoneNumber: user.phoneNumber, password },
        xff ? { 'x-forwarded-for': xff } : {},
      );
    // Through the balancer: the client it names is the one counted, and a client's own (spoofed) entry is skipped.
    expect((await guess(BALANCER, '198.51.100.1')).statusCode).toBe(401);
    expect((await guess(BALANCER, '203.0.113.99, 198.51.100.2')).statusCode).toBe(401);
    expect(await countedAddresses()).toEqual(['198.51.100.1', '198.51.100.2']);
    // The per-phone limit of one client behind the balancer does not lock out another client behind it.
    for (let i = 0; i < 2; i++) expect((await guess(BALANCER, '198.51.100.1')).statusCode).toBe(401);
    expect((await guess(BALANCER, '198.51.100.1', FIXTURE_PASSWORD)).statusCode).toBe(429);
    expect((await guess(BALANCER, '198.51.100.3', FIXTURE_PASSWORD)).statusCode).toBe(200);
    // Straight from anywhere else, X-Forwarded-For is not believed: rotating it does not get around the limit.
    for (let i = 0; i < 3; i++) expect((await guess('192.0.2.50', `198.51.100.${60 + i}`)).statusCode).toBe(401);
    expect((await guess('192.0.2.50', '198.51.100.70', FIXTURE_PASSWORD)).statusCode).toBe(429);
    expect(await countedAddresses()).toEqual(['192.0.2.50', '198.51.100.1', '198.51.100.2', '198.51.100.3']);
  });

  it('limits registrations per address: 429 with its text, nothing created; another address still registers', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await send('POST', '/api/users/register', '192.0.2.60', person())).statusCode).toBe(201);
    }
    const refused = person();
    const answer = await send('POST', '/api/users/register', '192.0.2.60', refused);
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ message: messages.tooManyRequests });
    const [created] = await queryRows<{ n: number }>(
      b.db,
      sql`select count(*)::int as n from users where phone_number = ${refused.phoneNumber}`,
    );
    expect(created?.n).toBe(0);
    expect((await send('POST', '/api/users/register', '192.0.2.61', refused)).statusCode).toBe(201);
    // Behind the balancer, per client.
    expect(
      (await send('POST', '/api/users/register', BALANCER, person(), { 'x-forwarded-for': '192.0.2.60' })).statusCode,
    ).toBe(429);
    expect(
      (await send('POST', '/api/users/register', BALANCER, person(), { 'x-forwarded-for': '192.0.2.62' })).statusCode,
    ).toBe(201);
  });

  it('limits referral-code lookups per address, found or not', async () => {
    const referrer = await createUser(b.app);
    const [row] = await queryRows<{ code: string }>(
      b.db,
      sql`select referral_code as code from users where id = ${referrer.id}`,
    );
    const lookup = (code: string, from: string) => send('GET', `/api/users/referral/${code}`, from);
    expect((await lookup(row?.code ?? '', '192.0.2.70')).statusCode).toBe(200);
    expect((await lookup('NOSUCH99', '192.0.2.70')).statusCode).toBe(404);
    expect((await lookup('NOSUCH98', '192.0.2.70')).statusCode).toBe(404);
    const refused = await lookup(row?.code ?? '', '192.0.2.70');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
    expect((await lookup(row?.code ?? '', '192.0.2.71')).json()).toEqual({ firstName: referrer.firstName });
  });
});

describe('headers and error bodies', () => {
  const CSP = {
    'default-src': "'self'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
    'img-src': "'self' data:",
    // The live stream (GET /api/events, fetch streaming) and every API call: same origin only.
    'connect-src': "'self'",
  };

  function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by'], what).toBeUndefined();
    const csp = Object.fromEntries(
      String(headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(csp, what).toMatchObject(CSP);
    // Nothing that would let an injected script run.
    expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  }

  it('sends helmet headers and the CSP on API answers, successes and failures alike', async () => {
    const user = await createUser(t.app);
    for (const [method, url, token] of [
      ['GET', '/api/health', undefined],
      ['GET', '/api/users/profile', user.token],
      ['GET', '/api/users/profile', undefined],
      ['GET', '/api/nothing-here', undefined],
      ['POST', '/api/users/login', undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token, body: method === 'POST' ? {} : undefined });
      expectSecurityHeaders(res.headers, `${method} ${url} (${res.status})`);
    }
  });

  it('sends them on the web app too, which loads only its own scripts (the CSP it runs under in e2e)', async () => {
    const webDist = fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url));
    const web = await buildTestApp({ serveWeb: true });
    try {
      for (const url of ['/', '/dashboard', '/login']) {
        const res = await web.app.inject({ method: 'GET', url });
        expectSecurityHeaders(res.headers, `GET ${url}`);
        if (existsSync(webDist)) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toMatch(/text\/html/);
          // No inline script: every <script> has a same-origin src, so `script-src 'self'` lets the app run.
          const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
          expect(scripts.length).toBeGreaterThan(0);
          for (const [, attributes, inline] of scripts) {
            expect(attributes).toMatch(/src="\/[^/]/);
            expect(inline?.trim()).toBe('');
          }
        }
      }
    } finally {
      await web.close();
    }
  });

  it('answers a database failure with a generic 500: no stack, SQL or table names', async () => {
    const admin = await createUser(t.app, { userType: 'Admin' });
    const lines = logLines.length;
    await t.db.execute(sql`alter table clubs rename to clubs_gone`);
    try {
      for (const url of ['/api/clubs', `/api/clubs/${admin.id}`]) {
        const res = await call(t.app, 'GET', url, { token: admin.token });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ message: messages.internalError });
        expect(JSON.stringify(res.body)).not.toMatch(/clubs|select|relation|\.ts:|at /i);
      }
      // The detail goes to the log instead, for whoever runs the server.
      expect(logLines.slice(lines).join('')).toMatch(/clubs/);
    } finally {
      await t.db.execute(sql`alter table clubs_gone rename to clubs`);
    }
    expect((await call(t.app, 'GET', '/api/clubs', { token: admin.token })).status).toBe(200);
  });

  it('keeps refusals free of internals too: malformed JSON, bad ids, unknown routes', async () => {
    const admin = await createUser(t.app, { userType: 'Admin' });
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/clubs',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        payload: '{"clubName":',
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/clubs/not-a-uuid',
        headers: { authorization: `Bearer ${admin.token}` },
      }),
      await t.app.inject({ method: 'GET', url: "/api/users/referral/'%3B%20select%201%3B--" }),
      await t.app.inject({ method: 'DELETE', url: '/api/nowhere' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json())).toEqual(['message']);
      expect(res.body).not.toMatch(/\.ts:\d|node_modules|stack|select .* from|syntax error/i);
    }
  });
});

describe('logs', () => {
  it('never contain a password or a token, across register, login, authenticated calls, failures and a crash', async () => {
    const start = logLines.length;
    const passwords = ['Reg-Secret-1a', 'Wrong-Secret-2b', 'New-Secret-3c', 'Bad-Body-Secret-4d', 'Crash-Secret-5e'];
    const [registerPw, wrongPw, newPw, badBodyPw, crashPw] = passwords as [string, string, string, string, string];
    const body = person(registerPw);
    const registered = await call(t.app, 'POST', '/api/users/register', { body });
    expect(registered.status).toBe(201);
    const loggedIn = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: body.phoneNumber, password: registerPw },
    });
    expect(loggedIn.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/profile', { token: loggedIn.body.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/transactions/not-a-uuid', { token: loggedIn.body.token })).status).toBe(400);
    const wrong = await call(t.app, 'POST', '/api/users/login', {
      body: { phoneNumber: body.phoneNumber, password: wrongPw },
    });
    expect(wrong.status).toBe(401);
    const changed = await call(t.app, 'PUT', '/api/users/change-password', {
      token: loggedIn.body.token,
      body: { currentPassword: registerPw, newPassword: newPw },
    });
    expect(changed.status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/users/register', { body: { ...person(badBodyPw), firstName: '' } })).status,
    ).toBe(400);
    // A crash while storing a password: the failed statement goes to the log, the password must not.
    await t.db.execute(sql`alter table users rename to users_gone`);
    try {
      const crash = await call(t.app, 'POST', '/api/users/register', { body: person(crashPw) });
      expect(crash.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users_gone rename to users`);
    }

    const log = logLines.slice(start).join('');
    // The capture works: the requests above are in it, with the error detail.
    expect(log).toContain('/api/users/profile');
    expect(log).toContain('/api/users/change-password');
    expect(log).toMatch(/relation \\?"users\\?" does not exist/);
    expect(log).toMatch(/"level":50/);
    for (const secret of [...passwords, registered.body.token, loggedIn.body.token, changed.body.token]) {
      expect(log.includes(secret), `the log contains ${secret.slice(0, 16)}...`).toBe(false);
    }
    // Not even the parts of a token (its signature, or the payload that names the user).
    for (const token of [registered.body.token, loggedIn.body.token, changed.body.token] as string[]) {
      for (const part of token.split('.').slice(1)) expect(log).not.toContain(part);
    }
    expect(log).not.toMatch(/authorization":\s*"Bearer/i);
    // Nor a password hash, nor the statement parameters of the failed query (name, phone, hash).
    expect(log).not.toContain('$argon2id');
    expect(log).not.toMatch(/params:/);
  });
});
