import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { Bet, BetPage } from '@wicket/shared/schemas/bets';
import type { Group, GroupDetail } from '@wicket/shared/schemas/groups';
import type { Match } from '@wicket/shared/schemas/matches';

/**
 * Server answers for screen tests: an open Multi Betters group of India v Australia (group-1 of match-1) and its bets.
 * Each test overrides only what it is about, so the fields it checks stand in the test.
 */
export function groupDetail(
  overrides: Partial<Omit<GroupDetail, 'match'>> & { match?: Partial<GroupDetail['match']> } = {},
): GroupDetail {
  const { match, ...group } = overrides;
  const { match: _matchId, ...listed } = groupOf();
  return {
    ...listed,
    CombinationsMaster: [...ALL_COMBINATIONS],
    SelectedCombinations: [],
    bettingOpen: true,
    version: 0,
    betCount: 0,
    ...group,
    match: {
      _id: 'match-1',
      team1: 'India',
      team2: 'Australia',
      dateTime: '2026-01-02T10:00:00.000Z',
      status: 'Active',
      result: null,
      Team1Players: {},
      Team2Players: {},
      Team1Credits: {},
      Team2Credits: {},
      ...match,
    },
  };
}

/** Group-1 as a match's group list answers it: open, Multi Betters, no bets yet. */
export function groupOf(overrides: Partial<Group> = {}): Group {
  return {
    _id: 'group-1',
    betType: 'Multi Betters',
    betAmount: 10,
    minimumIncrement: null,
    winnerShare1: 50,
    winnerShare2: 30,
    winnerShare3: 10,
    status: 'Active',
    teamSize: null,
    maxTeams: null,
    creditBudget: null,
    match: 'match-1',
    totalBetAmount: 0,
    hasBets: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    prizes: { first: 0, second: 0, third: 0 },
    ...overrides,
  };
}

/** Match-1 of club-1, India v Australia, open with no players, bets or result; overrides as for `groupDetail`. */
export function matchOf(overrides: Partial<Match> = {}): Match {
  return {
    _id: 'match-1',
    team1: 'India',
    team2: 'Australia',
    dateTime: '2026-01-02T10:00:00.000Z',
    status: 'Active',
    club: 'club-1',
    result: null,
    Team1Players: {},
    Team2Players: {},
    Team1Credits: {},
    Team2Credits: {},
    prizeShareStatus: null,
    venue: null,
    hasBets: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The n-th bet (1-based) of group-1, placed by "Better n" on the n-th combination (wrapping round). */
export function groupBet(n: number, overrides: Partial<Bet> = {}): Bet {
  return {
    _id: `bet-${n}`,
    better: { _id: `user-${n}`, firstName: 'Better', lastName: String(n) },
    betAmount: 10,
    combination: ALL_COMBINATIONS[n % ALL_COMBINATIONS.length] as string,
    score: null,
    result: null,
    status: 'Pending',
    createdAt: '2026-01-01T10:00:00.000Z',
    match: { _id: 'match-1', team1: 'India', team2: 'Australia' },
    group: { _id: 'group-1', betType: 'Multi Betters' },
    breakdown: null,
    ...overrides,
  };
}

/** The server's answer for `page` of a group of `total` bets, `limit` a page; past the end, no bets and the total. */
export function betPageOf(page: number, total: number, limit: number, bet: (n: number) => Bet = groupBet): BetPage {
  const first = (page - 1) * limit + 1;
  const count = Math.max(0, Math.min(limit, total - first + 1));
  return { bets: Array.from({ length: count }, (_, i) => bet(first + i)), total, page, limit };
}
