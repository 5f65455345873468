import { describe, expect, it } from 'vitest';
import {
  chooseCaptain,
  chooseViceCaptain,
  creditsLeftTenths,
  EMPTY_DRAFT,
  sameTeam,
  togglePlayer,
} from '../utils/team-draft';

describe('the team builder draft', () => {
  it('adds players up to the team size, then keeps the team as it is', () => {
    let draft = EMPTY_DRAFT;
    for (const code of ['1', '2', 'A']) draft = togglePlayer(draft, code, 3);
    expect(draft.players).toEqual(['1', '2', 'A']);
    expect(togglePlayer(draft, 'B', 3)).toBe(draft);
  });

  it('removing a player removes its captaincy too', () => {
    let draft = { players: ['1', '2', 'A'], captain: '2', viceCaptain: 'A' };
    draft = togglePlayer(draft, '2', 3);
    expect(draft).toEqual({ players: ['1', 'A'], captain: '', viceCaptain: 'A' });
    expect(togglePlayer(draft, 'A', 3)).toEqual({ players: ['1'], captain: '', viceCaptain: '' });
  });

  it('one player is never captain and vice-captain at once', () => {
    const draft = { players: ['1', '2', 'A'], captain: '1', viceCaptain: '2' };
    expect(chooseViceCaptain(draft, '1')).toEqual({ ...draft, captain: '', viceCaptain: '1' });
    expect(chooseCaptain(draft, '2')).toEqual({ ...draft, captain: '2', viceCaptain: '' });
  });

  it('counts the credits left of the budget, below zero when over', () => {
    const sheet = new Map([
      ['1', 95],
      ['2', 110],
      ['A', 80],
    ]);
    expect(creditsLeftTenths({ players: ['1', '2'], captain: '', viceCaptain: '' }, sheet, 200)).toBe(-5);
    expect(creditsLeftTenths({ players: ['1', 'A'], captain: '', viceCaptain: '' }, sheet, 200)).toBe(25);
  });

  it('tells the same team in another order from another captaincy', () => {
    const team = { players: ['1', '2', 'A'], captain: '1', viceCaptain: 'A' };
    expect(sameTeam(team, { ...team, players: ['A', '1', '2'] })).toBe(true);
    expect(sameTeam(team, { ...team, captain: '2' })).toBe(false);
  });
});
