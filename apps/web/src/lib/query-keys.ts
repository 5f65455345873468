import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BoardChange } from '@wicket/shared/board';

/**
 * The one query-key factory of the web app. Every query's key comes from here, so member and staff screens that
 * show the same thing share one cache entry, and every change (a mutation, a live event) finds the keys it
 * outdates in one place: `keysForEvent`. Keys are nested by entity, so a shorter key (`queryKeys.bets.all`)
 * invalidates every longer one under it.
 */
export const queryKeys = {
  account: {
    all: ['account'] as const,
    details: (userId: string) => ['account', 'details', userId] as const,
    profile: (userId: string) => ['account', 'profile', userId] as const,
  },
  matches: {
    all: ['matches'] as const,
    lists: ['matches', 'list'] as const,
    /** A club's matches; `undefined` is the signed-in Manager's own club (GET /api/matches). */
    list: (clubId: string | undefined) => ['matches', 'list', clubId ?? 'own'] as const,
    detail: (matchId: string) => ['matches', 'detail', matchId] as const,
  },
  groups: {
    all: ['groups'] as const,
    byMatch: (matchId: string) => ['groups', 'match', matchId] as const,
    detail: (groupId: string) => ['groups', 'detail', groupId] as const,
  },
  results: {
    all: ['results'] as const,
    detail: (resultId: string) => ['results', resultId] as const,
  },
  /** A group's standings (GET /api/groups/{id}/standings): provisional from the first saved result. */
  standings: {
    all: ['group-standings'] as const,
    group: (groupId: string) => ['group-standings', groupId] as const,
  },
  /** A club's season standings (design-match-day section 7) and the member's stats: they move at settlement. */
  season: {
    all: ['season'] as const,
    standings: (clubId: string, from: string, to: string) => ['season', 'standings', clubId, from, to] as const,
    myStats: ['season', 'my-stats'] as const,
  },
  winners: {
    all: ['winners'] as const,
    group: (groupId: string) => ['winners', 'group', groupId] as const,
  },
  bets: {
    all: ['bets'] as const,
    /** Everything about a group's bets: the keys below sit under it, so one invalidation reaches them all. */
    group: (groupId: string) => ['bets', 'group', groupId] as const,
    /** One page of a group's bets (View Bets; GET /api/bets/group/{groupId}?page&limit). */
    groupPage: (groupId: string, page: number, limit: number) =>
      ['bets', 'group', groupId, 'page', page, limit] as const,
    /** Every bet of a group, loaded page by page (the betting sheet). */
    groupAll: (groupId: string) => ['bets', 'group', groupId, 'all'] as const,
    /** A Fantasy Team group's teams (GET /api/groups/{groupId}/teams): a team is the group's bet. */
    teams: (groupId: string) => ['bets', 'group', groupId, 'teams'] as const,
    mine: ['bets', 'mine'] as const,
    minePage: (page: number) => ['bets', 'mine', page] as const,
  },
  /** Bidding Method lots with their standing bids (GET /api/bids/group/{groupId}). */
  bids: {
    all: ['bids'] as const,
    group: (groupId: string) => ['bids', 'group', groupId] as const,
  },
  /** A welcome link's greeting (design-season section 6), by its token. */
  welcome: (token: string) => ['welcome', token] as const,
  members: {
    all: ['members'] as const,
    list: (clubId: string | undefined) => ['members', clubId ?? 'own'] as const,
    /** A club's pending invitations, as its staff see them to withdraw one (design-contests section 4). */
    invitations: (clubId: string) => ['members', 'invitations', clubId] as const,
  },
  clubs: {
    all: ['clubs'] as const,
    list: ['clubs', 'list'] as const,
    detail: (clubId: string) => ['clubs', 'detail', clubId] as const,
    settings: (clubId: string) => ['clubs', 'settings', clubId] as const,
    /** The club's points system (GET /api/clubs/{id}/points-system): the editor, and scoring as the manager types. */
    pointsSystem: (clubId: string) => ['clubs', 'points-system', clubId] as const,
  },
  /** A match's scorecard (GET /api/matches/{id}/scorecard): a result saved by hand removes it. */
  scorecards: {
    all: ['scorecards'] as const,
    match: (matchId: string) => ['scorecards', matchId] as const,
  },
  /** A club's teams and group templates, and a match's lineup suggestion (design-season section 4). */
  squads: {
    all: ['squads'] as const,
    teams: (clubId: string) => ['squads', 'teams', clubId] as const,
    templates: (clubId: string) => ['squads', 'templates', clubId] as const,
    /** Every match's lineup: one match's players change what another match suggests. */
    lineups: ['squads', 'lineup'] as const,
    lineup: (matchId: string) => ['squads', 'lineup', matchId] as const,
  },
  users: { all: ['users'] as const },
  transactions: {
    all: ['transactions'] as const,
    user: (userId: string) => ['transactions', userId] as const,
  },
  /** The caller's notifications and unread count (the header bell). */
  notifications: { all: ['notifications'] as const },
  /** The member's pending club invitations (GET /api/users/invitations): one arrives with an `invite` notification. */
  invitations: { all: ['invitations'] as const },
  referralStats: ['referral-stats'] as const,
  referrer: (code: string) => ['referrer', code] as const,
  countryCodes: ['country-codes'] as const,
  /** The signed-in user's calendar feed address (GET /api/users/calendar). */
  calendar: ['calendar'] as const,
  /** The signed-in user's push switches (GET /api/users/notification-settings). */
  notificationSettings: ['notification-settings'] as const,
  /** Whether this phone gets push notifications: the browser's own state, not the server's. */
  pushPhone: ['push-phone'] as const,
};

