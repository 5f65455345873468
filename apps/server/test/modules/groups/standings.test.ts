import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call, useTestApp } from '../../helpers/app';
import { createGroup, createMatch, createUser, type UserFixture, useCast, useMember } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { openEventStream } from '../../helpers/sse';

/**
 * Design-match-day section 2: standings with provisional winnings, prizes on groups, breakdowns on bets, and live
 * scoring (every result save moves the standings and announces the match).
 */
describe('standings, prizes and breakdowns', () => {
  const t = useTestApp();
  const cast = useCast(t, { memberCredits: 10_000_000n });
  const mate = useMember(t, cast.club, { credits: 10_000_000n, firstName: 'Mate' });
  const zeros = [0, 0, 0, 0, 0, 0, 0];

  const manager = () => cast.club.manager.token;

  async function placed(token: string, group: { id: string; matchId: string }, combinations: string[], rs = 10) {
    const res = await call(t.app, 'POST', '/api/bets/multiple', {
      token,
      body: { betAmount: rs, matchId: group.matchId, groupId: group.id, combinations },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.bets as { _id: string; combination: string }[];
  }

  async function saveResult(matchId: string, team1Scores: number[], team2Scores: number[]) {
    const res = await call(t.app, 'POST', '/api/results', {
      token: manager(),
      body: { matchId, team1Scores, team2Scores },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body._id as string;
  }

  it('answers prizes on the group and its list: floor(pool x share) as the pool stands', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, match.id, {
      betType: 'Multi Betters',
      betAmount: 333n,
      shares: [33.33, 25, 12.5],
    });
    const empty = await call(t.app, 'GET', `/api/groups/${group.id}`, { token: cast.member.token });
    expect(empty.body.prizes).toEqual({ first: 0, second: 0, third: 0 });
    await placed(cast.member.token, group, ['12A', '13A', '14A'], 3.33);
    // Pool 999 paise: 33.33% -> 332.96 -> 332; 25% -> 249.75 -> 249; 12.5% -> 124.875 -> 124.
    const prizes = { first: 3.32, second: 2.49, third: 1.24 };
    expect((await call(t.app, 'GET', `/api/groups/${group.id}`, { token: cast.member.token })).body.prizes).toEqual(
      prizes,
    );
    const list = await call(t.app, 'GET', `/api/groups/match/${match.id}`, { token: cast.member.token });
    expect(list.body.find((g: { _id: string }) => g._id === group.id).prizes).toEqual(prizes);
  });

  it('ranks every bet, previews winnings while the result is live, and settles to exactly that', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, match.id, {
      betType: 'Multi Betters',
      betAmount: 1000n,
      shares: [50, 30, 10],
    });
    const url = `/api/groups/${group.id}/standings`;
    await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager(),
      body: { team1Players: ['Bala', 'Ravi', '', '', '', '', ''], team2Players: ['Ash', '', '', '', '', '', ''] },
    });
    const a = await placed(cast.member.token, group, ['12A', '13B']);
    const b = await placed(mate.token, group, ['12A', '23C']);

    const before = await call(t.app, 'GET', url, { token: cast.member.token });
    expect(before.status).toBe(409);
    expect(before.body).toEqual({ message: 'No result yet' });
    const myBefore = await call(t.app, 'GET', '/api/bets/my-bets', { token: cast.member.token });
    expect(myBefore.body.bets[0].breakdown).toBeNull();
    const listBefore = await call(t.app, 'GET', `/api/bets/group/${group.id}`, { token: cast.member.token });
    expect(listBefore.body.every((bet: { breakdown: unknown }) => bet.breakdown === null)).toBe(true);
    const etag = String(listBefore.headers.etag);

    // Live scoring: the first save, and the stream that announces each save.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(base, { authorization: `Bearer ${mate.token}` });
    const resultId = await saveResult(match.id, [40, 10, 5, 0, 0, 0, 0], [7, 3, 1, 0, 0, 0, 0]);
    await stream.waitFor((e) => e.event === 'match' && (e.data as { matchId: string }).matchId === match.id);

    // Scores: 12A = 40+10+7 = 57 (twice), 13B = 40+5+3 = 48, 23C = 10+5+1 = 16. Pool 40 RS.
    const live = await call(t.app, 'GET', url, { token: cast.member.token });
    expect(live.status).toBe(200);
    expect(live.body.provisional).toBe(true);
    expect(live.body.pool).toBe(40);
    expect(live.body.prizes).toEqual({ first: 20, second: 12, third: 4 });
    expect(
      live.body.rows.map((r: { _id: string; score: number; place: number | null; winnings: number }) => [
        r._id,
        r.score,
        r.place,
        r.winnings,
      ]),
    ).toEqual([
      [a[0]?._id, 57, 1, 10],
      [b[0]?._id, 57, 1, 10],
      [a[1]?._id, 48, 2, 12],
      [b[1]?._id, 16, 3, 4],
    ]);
    expect(live.body.rows[0].better).toEqual({ _id: cast.member.id, firstName: 'Test', lastName: 'Member' });
    expect(live.body.rows[0].breakdown).toEqual([
      { code: '1', team: 1, name: 'Bala', score: 40 },
      { code: '2', team: 1, name: 'Ravi', score: 10 },
      { code: 'A', team: 2, name: 'Ash', score: 7 },
    ]);
    expect(live.body.rows[3].breakdown[2]).toEqual({ code: 'C', team: 2, name: '', score: 1 });

    // The bet lists now carry breakdowns, and the cached list is not served for the old ETag.
    const listAfter = await call(t.app, 'GET', `/api/bets/group/${group.id}`, {
      token: cast.member.token,
      headers: { 'if-none-match': etag },
    });
    expect(listAfter.status).toBe(200);
    expect(listAfter.body[0].breakdown).toEqual(live.body.rows[0].breakdown);
    const myAfter = await call(t.app, 'GET', '/api/bets/my-bets', { token: cast.member.token });
    expect(
      myAfter.body.bets
        .find((x: { _id: string }) => x._id === a[1]?._id)
        .breakdown.map((p: { score: number }) => p.score),
    ).toEqual([40, 5, 3]);

    // A re-save moves the standings (and is announced again).
    const saves = stream.events.length;
    const resaved = await call(t.app, 'PUT', `/api/results/${resultId}`, {
      token: manager(),
      body: { team1Scores: [0, 0, 50, 0, 0, 0, 0], team2Scores: [0, 0, 9, 0, 0, 0, 0] },
    });
    expect(resaved.status).toBe(200);
    await expect.poll(() => stream.events.slice(saves).some((e) => e.event === 'match')).toBe(true);
    stream.close();
    const moved = await call(t.app, 'GET', url, { token: mate.token });
    // 23C = 0+50+9 = 59 leads alone; 13B = 0+50+0 = 50 second; 12A = 0 twice third.
    expect(
      moved.body.rows.map((r: { _id: string; place: number | null; winnings: number }) => [r._id, r.place, r.winnings]),
    ).toEqual([
      [b[1]?._id, 1, 20],
      [a[1]?._id, 2, 12],
      [a[0]?._id, 3, 2],
      [b[0]?._id, 3, 2],
    ]);

    const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager() });
    expect(approved.status).toBe(200);
    const settled = await call(t.app, 'GET', url, { token: cast.member.token });
    expect(settled.body.provisional).toBe(false);
    expect(settled.body.rows).toEqual(moved.body.rows);
    await expectLedgerBalanced(t.db);
  });

  it('lets the club, its Manager and Admins read standings; others read not found', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, match.id);
    await saveResult(match.id, zeros, zeros);
    const url = `/api/groups/${group.id}/standings`;
    for (const token of [cast.member.token, manager(), cast.admin.token]) {
      const res = await call(t.app, 'GET', url, { token });
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([]);
    }
    const outsider = await createUser(t.app, { clubId: cast.other.clubId });
    for (const token of [outsider.token, cast.other.manager.token]) {
      expect((await call(t.app, 'GET', url, { token })).status).toBe(404);
    }
    expect(
      (await call(t.app, 'GET', '/api/groups/00000000-0000-4000-8000-000000000000/standings', { token: manager() }))
        .status,
    ).toBe(404);
  });

  it('projects exactly what approval pays, over random groups, ties and shares', async () => {
    const members = [cast.member, mate];
    const combos = ['12A', '13A', '12B', '34C', '56D', '67G', '1AB', '2CD'];
    const shareBp = fc.integer({ min: 0, max: 10_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(shareBp, shareBp, shareBp).filter(([x, y, z]) => x + y + z <= 10_000),
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.subarray(combos, { minLength: 1, maxLength: 3 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 14, maxLength: 14 }),
        async (shares, amountPaise, plan, scores) => {
          const match = await createMatch(t.app, cast.club.clubId);
          const group = await createGroup(t.app, match.id, {
            betType: 'Multi Betters',
            betAmount: BigInt(amountPaise),
            shares: shares.map((s) => s / 100) as [number, number, number],
          });
          const placedBy = new Map<number, Set<string>>();
          for (const [who, list] of plan) {
            const mine = placedBy.get(who) ?? new Set<string>();
            const fresh = list.filter((c) => !mine.has(c));
            if (fresh.length === 0) continue;
            for (const c of fresh) mine.add(c);
            placedBy.set(who, mine);
            await placed((members[who] as UserFixture).token, group, fresh, amountPaise / 100);
          }
          await saveResult(match.id, scores.slice(0, 7), scores.slice(7));
          const standings = await call(t.app, 'GET', `/api/groups/${group.id}/standings`, { token: manager() });
          expect(standings.status).toBe(200);
          const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager() });
          expect(approved.status).toBe(200);
          const paid = await queryRows<{ bet_id: string; amount: string }>(
            t.db,
            sql`select bet_id, amount_won::text as amount from winners where group_id = ${group.id}::uuid`,
          );
          const paidByBet = new Map(paid.map((p) => [p.bet_id, Number(p.amount) / 100]));
          for (const row of standings.body.rows as { _id: string; winnings: number }[]) {
            expect(row.winnings).toBe(paidByBet.get(row._id) ?? 0);
          }
          const projected = (standings.body.rows as { winnings: number }[]).reduce(
            (s, r) => s + Math.round(r.winnings * 100),
            0,
          );
          expect(projected).toBe(Math.round(approved.body.summary.paidToWinners * 100));
        },
      ),
      { numRuns: 8 },
    );
    await expectLedgerBalanced(t.db);
  });
});
