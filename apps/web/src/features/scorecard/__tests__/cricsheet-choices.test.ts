import { EMPTY_FIGURES } from '@wicket/shared/points';
import { describe, expect, it } from 'vitest';
import { CSK_XI, cricsheetReading, KKR_XI, slots } from '@/testing/cricsheet';
import {
  chosenTwice,
  figuresOfChoices,
  fileTeamOf,
  proposedChoices,
  type SlotChoices,
} from '../utils/cricsheet-choices';

const match = {
  team1: 'Chennai Super Kings',
  // Not the file's spelling: the side is still found by its proposed players or the name without case and spaces.
  team2: 'kolkata knightriders',
  team1Players: slots(CSK_XI),
  team2Players: slots(KKR_XI),
};

const reading = cricsheetReading(match);
const indexOf = (name: string) => reading.players.findIndex((p) => p.name === name);

describe('Cricsheet import: each slot proposed, corrected, and the figures it fills', () => {
  it("finds each side's team in the file, by the proposed players or by the name without case and spaces", () => {
    expect(fileTeamOf(reading, 'team1', match.team1)).toBe('Chennai Super Kings');
    expect(fileTeamOf(reading, 'team2', match.team2)).toBe('Kolkata Knight Riders');
    const noProposals = { ...reading, slots: { team1: [], team2: reading.slots.team2 } };
    expect(fileTeamOf(noProposals, 'team1', 'Someone Else')).toBe('Chennai Super Kings');
  });

  it('starts from the proposals: the unmatched slot has no player, and a correction brings that player in', () => {
    const fileTeams = { team1: 'Chennai Super Kings', team2: 'Kolkata Knight Riders' };
    const choices = proposedChoices(reading, fileTeams);
    expect(choices.team1.map((i) => (i === null ? null : reading.players[i]?.name))).toEqual([
      'RD Gaikwad',
      'DP Conway',
      'RV Uthappa',
      'AT Rayudu',
      'RA Jadeja',
      'S Dube',
      'MS Dhoni',
    ]);
    expect(choices.team2[6]).toBeNull();
    expect(figuresOfChoices(reading, choices).team2[6]).toEqual(EMPTY_FIGURES);

    const corrected: SlotChoices = { ...choices, team2: [...choices.team2.slice(0, 6), indexOf('CV Varun')] };
    const figures = figuresOfChoices(reading, corrected);
    expect(figures.team2[6]).toEqual(reading.players[indexOf('CV Varun')]?.figures);
    expect(figures.team2[6]?.played).toBe(true);
    expect(figures.team1[6]).toEqual(reading.players[indexOf('MS Dhoni')]?.figures);
    expect(chosenTwice(corrected)).toEqual(new Set());
  });

  it('a player chosen for two slots is flagged (his points would count twice)', () => {
    const twice: SlotChoices = { team1: [0, 0, null, null, null, null, null], team2: Array(7).fill(null) };
    expect(chosenTwice(twice)).toEqual(new Set([0]));
  });
});
