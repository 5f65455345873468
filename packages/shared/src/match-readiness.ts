import { isBettingOpen } from './betting-open';

type Players = Record<string, string> | null | undefined;

/** What a member needs before a bet can be placed on a match that the manager has to provide. */
export type MatchGap = 'players' | 'group';

type ListedMatch = {
  status: string;
  dateTime: Date | string;
  /** A match with a result takes no bets (`isBettingOpen`). */
  result: string | null;
  Team1Players: Players;
  Team2Players: Players;
  /** Groups of the match that are Active (the match lists give it). */
  activeGroupCount: number;
};

const named = (players: Players) => Object.values(players ?? {}).some((name) => name.trim() !== '');

/** Both teams have their players named: a member picks combinations from them. */
export const hasTeamPlayers = (match: Pick<ListedMatch, 'Team1Players' | 'Team2Players'>): boolean =>
  named(match.Team1Players) && named(match.Team2Players);

/**
 * What the manager still has to add before members can bet on the match: players for both teams, and a group that
 * is open (Active). Empty when nothing is missing.
 */
export function matchGaps(match: Pick<ListedMatch, 'Team1Players' | 'Team2Players' | 'activeGroupCount'>): MatchGap[] {
  const gaps: MatchGap[] = [];
  if (!hasTeamPlayers(match)) gaps.push('players');
  if (match.activeGroupCount < 1) gaps.push('group');
  return gaps;
}

/**
 * A member has a bet to place on the match: betting is open (`isBettingOpen`) on at least one of its groups, and
 * its players are named. The member dashboard offers Play, and counts the match as a Popular Live Match, only then.
 */
export function hasBetToPlace(match: ListedMatch, now: Date = new Date()): boolean {
  return matchGaps(match).length === 0 && isBettingOpen(match, { status: 'Active' }, now);
}
