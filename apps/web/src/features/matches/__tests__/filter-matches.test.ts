import type { Match } from '@wicket/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { filterMatches, toDashboardTab } from '../utils/filter-matches';

/** Local wall-clock times, as the viewer's day decides "today" (design section 7). */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();
const now = new Date(2026, 2, 12, 9, 0);

const match = (id: string, dateTime: string, status: Match['status']): Match =>
  ({ _id: id, team1: `${id} A`, team2: `${id} B`, dateTime, status }) as Match;

const matches = [
  match('tomorrow', at(13, 10), 'Active'),
  match('today-late', at(12, 23, 59), 'Active'),
  match('today-early', at(12, 0, 0), 'Ongoing'),
  match('yesterday', at(11, 23, 59), 'Announced'),
  match('later-inactive', at(20, 18), 'Inactive'),
  match('past-inactive', at(1, 18), 'Inactive'),
];
const ids = (list: Match[]) => list.map((m) => m._id);

describe('dashboard filters (spec section 4)', () => {
  it('All Games: dated today or later, earliest first, whatever the status', () => {
    expect(ids(filterMatches(matches, 'all', now))).toEqual([
      'today-early',
      'today-late',
      'tomorrow',
      'later-inactive',
    ]);
  });

  it("Live match: dated today in the viewer's day, from midnight to 23:59", () => {
    expect(ids(filterMatches(matches, 'live', now))).toEqual(['today-early', 'today-late']);
  });

  it('Inactive: by status, past ones too', () => {
    expect(ids(filterMatches(matches, 'inactive', now))).toEqual(['past-inactive', 'later-inactive']);
  });

  it('Finished: the Announced matches', () => {
    expect(ids(filterMatches(matches, 'finished', now))).toEqual(['yesterday']);
  });

  it('leaves the list it was given alone', () => {
    const before = ids(matches);
    filterMatches(matches, 'all', now);
    expect(ids(matches)).toEqual(before);
  });

  it('an unknown or missing ?tab opens All Games', () => {
    expect(toDashboardTab('finished')).toBe('finished');
    expect(toDashboardTab('LIVE')).toBe('all');
    expect(toDashboardTab(null)).toBe('all');
  });
});
