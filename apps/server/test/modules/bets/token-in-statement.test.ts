import { betsPlacedMessage } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyRequestHash } from '../../../src/lib/idempotency';
import { call, startSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createGroup, createMatch, createUser, useClubs } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { bet, betCount } from './helpers';

/**
 * POST /api/bets/multiple checks the caller's token in its own statement (place_bets) instead of in the auth hook.
 * What it shares with POST /api/bids is in test/plugins/auth-in-statement.test.ts; here: the token's hint, keys
 * stored before the statement, and the check on every instance at once.
 */
const t = useTestApp();
const { club } = useClubs(t, { club: 'Home' });

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
