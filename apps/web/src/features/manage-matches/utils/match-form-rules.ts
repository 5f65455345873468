import { isPostpone, isVenueOnlyEdit, type MatchFields, matchWriteProblem } from '@wicket/shared/match-rules';
import { messages } from '@wicket/shared/messages';
import type { Match, MatchBody } from '@wicket/shared/schemas/matches';
import { st } from '@/i18n';

export type MatchFormProblem = { field: 'team1' | 'team2' | 'dateTime' | 'status'; message: string };

const fieldOf: Record<string, MatchFormProblem['field']> = {
  [messages.teamsMustDiffer]: 'team2',
  [messages.dateTimeInPast]: 'dateTime',
  [messages.statusInvalid]: 'status',
};

const asFields = (match: Pick<Match, 'team1' | 'team2' | 'dateTime' | 'status'> | MatchBody): MatchFields => ({
  team1: match.team1,
  team2: match.team2,
  dateTime: new Date(match.dateTime),
  status: String(match.status),
});

/**
 * The section 9 rules the server applies to a match write, checked before sending (the field shapes are the
 * schema's): different teams, a date and time not in the past (unless an edit leaves it unchanged), a status a form
 * may set. A match with bets (`current.hasBets`) may only be postponed (a later date and time) or get a venue.
 */
export function matchFormProblem(
  body: MatchBody,
  now: Date,
  current?: Pick<Match, 'team1' | 'team2' | 'dateTime' | 'status' | 'hasBets'>,
): MatchFormProblem | null {
  const next = asFields(body);
  const before = current ? asFields(current) : undefined;
  const problem = matchWriteProblem(next, now, before);
  if (problem) return { field: fieldOf[problem] ?? 'dateTime', message: problem };
  // The venue changes no bet: with bets it may still be set alone, as the server allows.
  if (current?.hasBets && before && !isPostpone(before, next, now) && !isVenueOnlyEdit(before, next)) {
    return { field: 'dateTime', message: st(messages.postponeLaterOnly) };
  }
  return null;
}

/** A match with bets can still be postponed while it is Active or Inactive and has not started. */
export function canPostpone(match: Pick<Match, 'status' | 'dateTime'>, now: Date): boolean {
  return (match.status === 'Active' || match.status === 'Inactive') && now.getTime() < Date.parse(match.dateTime);
}
