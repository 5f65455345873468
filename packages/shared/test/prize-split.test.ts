import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PrizeSplitBet,
  type PrizeSplitInput,
  REFERRAL_COMMISSION_BP,
  REFERRAL_COMMISSION_TEXT,
  splitPrizes,
} from '../src/prize-split';

const bet = (id: string, score: number, placedOrder: number, referred = false): PrizeSplitBet => ({
  id,
  score,
  placedOrder,
  referred,
});

const byId = (split: ReturnType<typeof splitPrizes>) => new Map(split.outcomes.map((o) => [o.id, o]));

/** Everything a split pays: winners' net, referrers' commission, admin and manager. */
const totalPaid = (split: ReturnType<typeof splitPrizes>) =>
  split.outcomes.reduce((sum, o) => sum + o.netToWinner + o.referralCommission, 0n) +
  split.adminAmount +
  split.managerAmount;

describe('splitPrizes: the design worked example', () => {
  const split = splitPrizes({
    pool: 7000n,
    winnerSharesBp: [4000, 3000, 2000],
    adminShareBp: 1000,
    hasPlatformAdmin: true,
    bets: [
      bet('A', 90, 1),
      bet('B', 90, 2, true),
      bet('C', 75, 3),
      bet('D', 60, 4),
      bet('E', 60, 5),
      bet('F', 60, 6),
      bet('G', 40, 7),
    ],
  });
  const o = byId(split);

  it('pays each place as the design says, to the paisa', () => {
    expect(o.get('A')).toEqual({
      id: 'A',
      place: 1,
      result: 'Win',
      amountWon: 1400n,
      referralCommission: 0n,
      netToWinner: 1400n,
    });
    expect(o.get('B')).toEqual({
      id: 'B',
      place: 1,
      result: 'Win',
      amountWon: 1400n,
      referralCommission: 70n,
      netToWinner: 1330n,
    });
    expect(o.get('C')).toMatchObject({ place: 2, result: 'Win', amountWon: 2100n, netToWinner: 2100n });
    expect(o.get('D')).toMatchObject({ place: 3, result: 'Win', amountWon: 467n });
    expect(o.get('E')).toMatchObject({ place: 3, result: 'Win', amountWon: 467n });
    expect(o.get('F')).toMatchObject({ place: 3, result: 'Win', amountWon: 466n });
    expect(o.get('G')).toEqual({
      id: 'G',
      place: null,
      result: 'Loss',
      amountWon: 0n,
      referralCommission: 0n,
      netToWinner: 0n,
    });
  });

  it('gives the house remainder to admin and manager and pays out exactly the pool', () => {
    expect(split.prizesPaid).toBe(6300n);
    expect(split.houseRemainder).toBe(700n);
    expect(split.adminAmount).toBe(70n);
    expect(split.managerAmount).toBe(630n);
    expect(totalPaid(split)).toBe(7000n);
    expect(split.places.map((p) => [p.place, p.score, p.prize, p.paid, p.betCount])).toEqual([
      [1, 90, 2800n, 2800n, 2],
      [2, 75, 2100n, 2100n, 1],
      [3, 60, 1400n, 1400n, 3],
    ]);
  });

  it('leftover paise follow the placing order, not the input order', () => {
    const shuffled = splitPrizes({
      pool: 7000n,
      winnerSharesBp: [4000, 3000, 2000],
      adminShareBp: 1000,
      hasPlatformAdmin: true,
      bets: [bet('F', 60, 6), bet('E', 60, 5), bet('D', 60, 4)],
    });
    const s = byId(shuffled);
    // Only one place exists now: 60 is 1st, 2800 / 3 = 933 r 1.
    expect([s.get('D')?.amountWon, s.get('E')?.amountWon, s.get('F')?.amountWon]).toEqual([934n, 933n, 933n]);
    expect(shuffled.outcomes.map((x) => x.id)).toEqual(['F', 'E', 'D']);
  });
});

