import type { CricsheetReading } from '@wicket/shared/schemas/scorecard';
import { describe, expect, it } from 'vitest';
import { squadsOf } from '../components/cricsheet-import';

describe("a Cricsheet file's players as the club's squads", () => {
  it("names each squad as the match's team, with that side's file players once each", () => {
    const player = (name: string, team: string) => ({ name, team }) as CricsheetReading['players'][number];
    const reading = {
      teams: ['Chennai Super Kings', 'Kolkata Knight Riders'],
      players: [
        player('MS Dhoni', 'Chennai Super Kings'),
        player('RD Gaikwad', 'Chennai Super Kings'),
        player('ms dhoni', 'Chennai Super Kings'),
        player('UT Yadav', 'Kolkata Knight Riders'),
      ],
    } as CricsheetReading;
    const squads = squadsOf(
      { reading, fileTeams: { team1: 'Kolkata Knight Riders', team2: 'Chennai Super Kings' } },
      { team1: 'KKR', team2: 'CSK' },
    );
    expect(squads).toEqual([
      { name: 'KKR', players: ['UT Yadav'] },
      { name: 'CSK', players: ['MS Dhoni', 'RD Gaikwad'] },
    ]);
  });
});
