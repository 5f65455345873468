import { betsPlacedMessage, messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyRequestHash } from '../../../src/lib/idempotency';
import { buildTestApp, call, startSecondInstance, type TestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { type ClubFixture, createClub, createGroup, createMatch, createUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, bet, betCount } from './helpers';

/**
 * POST /api/bets/multiple checks the caller's token in its own statement (place_bets) instead of in the auth hook:
 * a token signed as a Member's passes the hook on its signature, and the database decides. These tests hold the
 * statement to what the hook decides on every other route, at once and on every instance.
 */
let t: TestApp;
let club: ClubFixture;

beforeAll(async () => {
  t = await buildTestApp();
  club = await createClub(t.app, { clubName: 'Home' });
});
afterAll(async () => t?.close());

async function openGroup() {
  const match = await createMatch(t.app, club.clubId);
  return createGroup(t.app, match.id);
}

const member = (credits = 100_000n) => createUser(t.app, { clubId: club.clubId, credits });

/** The manager resets the member's password: the member's older tokens stop working. */
async function resetPassword(app: FastifyInstance, memberId: string) {
  const res = await call(app, 'PUT', `/api/users/reset-password/${memberId}`, { token: club.manager.token });
  expect(res.status).toBe(200);
}

describe('POST /api/bets/multiple: the token, checked by the bet statement', () => {
  it('carries the user type in the tokens the server signs, as a hint', async () => {
    const m = await member();
    const [, payload] = m.token.split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({ sub: m.id, role: 'Member' });
  });

  it('refuses a token older than a password reset with 401, places nothing, and takes a new token', async () => {
    const group = await openGroup();
    const m = await member();
    await resetPassword(t.app, m.id);
    const res = await bet(t.app, m.token, group, ['12A']);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.unauthorized });
    expect(await betCount(t.db, group.id)).toBe(0);
    expect(await balanceOf(t.db, m.id)).toBe(100_000n);

    const fresh = t.app.signToken({ id: m.id, tokenVersion: 1, userType: 'Member' });
    expect((await bet(t.app, fresh, group, ['12A'])).status).toBe(201);
  });

  it("refuses a deleted user's token with 401", async () => {
    const group = await openGroup();
    const gone = await createUser(t.app, { clubId: club.clubId });
    await t.db.execute(sql`delete from users where id = ${gone.id}::uuid`);
    const res = await bet(t.app, gone.token, group, ['12A']);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.unauthorized });
  });

  it('answers 404 once the member is removed from the club', async () => {
    const group = await openGroup();
    const m = await member();
    const removed = await call(t.app, 'PUT', `/api/users/remove-member/${m.id}`, { token: club.manager.token });
    expect(removed.status).toBe(200);
    const res = await bet(t.app, m.token, group, ['12A']);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: messages.groupNotFound });
  });

  it('does not trust the type a token names: a Manager with a token signed as a Member gets 403', async () => {
    const group = await openGroup();
    const forged = t.app.signToken({ id: club.manager.id, tokenVersion: 0, userType: 'Member' });
    const res = await bet(t.app, forged, group, ['12A']);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: messages.forbidden });
    expect(await betCount(t.db, group.id)).toBe(0);
  });

  it('checks a token without a type (signed before) in the hook, as every other route does', async () => {
    const group = await openGroup();
    const m = await member();
    const untyped = t.app.jwt.sign({ sub: m.id, ver: 0 });
    expect((await bet(t.app, untyped, group, ['12A'])).status).toBe(201);
    // Refused before the body is read, as requireRole does.
    const manager = t.app.jwt.sign({ sub: club.manager.id, ver: 0 });
    expect((await bet(t.app, manager, group, [])).status).toBe(403);
    await resetPassword(t.app, m.id);
    expect((await bet(t.app, untyped, group, [])).status).toBe(401);
  });

  it('replays an answer stored before the bet statement claimed keys (the answer itself)', async () => {
    const group = await openGroup();
    const m = await member();
    const stored = {
      message: betsPlacedMessage(1),
      bets: [],
      credits: 12.5,
    };
    const hash = idempotencyRequestHash({
      betAmount: group.betAmount.toString(),
      matchId: group.matchId,
      groupId: group.id,
      combinations: ['12A'],
    });
    await t.db.execute(
      sql`insert into idempotency_keys (user_id, key, request_hash, status_code, response_body)
          values (${m.id}::uuid, 'old-key', ${hash}, 201, ${JSON.stringify(stored)}::jsonb)`,
    );
    const res = await bet(t.app, m.token, group, ['12A'], { headers: { 'idempotency-key': 'old-key' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(stored);
    expect(await betCount(t.db, group.id)).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('the bet statement across two instances (PostgreSQL)', () => {
  let second: FastifyInstance;

  beforeAll(async () => {
    second = await startSecondInstance(t);
  });
  afterAll(async () => second?.close());

  it('a password reset on one instance retires the old token on the other at once', async () => {
    const group = await openGroup();
    const m = await member();
    expect((await bet(second, m.token, group, ['12A'])).status).toBe(201);
    await resetPassword(t.app, m.id);
    const res = await bet(second, m.token, group, ['34B']);
    expect(res.status).toBe(401);
    expect((await call(second, 'GET', '/api/users/profile', { token: m.token })).status).toBe(401);
    const fresh = second.signToken({ id: m.id, tokenVersion: 1, userType: 'Member' });
    expect((await bet(second, fresh, group, ['34B'])).status).toBe(201);
    expect(await betCount(t.db, group.id)).toBe(2);
  });

  it('a member removed on one instance, or deleted, bets no more on the other', async () => {
    const group = await openGroup();
    const m = await member();
    const gone = await createUser(t.app, { clubId: club.clubId });
    expect((await bet(second, m.token, group, ['12A'])).status).toBe(201);
    expect((await call(t.app, 'PUT', `/api/users/remove-member/${m.id}`, { token: club.manager.token })).status).toBe(
      200,
    );
    await t.db.execute(sql`delete from users where id = ${gone.id}::uuid`);
    expect((await bet(second, m.token, group, ['34B'])).status).toBe(404);
    expect((await bet(second, gone.token, group, ['34B'])).status).toBe(401);
    expect(await betCount(t.db, group.id)).toBe(1);
  });
});