describe('splitPrizes: edge cases', () => {
  const base: Omit<PrizeSplitInput, 'bets' | 'pool'> = {
    winnerSharesBp: [5000, 3000, 1000],
    adminShareBp: 1000,
    hasPlatformAdmin: true,
  };

  it('an empty group pays nothing', () => {
    const split = splitPrizes({ ...base, pool: 0n, bets: [] });
    expect(split).toMatchObject({ outcomes: [], prizesPaid: 0n, houseRemainder: 0n, adminAmount: 0n });
    expect(split.managerAmount).toBe(0n);
  });

  it('all tied: everyone shares 1st, 2nd and 3rd prizes go to the house', () => {
    const split = splitPrizes({ ...base, pool: 3000n, bets: [bet('a', 10, 1), bet('b', 10, 2), bet('c', 10, 3)] });
    expect(split.outcomes.map((o) => o.amountWon)).toEqual([500n, 500n, 500n]);
    expect(split.houseRemainder).toBe(1500n);
    expect(split.adminAmount).toBe(150n);
    expect(split.managerAmount).toBe(1350n);
    expect(totalPaid(split)).toBe(3000n);
  });

  it('a place with share 0 pays nothing and its bets lose', () => {
    const split = splitPrizes({
      ...base,
      winnerSharesBp: [6000, 0, 4000],
      pool: 3000n,
      bets: [bet('a', 30, 1), bet('b', 20, 2), bet('c', 10, 3)],
    });
    const o = byId(split);
    expect(o.get('b')).toMatchObject({ place: 2, result: 'Loss', amountWon: 0n });
    expect(o.get('a')?.amountWon).toBe(1800n);
    expect(o.get('c')?.amountWon).toBe(1200n);
    expect(split.houseRemainder).toBe(0n);
  });

  it('a tiny prize split among many: unpaid tied bets are Loss', () => {
    const split = splitPrizes({
      ...base,
      winnerSharesBp: [10000, 0, 0],
      pool: 2n,
      bets: [bet('a', 1, 1), bet('b', 1, 2), bet('c', 1, 3)],
    });
    expect(split.outcomes.map((o) => [o.result, o.amountWon])).toEqual([
      ['Win', 1n],
      ['Win', 1n],
      ['Loss', 0n],
    ]);
  });

  it('without a platform admin the manager gets the whole remainder', () => {
    const split = splitPrizes({ ...base, hasPlatformAdmin: false, pool: 1000n, bets: [bet('a', 1, 1)] });
    expect(split.adminAmount).toBe(0n);
    expect(split.managerAmount).toBe(500n);
  });

  it('the referral commission is floored to the paisa', () => {
    const split = splitPrizes({ ...base, winnerSharesBp: [10000, 0, 0], pool: 39n, bets: [bet('a', 1, 1, true)] });
    expect(split.outcomes[0]).toMatchObject({ amountWon: 39n, referralCommission: 1n, netToWinner: 38n });
  });

  it('refuses impossible input', () => {
    expect(() => splitPrizes({ ...base, pool: -1n, bets: [] })).toThrow(RangeError);
    expect(() => splitPrizes({ ...base, winnerSharesBp: [6000, 5000, 0], pool: 1n, bets: [] })).toThrow(RangeError);
    expect(() => splitPrizes({ ...base, adminShareBp: 10001, pool: 1n, bets: [] })).toThrow(RangeError);
    expect(() => splitPrizes({ ...base, pool: 1n, bets: [bet('a', 1, 1), bet('a', 2, 2)] })).toThrow(RangeError);
  });
});

/** Three shares each >= 0 summing to at most 10000 bp. */
const sharesArb = fc
  .tuple(fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 10000 }))
  .map(([a, b, c]): [number, number, number] => {
    const total = a + b + c;
    if (total <= 10000) return [a, b, c];
    const scale = (x: number) => Math.floor((x * 10000) / total);
    return [scale(a), scale(b), scale(c)];
  });

