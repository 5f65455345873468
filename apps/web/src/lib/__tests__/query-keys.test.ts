import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateEvents, keysForEvent, queryKeys } from '../query-keys';

/** Seeds one cached query per key and answers which of them an event leaves stale. */
async function staleAfter(event: Parameters<typeof keysForEvent>[0], keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  await invalidateEvents(client, [event]);
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
}

const cached = [
  queryKeys.groups.detail('g1'),
  queryKeys.groups.detail('g2'),
  queryKeys.groups.byMatch('m1'),
  queryKeys.groups.byMatch('m2'),
  queryKeys.bets.group('g1'),
  queryKeys.bets.group('g2'),
  queryKeys.bets.groupPage('g1', 2, 100),
  queryKeys.bets.groupPage('g2', 1, 100),
  queryKeys.bets.minePage(1),
  queryKeys.winners.group('g1'),
  queryKeys.winners.group('g2'),
  queryKeys.matches.detail('m1'),
  queryKeys.matches.detail('m2'),
  queryKeys.matches.list('club-1'),
  queryKeys.matches.list(undefined),
  queryKeys.results.detail('r1'),
  queryKeys.scorecards.match('m1'),
  queryKeys.scorecards.match('m2'),
  queryKeys.clubs.pointsSystem('club-1'),
  queryKeys.account.details('u1'),
  queryKeys.account.profile('u1'),
  queryKeys.transactions.user('u1'),
  queryKeys.members.list(undefined),
  queryKeys.users.all,
  queryKeys.referralStats,
  queryKeys.clubs.list,
  queryKeys.countryCodes,
  queryKeys.standings.group('g1'),
  queryKeys.standings.group('g2'),
  queryKeys.season.standings('club-1', '', ''),
  queryKeys.season.myStats,
  queryKeys.notifications.all,
];

describe('keysForEvent', () => {
  it("a group event outdates that group, its match's group list, its bets and winners, and my bets only", async () => {
    expect(await staleAfter({ type: 'group', groupId: 'g1', matchId: 'm1' }, cached)).toEqual([
      'groups/detail/g1',
      'groups/match/m1',
      'bets/group/g1',
      'bets/group/g1/page/2/100',
      'bets/mine/1',
      'winners/group/g1',
      'group-standings/g1',
    ]);
  });

  it('a match event outdates that match, its scorecard, every match list, and every group, result, winner and bet', async () => {
    expect(await staleAfter({ type: 'match', matchId: 'm1' }, cached)).toEqual([
      'groups/detail/g1',
      'groups/detail/g2',
      'groups/match/m1',
      'groups/match/m2',
      'bets/group/g1',
      'bets/group/g2',
      'bets/group/g1/page/2/100',
      'bets/group/g2/page/1/100',
      'bets/mine/1',
      'winners/group/g1',
      'winners/group/g2',
      'matches/detail/m1',
      'matches/list/club-1',
      'matches/list/own',
      'results/r1',
      'scorecards/m1',
      'group-standings/g1',
      'group-standings/g2',
      'season/standings/club-1//',
      'season/my-stats',
    ]);
  });

  it("a group event carrying its board's change outdates the group's bets and lots only (the rest took the change)", async () => {
    const change = { version: 2, fromVersion: 1, taken: ['12A'], freed: [], totalBetAmount: 20, betCount: 2 };
    expect(await staleAfter({ type: 'group', groupId: 'g1', matchId: 'm1', change }, cached)).toEqual([
      'bets/group/g1',
      'bets/group/g1/page/2/100',
    ]);
  });

  it('a balance event outdates every balance on screen and my bets, and nothing about matches', async () => {
    expect(await staleAfter({ type: 'balance' }, cached)).toEqual([
      'bets/mine/1',
      'account/details/u1',
      'account/profile/u1',
      'transactions/u1',
      'members/own',
      'users',
      'referral-stats',
    ]);
  });

  it('a notification event outdates the bell only', async () => {
    expect(await staleAfter({ type: 'notification' }, cached)).toEqual(['notifications']);
  });

  it('accepts the server event with its extra fields', () => {
    const fromServer = { type: 'match' as const, matchId: 'm9', clubId: 'c1', status: 'Ongoing' };
    expect(keysForEvent(fromServer)).toContainEqual(queryKeys.matches.detail('m9'));
  });
});
