import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betScore, checkTeam, formatCredits, parseTeamKey, teamHalfPoints, teamKey, teamSheet } from '../src/fantasy';
import { messages } from '../src/messages';
import { splitPrizes } from '../src/prize-split';

const names = (p: string) => Object.fromEntries(Array.from({ length: 7 }, (_, i) => [String(i), `${p}${i}`]));
/** 14 players; team 1's slot "0" costs 9.5, team 2's slot "0" 11, the rest 8. */
const sheet = teamSheet({ team1: names('L'), team2: names('T') }, { team1: { 0: 95 }, team2: { 0: 110 } });
const rules = { teamSize: 5, budgetTenths: 400 };

describe('Fantasy Team rules (design-contests section 1)', () => {
  it('writes credits without trailing zeros', () => {
    expect(formatCredits(440)).toBe('44');
    expect(formatCredits(435)).toBe('43.5');
    expect(formatCredits(5)).toBe('0.5');
  });

  it('checks a team in the design order: count, both teams, captains, budget (exactly the budget passes)', () => {
    const team = (players: string[], captain: string, viceCaptain: string) => ({ players, captain, viceCaptain });
    expect(checkTeam(team(['1', '2', '3', '4'], '', ''), rules, sheet)).toEqual({
      ok: false,
      message: 'Pick exactly 5 players',
    });
    expect(checkTeam(team(['1', '2', '3', '4', '4'], '', ''), rules, sheet)).toMatchObject({ ok: false });
    expect(checkTeam(team(['1', '2', '3', '4', '5'], '', ''), rules, sheet)).toEqual({
      ok: false,
      message: messages.teamNeedsBothSides,
    });
    expect(checkTeam(team(['2', '3', 'B', 'C', 'D'], '2', '2'), rules, sheet)).toEqual({
      ok: false,
      message: messages.captainsInvalid,
    });
    expect(checkTeam(team(['1', '3', 'B', 'C', 'D'], '1', 'B'), rules, sheet)).toEqual({
      ok: false,
      message: 'This team costs 41.5 credits; the budget is 40',
    });
    expect(checkTeam(team(['2', '3', 'b', 'c', 'd'], '2', 'b'), rules, sheet)).toEqual({
      ok: true,
      key: '23BCD:2B',
      costTenths: 400,
    });
    // A slot without a player cannot be picked.
    const gap = teamSheet({ team1: { 0: 'Only' }, team2: names('T') }, { team1: {}, team2: {} });
    expect(checkTeam(team(['2', 'A', 'B', 'C', 'D'], 'A', 'B'), rules, gap)).toMatchObject({ ok: false });
  });

  it('keys a team by its players in canonical order and its captains', () => {
    const key = teamKey({ players: ['c', 'A', '4', '1', 'F'], captain: '4', viceCaptain: 'a' });
    expect(key).toBe('14ACF:4A');
    expect(parseTeamKey(key)).toEqual({ players: ['1', '4', 'A', 'C', 'F'], captain: '4', viceCaptain: 'A' });
  });

  it('scores half points exactly: a vice-captain on 7 gives 10.5 points, a captain doubles', () => {
    const zeros = [0, 0, 0, 0, 0, 0, 0];
    const team = { players: ['1', '2', 'A', 'B', 'C'], captain: '1', viceCaptain: 'A' };
    expect(teamHalfPoints(team, zeros, [7, 0, 0, 0, 0, 0, 0])).toBe(21);
    expect(teamHalfPoints(team, [4, 1, 0, 0, 0, 0, 9], [7, 0, 0, 0, 0, 0, 0])).toBe(2 * (8 + 1) + 21);
    expect(betScore('12A:1A', [4, 1, 0, 0, 0, 0, 0], [7, 0, 0, 0, 0, 0, 0])).toBe(16 + 2 + 21);
    expect(betScore('12A', [4, 1, 0, 0, 0, 0, 0], [7, 0, 0, 0, 0, 0, 0])).toBe(12);
  });

  it('pays out exactly the pool for random teams and scores (settlement property)', () => {
    const code = fc.constantFrom('1', '2', '3', '4', '5', '6', '7', 'A', 'B', 'C', 'D', 'E', 'F', 'G');
    const teamArb = fc.uniqueArray(code, { minLength: 3, maxLength: 7 }).chain((players) =>
      fc
        .tuple(fc.constantFrom(...players), fc.constantFrom(...players))
        .filter(([c, v]) => c !== v)
        .map(([captain, viceCaptain]) => ({ players, captain, viceCaptain })),
    );
    const scoresArb = fc.array(fc.integer({ min: -20, max: 200 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(teamArb, fc.boolean()), { minLength: 1, maxLength: 40 }),
        scoresArb,
        scoresArb,
        fc.integer({ min: 1, max: 100_000 }),
        fc.tuple(
          fc.integer({ min: 0, max: 6000 }),
          fc.integer({ min: 0, max: 3000 }),
          fc.integer({ min: 0, max: 1000 }),
        ),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (teams, t1, t2, fee, shares, adminShareBp, hasPlatformAdmin) => {
          const pool = BigInt(fee) * BigInt(teams.length);
          const split = splitPrizes({
            pool,
            winnerSharesBp: shares,
            adminShareBp,
            hasPlatformAdmin,
            bets: teams.map(([team, referred], i) => ({
              id: String(i),
              score: betScore(teamKey(team), t1, t2),
              placedOrder: i,
              referred,
            })),
          });
          const paid = split.outcomes.reduce((sum, o) => sum + o.netToWinner + o.referralCommission, 0n);
          expect(paid + split.adminAmount + split.managerAmount).toBe(pool);
          // Equal points are equal places, whatever the entry order.
          const scores = teams.map(([team]) => teamHalfPoints(team, t1, t2));
          split.outcomes.forEach((o, i) => {
            split.outcomes.forEach((p, j) => {
              if (scores[i] === scores[j]) expect(o.place).toBe(p.place);
            });
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
