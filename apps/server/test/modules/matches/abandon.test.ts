import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call, useSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createGroup, createMatch, createUser, useCast } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, betBody, poolOf, saveResult } from '../bets/helpers';

describe('POST /api/matches/{id}/abandon', () => {
  const t = useTestApp();
  const cast = useCast(t);

  async function bet(token: string, group: { id: string; matchId: string; betAmount: bigint }, combinations: string[]) {
    return call(t.app, 'POST', '/api/bets/multiple', {
      token,
      body: betBody(group, combinations),
    });
  }

  it('refunds every bet of every group, one Credit per member and group, and marks the match Abandoned', async () => {
    const match = await createMatch(t.app, cast.club.clubId, { team1: 'India', team2: 'Australia' });
    const g1 = await createGroup(t.app, match.id, { betAmount: 1000n });
    const g2 = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 2550n });
    const second = await createUser(t.app, { clubId: cast.club.clubId, credits: 50_000n });
    const startMember = await balanceOf(t.db, cast.member.id);
    const startSecond = await balanceOf(t.db, second.id);
    expect((await bet(cast.member.token, g1, ['123', '124'])).status).toBe(201);
    expect((await bet(cast.member.token, g2, ['125'])).status).toBe(201);
    expect((await bet(second.token, g2, ['125', '126', '127'])).status).toBe(201);

    const res = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: cast.club.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Match abandoned and all bets refunded.', refunded: 122, bets: 6 });

    expect(await balanceOf(t.db, cast.member.id)).toBe(startMember);
    expect(await balanceOf(t.db, second.id)).toBe(startSecond);
    expect(await poolOf(t.db, g1.id)).toBe(0n);
    expect(await poolOf(t.db, g2.id)).toBe(0n);
    const refunds = await queryRows<{ user_id: string; group_id: string; amount: string; description: string }>(
      t.db,
      sql`select user_id, group_id, amount::text, description from transactions
          where match_id = ${match.id}::uuid and kind = 'bet_refunded' order by amount`,
    );
    expect(refunds).toEqual([
      { user_id: cast.member.id, group_id: g1.id, amount: '2000', description: 'Refund: India vs Australia abandoned' },
      { user_id: cast.member.id, group_id: g2.id, amount: '2550', description: 'Refund: India vs Australia abandoned' },
      { user_id: second.id, group_id: g2.id, amount: '7650', description: 'Refund: India vs Australia abandoned' },
    ]);

    const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: cast.member.token });
    expect(read.body.status).toBe('Abandoned');
    const myBets = await call(t.app, 'GET', '/api/bets/my-bets', { token: second.token });
    expect(myBets.body.bets.map((b: { status: string }) => b.status)).toEqual(['Refunded', 'Refunded', 'Refunded']);
    const list = await call(t.app, 'GET', `/api/bets/group/${g2.id}`, { token: cast.club.manager.token });
    expect(list.body).toHaveLength(4);

    const notes = await call(t.app, 'GET', '/api/notifications', { token: second.token });
    expect(notes.body.notifications).toMatchObject([
      { kind: 'refund', title: 'Your bets on India vs Australia were refunded (match abandoned)', readAt: null },
    ]);
    expect(notes.body.unread).toBe(1);
    await expectLedgerBalanced(t.db);
  });

  it('then takes no bets, no result, no approval, no edit, no group change, and no second abandon (409)', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, match.id);
    expect((await bet(cast.member.token, group, ['123'])).status).toBe(201);
    const manager = cast.club.manager.token;
    expect((await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: manager })).status).toBe(200);

    const again = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: manager });
    expect(again).toMatchObject({ status: 409, body: { message: messages.matchAlreadyAbandoned } });
    expect(await bet(cast.member.token, group, ['124'])).toMatchObject({
      status: 409,
      body: { message: messages.bettingClosed },
    });
    const scores = [1, 2, 3, 4, 5, 6, 7];
    const result = await call(t.app, 'POST', '/api/results', {
      token: manager,
      body: { matchId: match.id, team1Scores: scores, team2Scores: scores },
    });
    expect(result).toMatchObject({ status: 409, body: { message: messages.matchAlreadyAbandoned } });
    const approve = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager });
    expect(approve).toMatchObject({ status: 409, body: { message: messages.matchAlreadyAbandoned } });
    const del = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: manager });
    expect(del).toMatchObject({ status: 409, body: { message: messages.matchAlreadyAbandoned } });
    const players = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager,
      body: { team1Players: {}, team2Players: {} },
    });
    expect(players).toMatchObject({ status: 409, body: { message: messages.matchAlreadyAbandoned } });
    // It had bets: it can never be deleted.
    expect((await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: manager })).status).toBe(409);
    await expectLedgerBalanced(t.db);
  });

  it('an abandoned match that never had bets cannot be edited but can be deleted', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const manager = cast.club.manager.token;
    const res = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: manager });
    expect(res.body).toEqual({ message: messages.matchAbandoned, refunded: 0, bets: 0 });
    const edit = await call(t.app, 'PUT', `/api/matches/${match.id}`, {
      token: manager,
      body: { team1: 'A', team2: 'B', dateTime: new Date(Date.now() + 86_400_000).toISOString(), status: 'Active' },
    });
    expect(edit).toMatchObject({ status: 409, body: { message: messages.matchAlreadyAbandoned } });
    expect((await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: manager })).status).toBe(200);
  });

  it('is refused once credits are approved, and works on an Ongoing match with a result', async () => {
    const manager = cast.club.manager.token;
    const settled = await createMatch(t.app, cast.club.clubId);
    await saveResult(t.app, settled.id, [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]);
    expect((await call(t.app, 'POST', `/api/matches/${settled.id}/approve-credits`, { token: manager })).status).toBe(
      200,
    );
    const refused = await call(t.app, 'POST', `/api/matches/${settled.id}/abandon`, { token: manager });
    expect(refused).toMatchObject({ status: 409, body: { message: messages.creditsAlreadyApproved } });

    const ongoing = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, ongoing.id);
    expect((await bet(cast.member.token, group, ['567'])).status).toBe(201);
    await saveResult(t.app, ongoing.id, [1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1]);
    const res = await call(t.app, 'POST', `/api/matches/${ongoing.id}/abandon`, { token: cast.admin.token });
    expect(res).toMatchObject({ status: 200, body: { refunded: 10, bets: 1 } });
    await expectLedgerBalanced(t.db);
  });

  it("another club's match is 404 for a Manager; Members are 403; a bad id is 400", async () => {
    const match = await createMatch(t.app, cast.other.clubId);
    const other = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: cast.club.manager.token });
    expect(other).toMatchObject({ status: 404, body: { message: messages.matchNotFound } });
    const member = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: cast.member.token });
    expect(member.status).toBe(403);
    const bad = await call(t.app, 'POST', '/api/matches/nope/abandon', { token: cast.admin.token });
    expect(bad.status).toBe(400);
    const missing = await call(t.app, 'POST', `/api/matches/${crypto.randomUUID()}/abandon`, {
      token: cast.admin.token,
    });
    expect(missing.status).toBe(404);
    expect((await call(t.app, 'GET', `/api/matches/${match.id}`, { token: cast.admin.token })).body.status).toBe(
      'Active',
    );
  });

  it('writes one audit row in the same transaction, and none when refused', async () => {
    const match = await createMatch(t.app, cast.club.clubId, { team1: 'Kent', team2: 'Essex' });
    const count = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from audit_log where entity_id = ${match.id}::uuid`,
      );
      return row?.n;
    };
    await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: cast.club.manager.token });
    expect(await count()).toBe(1);
    await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: cast.club.manager.token });
    expect(await count()).toBe(1);
    const [row] = await queryRows<{ action: string; before: { status: string }; after: { status: string } }>(
      t.db,
      sql`select action, before, after from audit_log where entity_id = ${match.id}::uuid`,
    );
    expect(row).toMatchObject({
      action: 'match.abandon',
      before: { status: 'Active' },
      after: { status: 'Abandoned' },
    });
  });

  it('honours Idempotency-Key: a retry answers the same body and refunds nothing twice', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, match.id);
    expect((await bet(cast.member.token, group, ['345'])).status).toBe(201);
    const headers = { 'idempotency-key': `abandon-${match.id}` };
    const first = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, {
      token: cast.club.manager.token,
      headers,
    });
    const retry = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, {
      token: cast.club.manager.token,
      headers,
    });
    expect(first).toMatchObject({ status: 200, body: { refunded: 10, bets: 1 } });
    expect(retry).toMatchObject({ status: 200, body: first.body });
    const other = await createMatch(t.app, cast.club.clubId);
    const reused = await call(t.app, 'POST', `/api/matches/${other.id}/abandon`, {
      token: cast.club.manager.token,
      headers,
    });
    expect(reused).toMatchObject({ status: 409, body: { message: messages.idempotencyKeyReused } });
    await expectLedgerBalanced(t.db);
  });
});

/** Races over real HTTP on two instances of one PostgreSQL database. */
describe.skipIf(testDatabaseKind() !== 'postgres')('abandon under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  const { urls } = useSecondInstance(t, { listen: true });
  const cast = useCast(t);

  const post = async (url: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { message: string; refunded?: number; bets?: number } };
  };

  it('abandon racing bets: every bet is either refunded or refused, and the ledger balances', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 500n });
    const members = await Promise.all(
      Array.from({ length: 8 }, () => createUser(t.app, { clubId: cast.club.clubId, credits: 10_000n })),
    );
    const combos = ['123', '124', '125', '126', '127', '134'];
    const bets = members.flatMap((m, i) =>
      combos.map((c, j) =>
        post(urls[(i + j) % 2] as string, '/api/bets/multiple', m.token, {
          betAmount: 5,
          matchId: match.id,
          groupId: group.id,
          combinations: [c],
        }),
      ),
    );
    const abandon = post(urls[1] as string, `/api/matches/${match.id}/abandon`, cast.club.manager.token);
    const answers = await Promise.all(bets);
    const abandoned = await abandon;
    expect(abandoned.status).toBe(200);
    const placed = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409);
    expect(placed + refused.length).toBe(answers.length);
    for (const r of refused) expect(r.body.message).toBe(messages.bettingClosed);
    expect(abandoned.body.bets).toBe(placed);
    expect(abandoned.body.refunded).toBe(placed * 5);
    for (const m of members) expect(await balanceOf(t.db, m.id)).toBe(10_000n);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bets where match_id = ${match.id}::uuid and not refunded`,
    );
    expect(left?.n).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it('abandon racing approval: exactly one wins, the other answers 409', async () => {
    for (let round = 0; round < 4; round++) {
      const match = await createMatch(t.app, cast.club.clubId);
      const group = await createGroup(t.app, match.id);
      const placed = await post(urls[0] as string, '/api/bets/multiple', cast.member.token, {
        betAmount: 10,
        matchId: match.id,
        groupId: group.id,
        combinations: ['123'],
      });
      expect(placed.status).toBe(201);
      await saveResult(t.app, match.id, [1, 2, 3, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]);
      const [a, b] = await Promise.all([
        post(urls[round % 2] as string, `/api/matches/${match.id}/abandon`, cast.club.manager.token),
        post(urls[(round + 1) % 2] as string, `/api/matches/${match.id}/approve-credits`, cast.admin.token),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      if (a.status === 200) expect(b.body.message).toBe(messages.matchAlreadyAbandoned);
      else expect(a.body.message).toBe(messages.creditsAlreadyApproved);
      const read = await call(t.app, 'GET', `/api/matches/${match.id}`, { token: cast.admin.token });
      expect(read.body.status).toBe(a.status === 200 ? 'Abandoned' : 'Announced');
    }
    await expectLedgerBalanced(t.db);
  });
});
