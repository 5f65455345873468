import { bidTooLowMessage } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { useSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createGroup, createMatch, createUser, useClubs } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { balanceOf, creditsInSystem, poolOf } from '../bets/helpers';

/**
 * Bids racing over real HTTP on PostgreSQL, spread over two app instances on one database (design-match-day
 * section 6): exactly one bid stands at each level, the rest get 409 with the new least amount, and only the holder
 * of a lot has paid for it.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('bids under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  const { urls } = useSecondInstance(t, { listen: true });
  const { club } = useClubs(t, { club: 'Fixture Club' });
  const CREDITS = 100_000n;

  type Group = { id: string; matchId: string };
  async function post(i: number, token: string, group: Group, combination: string, amount: number) {
    const res = await fetch(`${urls[i % urls.length]}/api/bids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ groupId: group.id, matchId: group.matchId, combination, amount }),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  }

  const members = (n: number) =>
    Promise.all(Array.from({ length: n }, () => createUser(t.app, { clubId: club.clubId, credits: CREDITS })));

  it('many members on one lot at once: exactly one stands per level, the rest 409 with the new least amount', async () => {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Bidding Method', minimumIncrement: 50n });
    const bidders = await members(12);
    const supply = await creditsInSystem(t.app.db);

    let holder: string | undefined;
    for (const [level, amount] of [10, 10.5, 11, 11.5].entries()) {
      const racing = bidders.filter((b) => b.id !== holder);
      const answers = await Promise.all(racing.map((b, i) => post(i, b.token, group, '34D', amount)));
      const won = answers.flatMap((a, i) => (a.status === 201 ? [racing[i]] : []));
      expect(won, `level ${level}`).toHaveLength(1);
      const least = BigInt(Math.round(amount * 100)) + 50n;
      for (const a of answers.filter((x) => x.status !== 201)) {
        expect(a).toEqual({ status: 409, body: { message: bidTooLowMessage(least, '34D') } });
      }
      holder = won[0]?.id;
    }
    for (const b of bidders) {
      expect(await balanceOf(t.app.db, b.id)).toBe(b.id === holder ? CREDITS - 1150n : CREDITS);
    }
    expect(await poolOf(t.app.db, group.id)).toBe(1150n);
    expect(await creditsInSystem(t.app.db)).toBe(supply);
    await expectLedgerBalanced(t.app.db);
  });

  it('a free-for-all on a few hot lots leaves every member paying exactly for the lots it holds', async () => {
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Bidding Method', minimumIncrement: 1n });
    const bidders = await members(10);
    const lots = ['12A', '34B', '56C'];
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const b = bidders[rand(bidders.length)];
        return post(i, b?.token ?? '', group, lots[rand(lots.length)] ?? '12A', (1000 + rand(400)) / 100);
      }),
    );
    expect(answers.filter((a) => ![201, 409].includes(a.status))).toEqual([]);
    const standing = await t.app.inject({
      method: 'GET',
      url: `/api/bids/group/${group.id}`,
      headers: { authorization: `Bearer ${bidders[0]?.token}` },
    });
    const held = standing.json() as { combination: string; amount: number; better: { _id: string } }[];
    expect(held.length).toBeGreaterThan(0);
    const owed = new Map<string, bigint>();
    for (const lot of held) {
      owed.set(lot.better._id, (owed.get(lot.better._id) ?? 0n) + BigInt(Math.round(lot.amount * 100)));
    }
    for (const b of bidders) expect(await balanceOf(t.app.db, b.id)).toBe(CREDITS - (owed.get(b.id) ?? 0n));
    expect(await poolOf(t.app.db, group.id)).toBe([...owed.values()].reduce((s, v) => s + v, 0n));
    await expectLedgerBalanced(t.app.db);
  });
});
