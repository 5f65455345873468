import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../helpers/app';
import { createGroup, createMatch, createUser, useClubs } from '../helpers/fixtures';
import { expectLedgerBalanced } from '../helpers/ledger';
import { balanceOf, bet, betCount } from '../modules/bets/helpers';

/**
 * The routes behind requireRoleInStatement (plugins/auth.ts) check the caller's token in their own statement, not in
 * the auth hook: a token signed as a Member's passes the hook on its signature, and the database decides. These tests
 * hold each such statement to what the hook decides on every other route. Route-specific cases stay with the route
 * (test/modules/bets/token-in-statement.test.ts).
 */
const t = useTestApp();
const { club } = useClubs(t, { club: 'Home' });

type Group = { id: string; matchId: string; betAmount: bigint };

/** One route that checks its token in its statement: a group it takes, and one request of 10.00 to it. */
type StatementRoute = {
  name: string;
  openGroup: () => Promise<Group>;
  send: (
    app: FastifyInstance,
    token: string,
    group: Group,
    headers?: Record<string, string>,
  ) => ReturnType<typeof call>;
};

const routes: StatementRoute[] = [
  {
    name: 'POST /api/bets/multiple',
    openGroup: async () => createGroup(t.app, (await createMatch(t.app, club.clubId)).id, { betAmount: 1000n }),
    send: (app, token, group, headers) => bet(app, token, group, ['12A'], { headers }),
  },
  {
    name: 'POST /api/bids',
    openGroup: async () =>
      createGroup(t.app, (await createMatch(t.app, club.clubId)).id, { betType: 'Bidding Method', betAmount: 1000n }),
    send: (app, token, group, headers) =>
      call(app, 'POST', '/api/bids', {
        token,
        headers,
        body: { groupId: group.id, matchId: group.matchId, combination: '12A', amount: 10 },
      }),
  },
];

const member = (credits = 100_000n) => createUser(t.app, { clubId: club.clubId, credits });

/** The manager resets the member's password: the member's older tokens stop working. */
async function resetPassword(memberId: string) {
  const res = await call(t.app, 'PUT', `/api/users/reset-password/${memberId}`, { token: club.manager.token });
  expect(res.status).toBe(200);
}

describe.each(routes)('$name: the token, checked by the statement', ({ name, openGroup, send }) => {
  const sendPath = name.replace('POST ', '');
  it('refuses a token older than a password reset with 401, with or without a key, spends nothing, and takes a new token', async () => {
    const group = await openGroup();
    const m = await member();
    await resetPassword(m.id);
    for (const headers of [undefined, { 'idempotency-key': 'retired-1' }]) {
      const res = await send(t.app, m.token, group, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: messages.unauthorized });
    }
    expect(await balanceOf(t.db, m.id)).toBe(100_000n);
    expect(await betCount(t.db, group.id)).toBe(0);

    const fresh = t.app.signToken({ id: m.id, tokenVersion: 1, userType: 'Member' });
    expect((await send(t.app, fresh, group)).status).toBe(201);
    expect(await balanceOf(t.db, m.id)).toBe(99_000n);
    await expectLedgerBalanced(t.db);
  });

  it("refuses a deleted user's token with 401", async () => {
    const group = await openGroup();
    const gone = await createUser(t.app, { clubId: club.clubId });
    await t.db.execute(sql`delete from users where id = ${gone.id}::uuid`);
    const res = await send(t.app, gone.token, group);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: messages.unauthorized });
  });

  it('answers 404 once the member is removed from the club', async () => {
    const group = await openGroup();
    const m = await member();
    const removed = await call(t.app, 'PUT', `/api/users/remove-member/${m.id}`, { token: club.manager.token });
    expect(removed.status).toBe(200);
    const res = await send(t.app, m.token, group);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: messages.groupNotFound });
    expect(await balanceOf(t.db, m.id)).toBe(100_000n);
  });

  it('does not trust the type a token names: a Manager with a token signed as a Member gets 403, keyed or not', async () => {
    const group = await openGroup();
    const before = await balanceOf(t.db, club.manager.id);
    const forged = t.app.signToken({ id: club.manager.id, tokenVersion: 0, userType: 'Member' });
    for (const headers of [undefined, { 'idempotency-key': 'forged-1' }]) {
      const res = await send(t.app, forged, group, headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: messages.forbidden });
    }
    expect(await balanceOf(t.db, club.manager.id)).toBe(before);
    expect(await betCount(t.db, group.id)).toBe(0);
  });

  it('checks the token before refusing a body: 401 for a retired token, 403 for a forged type, 400 for a good token', async () => {
    const group = await openGroup();
    const m = await member();
    const badBody = (token: string) =>
      call(t.app, 'POST', sendPath, { token, body: { groupId: group.id, junk: true } });
    expect((await badBody(m.token)).status).toBe(400);
    await resetPassword(m.id);
    const retired = await badBody(m.token);
    expect(retired.status).toBe(401);
    expect(retired.body).toEqual({ message: messages.unauthorized });
    const forged = await badBody(t.app.signToken({ id: club.manager.id, tokenVersion: 0, userType: 'Member' }));
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: messages.forbidden });
  });

  it('checks a token without a type (signed before) in the hook, and the statement still does its work', async () => {
    const group = await openGroup();
    const m = await member();
    const untyped = t.app.jwt.sign({ sub: m.id, ver: 0 });
    expect((await send(t.app, untyped, group)).status).toBe(201);
    await resetPassword(m.id);
    expect((await send(t.app, untyped, group)).status).toBe(401);
  });
});
