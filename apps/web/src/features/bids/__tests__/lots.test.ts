import { describe, expect, it } from 'vitest';
import { buildLots, filterLots } from '../utils/lots';

const rules = {
  betAmount: 10,
  minimumIncrement: 2,
  match: { Team1Players: { 0: 'Rohit', 1: 'Gill' }, Team2Players: { 0: 'Warner' } },
};

describe('the bidding lots carry their players (issue 27)', () => {
  it("names each lot's announced players in the combination's order", () => {
    const lots = buildLots([], 'me', rules);
    expect(lots).toHaveLength(364);
    expect(lots.find((lot) => lot.combination === '12A')?.players).toEqual(['Rohit', 'Gill', 'Warner']);
    expect(lots.find((lot) => lot.combination === '34B')?.players).toEqual([]);
  });

  it('finds lots by a player name as well as by combination', () => {
    const lots = buildLots([], 'me', rules);
    const found = filterLots(lots, 'All', 'warn').map((lot) => lot.combination);
    expect(found).toContain('12A');
    expect(found.every((combination) => combination.includes('A'))).toBe(true);
    expect(filterLots(lots, 'All', '12a').map((lot) => lot.combination)).toEqual(['12A']);
  });
});

describe('the grid filtered by one player (issue 38: 364 tiles are some 9,600 px on a phone)', () => {
  it("shows that player's 78 lots, and narrows the other filters further", () => {
    const lots = buildLots([], 'me', rules);
    const gill = filterLots(lots, 'All', '', '2');
    expect(gill).toHaveLength(78);
    expect(gill.every((lot) => lot.combination.includes('2') && lot.players.includes('Gill'))).toBe(true);
    expect(filterLots(lots, 'All', 'warner', '2').map((lot) => lot.combination)).toEqual(
      gill.filter((lot) => lot.combination.includes('A')).map((lot) => lot.combination),
    );
    expect(filterLots(lots, 'Mine', '', '2')).toEqual([]);
    expect(filterLots(lots, 'All', '', null)).toHaveLength(364);
  });
});