/**
 * A change announced by the server (design-match-day section 1) or made by this client: ids only, the screens
 * refetch what they show. Extra fields of the server's events (clubId, status, credits) are accepted and unused.
 */
export type LiveEvent =
  /** `change`: a bet, bid or entry, already applied to the cached group and its match's list (live-board.ts). */
  | { type: 'group'; groupId: string; matchId: string; change?: BoardChange }
  | { type: 'match'; matchId: string }
  | { type: 'balance' }
  | { type: 'notification' };

/**
 * The keys a change outdates:
 * - `group`: a bet placed, a group created, edited or deleted: the group, its match's group list, its bets (every
 *   page of them), standings and winners, and the member's own bets.
 * - `match`: a match created, edited or deleted, its players, result, scorecard, settlement: the match, every match
 *   list, every group (a group's detail carries its match and whether betting is open), results, the match's
 *   scorecard (a result typed by hand replaces it), standings, winners and bets (a result scores every bet, a
 *   settlement decides them), season standings and stats, and lineup suggestions (they come from matches' players).
 * - `balance`: credits moved: the header balance and profile, the member's own bets (a bet from another device),
 *   wallet history, members' and users' balances,
 *   referral earnings.
 * - `notification`: the bell's list and unread count, and pending invitations (an invitation comes with one).
 */
export function keysForEvent(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'group':
      // Another member's bet, bid or entry: the lists of bets and lots (names and amounts the change does not
      // carry). The member's own bets follow their balance events; standings and winners wait for a result.
      if (event.change) {
        return event.change.lots
          ? [queryKeys.bets.group(event.groupId)]
          : [queryKeys.bets.group(event.groupId), queryKeys.bids.group(event.groupId)];
      }
      return [
        queryKeys.groups.detail(event.groupId),
        queryKeys.groups.byMatch(event.matchId),
        queryKeys.bets.group(event.groupId),
        queryKeys.bids.group(event.groupId),
        queryKeys.bets.mine,
        queryKeys.standings.group(event.groupId),
        queryKeys.winners.group(event.groupId),
      ];
    case 'match':
      return [
        queryKeys.matches.detail(event.matchId),
        queryKeys.matches.lists,
        queryKeys.groups.all,
        queryKeys.results.all,
        queryKeys.scorecards.match(event.matchId),
        queryKeys.standings.all,
        queryKeys.season.all,
        queryKeys.winners.all,
        queryKeys.bets.all,
        queryKeys.bids.all,
        queryKeys.squads.lineups,
      ];
    case 'balance':
      return [
        queryKeys.account.all,
        queryKeys.bets.mine,
        queryKeys.transactions.all,
        queryKeys.members.all,
        queryKeys.users.all,
        queryKeys.referralStats,
      ];
    case 'notification':
      return [queryKeys.notifications.all, queryKeys.invitations.all];
  }
}

/** Invalidates every key (and the keys under it); resolves when the active queries among them have refetched. */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** `invalidateKeys` for several events at once (a bet changes a group and a balance). */
export function invalidateEvents(queryClient: QueryClient, events: readonly LiveEvent[]): Promise<void> {
  return invalidateKeys(queryClient, events.flatMap(keysForEvent));
}
