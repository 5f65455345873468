import { describe, expect, it } from 'vitest';
import { isBettingOpen } from '../src/betting-open';
import { GROUP_STATUSES } from '../src/schemas/groups';
import { MATCH_STATUSES } from '../src/schemas/matches';

describe('isBettingOpen', () => {
  const start = new Date('2040-01-01T10:00:00.000Z');
  const before = new Date(start.getTime() - 1);
  const after = new Date(start.getTime() + 1);

  it('is open only while match and group are Active and the start has not come', () => {
    expect(isBettingOpen({ status: 'Active', dateTime: start, result: null }, { status: 'Active' }, before)).toBe(true);
    expect(isBettingOpen({ status: 'Active', dateTime: start, result: null }, { status: 'Active' }, start)).toBe(false);
    expect(isBettingOpen({ status: 'Active', dateTime: start, result: null }, { status: 'Active' }, after)).toBe(false);
    expect(isBettingOpen({ status: 'Inactive', dateTime: start, result: null }, { status: 'Active' }, before)).toBe(
      false,
    );
    expect(isBettingOpen({ status: 'Ongoing', dateTime: start, result: null }, { status: 'Active' }, before)).toBe(
      false,
    );
    expect(isBettingOpen({ status: 'Active', dateTime: start, result: null }, { status: 'Inactive' }, before)).toBe(
      false,
    );
  });

  it('is closed for good once the match has a result, whatever its status and start say', () => {
    const decided = { status: 'Active', dateTime: start, result: 'a-result-id' };
    expect(isBettingOpen(decided, { status: 'Active' }, before)).toBe(false);
    expect(
      isBettingOpen({ ...decided, dateTime: new Date(start.getTime() + 86_400_000) }, { status: 'Active' }, before),
    ).toBe(false);
  });

  it('is open for exactly one of every match status x group status before the start, and none after', () => {
    const open = MATCH_STATUSES.flatMap((m) =>
      GROUP_STATUSES.filter((g) =>
        isBettingOpen({ status: m, dateTime: start, result: null }, { status: g }, before),
      ).map((g) => `${m}/${g}`),
    );
    expect(open).toEqual(['Active/Active']);
    const late = MATCH_STATUSES.flatMap((m) =>
      GROUP_STATUSES.filter((g) => isBettingOpen({ status: m, dateTime: start, result: null }, { status: g }, start)),
    );
    expect(late).toEqual([]);
  });

  it('reads the start as the API sends it: an ISO string, in any offset', () => {
    const match = (dateTime: string) => ({ status: 'Active', dateTime, result: null });
    expect(isBettingOpen(match('2040-01-01T10:00:00.000Z'), { status: 'Active' }, before)).toBe(true);
    expect(isBettingOpen(match('2040-01-01T10:00:00.000Z'), { status: 'Active' }, start)).toBe(false);
    // 15:30 in India is 10:00 UTC: the same instant, so the same answer.
    expect(isBettingOpen(match('2040-01-01T15:30:00+05:30'), { status: 'Active' }, before)).toBe(true);
    expect(isBettingOpen(match('2040-01-01T15:30:00+05:30'), { status: 'Active' }, start)).toBe(false);
  });

  it('uses the current time when none is given', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(isBettingOpen({ status: 'Active', dateTime: past, result: null }, { status: 'Active' })).toBe(false);
    expect(isBettingOpen({ status: 'Active', dateTime: future, result: null }, { status: 'Active' })).toBe(true);
  });
});
