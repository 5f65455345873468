import { describe, expect, it } from 'vitest';
import {
  isDateTimeTooFarPast,
  isPostpone,
  isSameTeam,
  type MatchFields,
  matchWriteProblem,
  unnamedPlayerCount,
} from '../src/match-rules';
import { messages, playersSavedMessage, winningsMessage } from '../src/messages';
import { formatRsFixed } from '../src/money';
import { idSchema } from '../src/schemas/common';
import { winnerShareSchema } from '../src/schemas/groups';
import { matchBodySchema, matchCreateBodySchema } from '../src/schemas/matches';

const now = new Date('2040-01-01T10:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const match = (over: Partial<MatchFields> = {}): MatchFields => ({
  team1: 'India',
  team2: 'Australia',
  dateTime: minutes(60),
  status: 'Active',
  ...over,
});

describe('match write rules (design-match-day section 9)', () => {
  it('allows a start up to 5 minutes in the past, not more', () => {
    expect(isDateTimeTooFarPast(minutes(-5), now)).toBe(false);
    expect(isDateTimeTooFarPast(new Date(minutes(-5).getTime() - 1), now)).toBe(true);
    expect(matchWriteProblem(match({ dateTime: minutes(-6) }), now)).toBe(messages.dateTimeInPast);
    expect(matchWriteProblem(match({ dateTime: minutes(-4) }), now)).toBeNull();
  });

  it('does not refuse an edit for a past dateTime it leaves unchanged', () => {
    const current = match({ dateTime: minutes(-600) });
    expect(matchWriteProblem(match({ dateTime: minutes(-600), team1: 'Pakistan' }), now, current)).toBeNull();
    expect(matchWriteProblem(match({ dateTime: minutes(-599) }), now, current)).toBe(messages.dateTimeInPast);
  });

  it('compares team names ignoring case and spaces', () => {
    expect(isSameTeam('New Zealand', ' newzealand ')).toBe(true);
    expect(isSameTeam('India', 'India A')).toBe(false);
    expect(matchWriteProblem(match({ team2: 'INDIA' }), now)).toBe(messages.teamsMustDiffer);
  });

  it('sets only Active or Inactive; an edit may send the current status back', () => {
    expect(matchWriteProblem(match({ status: 'Inactive' }), now)).toBeNull();
    expect(matchWriteProblem(match({ status: 'Ongoing' }), now)).toBe(messages.statusInvalid);
    expect(matchWriteProblem(match({ status: 'Ongoing' }), now, match())).toBe(messages.statusInvalid);
    const ongoing = match({ status: 'Ongoing', dateTime: minutes(-30) });
    expect(matchWriteProblem(match({ status: 'Ongoing', dateTime: minutes(-30) }), now, ongoing)).toBeNull();
  });

  it('the create schema refuses Ongoing and OnGoing; the edit schema lets the service decide', () => {
    const body = { team1: 'A', team2: 'B', dateTime: minutes(60).toISOString() };
    for (const status of ['Ongoing', 'OnGoing', 'Announced']) {
      const parsed = matchCreateBodySchema.safeParse({ ...body, status });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(messages.statusInvalid);
    }
    expect(matchCreateBodySchema.parse({ ...body, status: 'inactive' }).status).toBe('Inactive');
    expect(matchBodySchema.parse({ ...body, status: 'OnGoing' }).status).toBe('Ongoing');
  });

  it('a postpone moves only the start, later, before the match starts, while Active or Inactive', () => {
    const current = match();
    expect(isPostpone(current, match({ dateTime: minutes(120) }), now)).toBe(true);
    expect(isPostpone(match({ status: 'Inactive' }), match({ status: 'Inactive', dateTime: minutes(90) }), now)).toBe(
      true,
    );
    expect(isPostpone(current, match({ dateTime: minutes(30) }), now)).toBe(false);
    expect(isPostpone(current, match({ dateTime: minutes(60) }), now)).toBe(false);
    expect(isPostpone(current, match({ dateTime: minutes(120), team1: 'Pakistan' }), now)).toBe(false);
    expect(isPostpone(current, match({ dateTime: minutes(120), status: 'Inactive' }), now)).toBe(false);
    expect(isPostpone(match({ dateTime: minutes(-1) }), match({ dateTime: minutes(120) }), now)).toBe(false);
    const ongoing = match({ status: 'Ongoing' });
    expect(isPostpone(ongoing, match({ status: 'Ongoing', dateTime: minutes(120) }), now)).toBe(false);
  });
});

describe('texts for the web', () => {
  it('winnings say gross, net and commission for a referred member', () => {
    expect(winningsMessage(6300n, 315n)).toBe('RS63.00 won, RS59.85 to you, RS3.15 to your referrer');
    expect(winningsMessage(6300n, 0n)).toBe('RS63.00 won');
    expect(formatRsFixed(123456750n)).toBe('RS12,34,567.50');
    expect(formatRsFixed(5n)).toBe('RS0.05');
  });

  it('a players save with blank slots says how many', () => {
    expect(unnamedPlayerCount({ '0': 'A', '1': 'B' }, { '3': 'C' })).toBe(11);
    expect(playersSavedMessage(0, 14)).toBe(messages.playersUpdated);
    expect(playersSavedMessage(11, 14)).toBe('Players updated successfully! 11 of 14 players have no name yet.');
    expect(playersSavedMessage(14, 14)).toContain(messages.playersNotAnnounced);
  });

  it('a malformed id and a blank winner share read in plain words', () => {
    expect(idSchema.safeParse('abc').error?.issues[0]?.message).toBe(messages.invalidLink);
    for (const blank of ['', '  ', null, undefined]) {
      expect(winnerShareSchema.safeParse(blank).error?.issues[0]?.message).toBe(messages.winnerShareRequired);
    }
    expect(winnerShareSchema.safeParse('12.345').error?.issues[0]?.message).toBe(messages.winnerShareInvalid);
    expect(messages.sharesSumTooHigh).not.toMatch(/managerShare|adminShare/);
  });
});
