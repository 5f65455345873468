import { messages } from '@wicket/shared/messages';
import { describe, expect, test } from 'vitest';
import { matchOf } from '@/testing/fixtures';
import { matchActions } from '../components/match-card';
import { canPostpone, matchFormProblem } from '../utils/match-form-rules';

const now = new Date('2026-11-23T12:00:00Z');
const tomorrow = '2026-11-24T12:00:00.000Z';

const match = matchOf({ _id: 'm1', dateTime: tomorrow });

describe('matchFormProblem: the section 9 rules before sending (issue 13, item 5)', () => {
  test('refuses two equal teams, ignoring case and spaces, on Team 2', () => {
    expect(matchFormProblem({ team1: 'Same', team2: 'same ', dateTime: tomorrow, status: 'Active' }, now)).toEqual({
      field: 'team2',
      message: messages.teamsMustDiffer,
    });
  });

  test('refuses a date in the past (2020) on Date and Time', () => {
    const body = { team1: 'India', team2: 'Australia', dateTime: '2020-03-01T10:00:00.000Z', status: 'Active' };
    expect(matchFormProblem(body, now)).toEqual({ field: 'dateTime', message: messages.dateTimeInPast });
  });

  test('accepts a new match in the future, and an edit that leaves a past date unchanged', () => {
    expect(matchFormProblem({ team1: 'India', team2: 'Australia', dateTime: tomorrow, status: 'Active' }, now)).toBe(
      null,
    );
    const started = { ...match, dateTime: '2026-11-20T10:00:00.000Z', status: 'Ongoing' as const };
    const body = { team1: 'India', team2: 'Pakistan', dateTime: started.dateTime, status: 'Ongoing' };
    expect(matchFormProblem(body, now, started)).toBe(null);
  });

  test('a match with bets may only move to a later date and time (item 6)', () => {
    const withBets = { ...match, hasBets: true };
    const earlier = { team1: 'India', team2: 'Australia', dateTime: '2026-11-24T10:00:00.000Z', status: 'Active' };
    expect(matchFormProblem(earlier, now, withBets)).toEqual({
      field: 'dateTime',
      message: messages.postponeLaterOnly,
    });
    const later = { ...earlier, dateTime: '2026-11-25T10:00:00.000Z' };
    expect(matchFormProblem(later, now, withBets)).toBe(null);
    expect(matchFormProblem({ ...later, status: 'Inactive' }, now, withBets)?.message).toBe(messages.postponeLaterOnly);
  });

  test('canPostpone: before the start, while Active or Inactive', () => {
    expect(canPostpone(match, now)).toBe(true);
    expect(canPostpone({ ...match, status: 'Inactive' }, now)).toBe(true);
    expect(canPostpone({ ...match, status: 'Ongoing' }, now)).toBe(false);
    expect(canPostpone({ ...match, dateTime: '2026-11-23T11:59:00.000Z' }, now)).toBe(false);
  });
});

describe('matchActions: only what can succeed (item 5)', () => {
  test('Ongoing without a result: neither Edit Result nor Approve Credits', () => {
    const can = matchActions({ ...match, status: 'Ongoing', dateTime: '2026-11-23T10:00:00.000Z' }, now);
    expect(can.approveCredits).toBe(false);
    expect(can.editResult).toBe(false);
  });

  test('Ongoing with a result, not settled: Edit Result and Approve Credits', () => {
    const can = matchActions({ ...match, status: 'Ongoing', result: 'r1', hasBets: true }, now);
    expect(can).toMatchObject({ editResult: true, approveCredits: true, edit: false, delete: false });
  });

  test('settled: no result change, no approval, no edit', () => {
    const can = matchActions({ ...match, status: 'Ongoing', result: 'r1', prizeShareStatus: 'Shared' }, now);
    expect(can).toMatchObject({ editResult: false, approveCredits: false, edit: false, delete: false });
  });

  test('settled: Edit Players is no longer offered (issue 38: the server refuses it with 409)', () => {
    const named = { ...match, Team1Players: { '1': 'Rohit' }, status: 'Ongoing' as const, result: 'r1' };
    expect(matchActions(named, now)).toMatchObject({ players: true, playersLabel: 'Edit Players' });
    expect(matchActions({ ...named, prizeShareStatus: 'Approved' }, now).players).toBe(false);
    expect(matchActions({ ...named, prizeShareStatus: 'Shared' }, now).players).toBe(false);
  });

  test('with bets before the start: Edit (a postpone) but no Delete; after the start: neither', () => {
    expect(matchActions({ ...match, hasBets: true }, now)).toMatchObject({ edit: true, delete: false });
    const started = { ...match, hasBets: true, dateTime: '2026-11-23T11:00:00.000Z' };
    expect(matchActions(started, now)).toMatchObject({ edit: false, delete: false });
  });
});

describe('matchActions: a started match without a result', () => {
  test('still offers Add Result (the server accepts it until settled)', () => {
    const started = { ...match, status: 'Ongoing' as const, dateTime: '2026-11-23T10:00:00.000Z' };
    expect(matchActions(started, now)).toMatchObject({ addResult: true, editResult: false, approveCredits: false });
  });
});