const inputArb = fc
  .record({
    betAmount: fc.bigInt({ min: 1n, max: 10_000_000n }),
    // A small score range forces plenty of ties.
    scores: fc.array(fc.integer({ min: -5, max: 8 }), { maxLength: 60 }),
    referred: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
    order: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 60, maxLength: 60 }),
    winnerSharesBp: sharesArb,
    adminShareBp: fc.integer({ min: 0, max: 10000 }),
    hasPlatformAdmin: fc.boolean(),
  })
  .map(({ betAmount, scores, referred, order, ...rest }): PrizeSplitInput => {
    // Unique placing orders in a shuffled input order.
    const bets = scores.map((score, i) => ({
      id: `bet${i}`,
      score,
      placedOrder: BigInt((order[i] ?? 0) * 100 + i),
      referred: referred[i] ?? false,
    }));
    return { ...rest, pool: betAmount * BigInt(bets.length), bets };
  });

describe('splitPrizes: properties', () => {
  it('pays out exactly the pool, never a negative amount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const split = splitPrizes(input);
        expect(totalPaid(split)).toBe(input.pool);
        expect(split.prizesPaid + split.houseRemainder).toBe(input.pool);
        for (const o of split.outcomes) {
          expect(o.amountWon >= 0n && o.netToWinner >= 0n && o.referralCommission >= 0n).toBe(true);
          expect(o.netToWinner + o.referralCommission).toBe(o.amountWon);
        }
        expect(split.adminAmount >= 0n && split.managerAmount >= 0n).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('marks Win exactly the paid bets, and pays nobody below 3rd place', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const split = splitPrizes(input);
        for (const o of split.outcomes) {
          expect(o.result === 'Win').toBe(o.amountWon > 0n);
          if (o.place === null) expect(o.amountWon).toBe(0n);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('ties get equal amounts within one paisa, the earlier-placed never less, and each place pays its prize', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const split = splitPrizes(input);
        const outcomes = byId(split);
        for (const place of split.places) {
          const tied = input.bets
            .filter((b) => b.score === place.score)
            .sort((a, b) => (a.placedOrder < b.placedOrder ? -1 : 1))
            .map((b) => outcomes.get(b.id)?.amountWon ?? -1n);
          expect(place.prize).toBe((input.pool * BigInt(place.shareBp)) / 10000n);
          if (tied.length === 0) {
            expect(place.paid).toBe(0n);
            continue;
          }
          expect(tied.reduce((a, b) => a + b, 0n)).toBe(place.prize);
          for (let i = 1; i < tied.length; i++) {
            const prev = tied[i - 1] ?? 0n;
            const cur = tied[i] ?? 0n;
            expect(prev >= cur && prev - cur <= 1n).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('places are dense ranks of the distinct scores', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const split = splitPrizes(input);
        const distinct = [...new Set(input.bets.map((b) => b.score))].sort((a, b) => b - a);
        input.bets.forEach((b, i) => {
          const rank = distinct.indexOf(b.score) + 1;
          expect(split.outcomes[i]?.place ?? null).toBe(rank <= 3 ? rank : null);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('the referral commission is 5% of the gross, floored; admin is its share of the remainder', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const split = splitPrizes(input);
        input.bets.forEach((b, i) => {
          const o = split.outcomes[i];
          expect(o?.referralCommission).toBe(b.referred ? ((o?.amountWon ?? 0n) * 5n) / 100n : 0n);
        });
        expect(split.adminAmount).toBe(
          input.hasPlatformAdmin ? (split.houseRemainder * BigInt(input.adminShareBp)) / 10000n : 0n,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('REFERRAL_COMMISSION_TEXT', () => {
  it('shows the commission the split pays', () => {
    expect(REFERRAL_COMMISSION_TEXT).toBe(`${REFERRAL_COMMISSION_BP / 100}%`);
    const split = splitPrizes({
      pool: 10_000n,
      winnerSharesBp: [10_000, 0, 0],
      adminShareBp: 0,
      hasPlatformAdmin: false,
      bets: [bet('a', 10, 1, true)],
    });
    expect(`${(Number(split.outcomes[0]?.referralCommission) * 100) / 10_000}%`).toBe(REFERRAL_COMMISSION_TEXT);
  });
});
