import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../helpers/app';
import { type ClubFixture, createClub, createGroup, createMatch, createUser } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf } from '../bets/helpers';

/**
 * POST /api/bids checks the caller's token in its own statement (before place_bid) instead of in the auth hook, as
 * the bet does (test/modules/bets/token-in-statement.test.ts): the database decides, at once.
 */
let t: TestApp;
let club: ClubFixture;

beforeAll(async () => {
  t = await buildTestApp();
  club = await createClub(t.app, { clubName: 'Home' });
});
afterAll(async () => t?.close());

type Group = { id: string; matchId: string };

async function biddingGroup(): Promise<Group> {
  const match = await createMatch(t.app, club.clubId);
  return createGroup(t.app, match.id, { betType: 'Bidding Method', betAmount: 1000n });
}

const member = (credits = 100_000n) => createUser(t.app, { clubId: club.clubId, credits });

const bid = (app: FastifyInstance, token: string, group: Group, headers?: Record<string, string>) =>
  call(app, 'POST', '/api/bids', {
    token,
    headers,
    body: { groupId: group.id, matchId: group.matchId, combination: '12A', amount: 10 },
  });

async function resetPassword(memberId: string) {
  const res = await call(t.app, 'PUT', `/api/users/reset-password/${memberId}`, { token: club.manager.token });
  expect(res.status).toBe(200);
}

describe('POST /api/bids: the token, checked by the bid statement', () => {
  it('refuses a token older than a password reset with 401, with or without a key, and bids nothing', async () => {
    const group = await biddingGroup();
    const m = await member();
    await resetPassword(m.id);
    for (const headers of [undefined, { 'idempotency-key': 'retired-1' }]) {
      const res = await bid(t.app, m.token, group, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: messages.unauthorized });
    }
    expect(await balanceOf(t.db, m.id)).toBe(100_000n);
    const fresh = t.app.signToken({ id: m.id, tokenVersion: 1, userType: 'Member' });
    expect((await bid(t.app, fresh, group)).status).toBe(201);
    expect(await balanceOf(t.db, m.id)).toBe(99_000n);
    await expectLedgerBalanced(t.db);
  });

  it("refuses a deleted user's token with 401", async () => {
    const group = await biddingGroup();
    const gone = await createUser(t.app, { clubId: club.clubId });
    await t.db.execute(sql`delete from users where id = ${gone.id}::uuid`);
    const res = await bid(t.app, gone.token, group);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.unauthorized });
  });

  it('does not trust the type a token names: a Manager with a token signed as a Member gets 403, keyed or not', async () => {
    const group = await biddingGroup();
    const forged = t.app.signToken({ id: club.manager.id, tokenVersion: 0, userType: 'Member' });
    for (const headers of [undefined, { 'idempotency-key': 'forged-1' }]) {
      const res = await bid(t.app, forged, group, headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: messages.forbidden });
    }
  });

  it('answers 404 once the member is removed from the club', async () => {
    const group = await biddingGroup();
    const m = await member();
    const removed = await call(t.app, 'PUT', `/api/users/remove-member/${m.id}`, { token: club.manager.token });
    expect(removed.status).toBe(200);
    const res = await bid(t.app, m.token, group);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: messages.groupNotFound });
  });

  it('checks a token without a type (signed before) in the hook, and the statement still places the bid', async () => {
    const group = await biddingGroup();
    const m = await member();
    const untyped = t.app.jwt.sign({ sub: m.id, ver: 0 });
    expect((await bid(t.app, untyped, group)).status).toBe(201);
    await resetPassword(m.id);
    expect((await bid(t.app, untyped, group)).status).toBe(401);
  });
});
