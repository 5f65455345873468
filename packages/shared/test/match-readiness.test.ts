import { describe, expect, it } from 'vitest';
import { hasBetToPlace, hasTeamPlayers, matchGaps } from '../src/match-readiness';

const now = new Date('2026-03-12T10:00:00Z');
const ready = {
  status: 'Active',
  dateTime: '2026-03-12T14:00:00Z',
  result: null as string | null,
  Team1Players: { 0: 'Ann' },
  Team2Players: { 0: 'Bob' },
  activeGroupCount: 1,
};

describe('a member has a bet to place', () => {
  it('only on an Active match before its start, with an Active group and both teams named', () => {
    expect(hasBetToPlace(ready, now)).toBe(true);
    expect(hasBetToPlace({ ...ready, activeGroupCount: 0 }, now)).toBe(false);
    expect(hasBetToPlace({ ...ready, Team2Players: {} }, now)).toBe(false);
    expect(hasBetToPlace({ ...ready, Team1Players: { 0: '  ' } }, now)).toBe(false);
    expect(hasBetToPlace({ ...ready, status: 'Inactive' }, now)).toBe(false);
    expect(hasBetToPlace({ ...ready, dateTime: '2026-03-12T10:00:00Z' }, now)).toBe(false);
    // A result locks the match: nothing to bet on, whatever its status says.
    expect(hasBetToPlace({ ...ready, result: 'r1' }, now)).toBe(false);
  });

  it('says what the manager still has to add', () => {
    expect(matchGaps(ready)).toEqual([]);
    expect(matchGaps({ ...ready, Team1Players: {}, activeGroupCount: 0 })).toEqual(['players', 'group']);
    expect(matchGaps({ ...ready, activeGroupCount: 0 })).toEqual(['group']);
    expect(hasTeamPlayers({ Team1Players: null, Team2Players: { 0: 'Bob' } })).toBe(false);
  });
});
