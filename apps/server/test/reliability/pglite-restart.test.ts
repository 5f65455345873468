import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { verifyLedger } from '../../src/modules/ledger/verify';
import { call, testConfig } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { tableDigest } from '../security/support';

/**
 * The embedded database survives a clean restart: an app on a PGlite data directory (DATA_DIR in a temp folder) goes
 * through a whole season (club, members, credits, match, players, groups, keyed bets, result, settlement), closes,
 * and a new app on the same directory finds every row unchanged, keeps serving the old tokens (the generated JWT
 * secret is stored in the database), replays an Idempotency-Key answer, and keeps the ledger balanced.
 */
describe.skipIf(testDatabaseKind() !== 'pglite')('PGlite data directory across restarts', () => {
  let dir: string;
  const admin = { phone: '9000000077', password: 'restart-admin-pw', firstName: 'Rita', lastName: 'Start' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wicket-pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // No jwtSecret: the app generates one and keeps it in the database, as it does without JWT_SECRET.
  const start = async () => {
    const app = await buildApp({
      config: testConfig({ dataDir: dir, databaseUrl: undefined, jwtSecret: undefined, admin }),
    });
    await app.ready();
    return app;
  };

  async function ok(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown) {
    const res = await call(app, method, url, { token, body });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  }

  it('keeps every row, token, idempotent answer and balance through a clean restart', async () => {
    const first = await start();
    const adminToken = (
      await ok(first, 'POST', '/api/users/login', undefined, { phoneNumber: admin.phone, password: admin.password })
    ).token;
    const club = await ok(first, 'POST', '/api/clubs', adminToken, {
      clubName: 'Persistent XI',
      managerFirstName: 'Pat',
      managerLastName: 'Sist',
      countryCode: '+91',
      managerPhone: '9000000078',
      managerPassword: 'manager-pw-1',
      managerShare: 10,
      adminShare: 5,
    });
    const managerToken = (
      await ok(first, 'POST', '/api/users/login', undefined, { phoneNumber: '9000000078', password: 'manager-pw-1' })
    ).token;
    const members: { id: string; token: string }[] = [];
    for (const [i, name] of ['Ann', 'Bob', 'Cat'].entries()) {
      const phone = `900000008${i}`;
      const m = await ok(first, 'POST', '/api/users/register-member', managerToken, {
        firstName: name,
        lastName: 'Member',
        email: `${name.toLowerCase()}@example.com`,
        countryCode: '+91',
        phoneNumber: phone,
      });
      await ok(first, 'PUT', `/api/users/add-credit/${m._id}`, managerToken, { creditAmount: 100.25 });
      // The member chooses a password with the welcome link, and is signed in by it.
      const login = await ok(first, 'POST', `/api/users/welcome/${m.welcomeLink.split('/welcome/')[1]}`, undefined, {
        password: 'member-pw-1',
      });
      members.push({ id: m._id, token: login.token });
    }
    const match = await ok(first, 'POST', '/api/matches', managerToken, {
      team1: 'Lions',
      team2: 'Tigers',
      dateTime: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      status: 'Active',
    });
    await ok(first, 'PUT', `/api/matches/${match._id}/update-players`, managerToken, {
      team1Players: ['Rohit', 'Gill', 'Kohli'],
      team2Players: { 0: 'Warner', 6: 'Starc' },
    });
    const settledGroup = await ok(first, 'POST', '/api/groups', managerToken, {
      matchId: match._id,
      betType: 'First Better',
      betAmount: 10,
      winnerShare1: 50,
      winnerShare2: 30,
      winnerShare3: 10,
      status: 'Active',
    });
    const keyed = { 'idempotency-key': 'before-restart' };
    const betBody = { betAmount: 10, matchId: match._id, groupId: settledGroup._id, combinations: ['12A', '34B'] };
    const keyedAnswer = await call(first, 'POST', '/api/bets/multiple', {
      token: members[0]?.token,
      body: betBody,
      headers: keyed,
    });
    expect(keyedAnswer.status).toBe(201);
    await ok(first, 'POST', '/api/bets/multiple', members[1]?.token, { ...betBody, combinations: ['56C'] });
    await ok(first, 'POST', '/api/results', managerToken, {
      matchId: match._id,
      team1Scores: [50, 40, 30, 20, 10, 5, 1],
      team2Scores: [9, 8, 7, 6, 5, 4, 3],
    });
    await ok(first, 'POST', `/api/matches/${match._id}/approve-credits`, managerToken);

    const readAll = async (app: FastifyInstance) => ({
      members: await ok(app, 'GET', `/api/users/members/${club._id}`, adminToken),
      wallet: await ok(app, 'GET', `/api/transactions/${members[0]?.id}`, members[0]?.token),
      winners: await ok(app, 'GET', `/api/winners/group/${settledGroup._id}`, members[2]?.token),
      match: await ok(app, 'GET', `/api/matches/${match._id}`, managerToken),
      users: await ok(app, 'GET', '/api/users', adminToken),
    });
    const before = await readAll(first);
    const digest = await tableDigest(first.db);
    await first.close();

    const second = await start();
    try {
      expect(await tableDigest(second.db)).toEqual(digest);
      // Old tokens still work: the generated secret came back from the database.
      expect(await readAll(second)).toEqual(before);
      expect(before.match).toMatchObject({ status: 'Announced', Team2Players: { 0: 'Warner', 6: 'Starc' } });
      // The keyed bet replays its stored answer instead of betting again.
      const replay = await call(second, 'POST', '/api/bets/multiple', {
        token: members[0]?.token,
        body: betBody,
        headers: keyed,
      });
      expect(replay).toMatchObject({ status: 201, body: keyedAnswer.body });
      expect(await verifyLedger(second.db)).toEqual([]);
      // And it keeps taking writes.
      await ok(second, 'PUT', `/api/users/add-credit/${members[2]?.id}`, managerToken, { creditAmount: 1 });
    } finally {
      await second.close();
    }
    const third = await start();
    try {
      const wallet = await ok(third, 'GET', `/api/transactions/${members[2]?.id}`, members[2]?.token);
      expect(wallet[0]).toMatchObject({ type: 'Credit', amount: 1 });
      expect(await verifyLedger(third.db)).toEqual([]);
    } finally {
      await third.close();
    }
    process.stdout.write(`PGlite restart: ${Object.keys(digest).length} tables identical after a clean restart\n`);
  });
});
