import { PLAYERS_PER_TEAM } from './combinations';
import { messages } from './messages';

/** A match's start may be up to this far in the past when saved (a form filled in just before the start). */
export const MATCH_PAST_TOLERANCE_MS = 5 * 60 * 1000;

/** Statuses a form (and `POST /api/matches`) may set; `Ongoing` and `Announced` are the server's. */
const SETTABLE_STATUSES: readonly string[] = ['Active', 'Inactive'];

/** True when `dateTime` lies more than 5 minutes before `now`. */
export function isDateTimeTooFarPast(dateTime: Date, now: Date): boolean {
  return dateTime.getTime() < now.getTime() - MATCH_PAST_TOLERANCE_MS;
}

/** A team name as compared for equality: letter case and every space ignored (`New Zealand` = `newzealand`). */
export function teamNameKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

export function isSameTeam(team1: string, team2: string): boolean {
  return teamNameKey(team1) === teamNameKey(team2);
}

export type MatchFields = { team1: string; team2: string; dateTime: Date; status: string };

/**
 * The rules of a match create or edit beyond the field shapes (design-match-day section 9), first failure's text or
 * null. `current` is the match as stored (edits only): a dateTime left unchanged is not refused for being past, and
 * the status may be sent back unchanged; otherwise only `Active` and `Inactive` may be set.
 */
export function matchWriteProblem(next: MatchFields, now: Date, current?: MatchFields): string | null {
  if (!SETTABLE_STATUSES.includes(next.status) && next.status !== current?.status) return messages.statusInvalid;
  if (isSameTeam(next.team1, next.team2)) return messages.teamsMustDiffer;
  const unchanged = current !== undefined && current.dateTime.getTime() === next.dateTime.getTime();
  if (!unchanged && isDateTimeTooFarPast(next.dateTime, now)) return messages.dateTimeInPast;
  return null;
}

/**
 * A postpone: the only edit allowed once a match has bets. The new dateTime is later, the match has not started
 * (now is before its current start) and is `Active` or `Inactive`, and teams and status are unchanged.
 */
export function isPostpone(current: MatchFields, next: MatchFields, now: Date): boolean {
  return (
    SETTABLE_STATUSES.includes(current.status) &&
    now.getTime() < current.dateTime.getTime() &&
    next.dateTime.getTime() > current.dateTime.getTime() &&
    next.team1 === current.team1 &&
    next.team2 === current.team2 &&
    next.status === current.status
  );
}

/** An edit that changes nothing but the venue (teams, start and status as they are). */
export function isVenueOnlyEdit(current: MatchFields, next: MatchFields): boolean {
  return (
    next.dateTime.getTime() === current.dateTime.getTime() &&
    next.team1 === current.team1 &&
    next.team2 === current.team2 &&
    next.status === current.status
  );
}

/**
 * A match with a result is locked for good (design-season section 10): an edit may not set `Active` or `Inactive`
 * (which would reopen betting) nor move its start. True when `next` would do either.
 */
export function reopensDecidedMatch(current: MatchFields, next: MatchFields): boolean {
  return SETTABLE_STATUSES.includes(next.status) || next.dateTime.getTime() !== current.dateTime.getTime();
}

/** Blank player slots of a match (7 per team; `Team1Players`/`Team2Players` hold only the named ones). */
export function unnamedPlayerCount(team1Players: Record<string, string>, team2Players: Record<string, string>): number {
  return 2 * PLAYERS_PER_TEAM - Object.keys(team1Players).length - Object.keys(team2Players).length;
}
