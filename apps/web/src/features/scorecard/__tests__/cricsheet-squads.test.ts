import type { CricsheetReading } from '@wicket/shared/schemas/scorecard';
import { describe, expect, it } from 'vitest';
import { sidesInFile, squadsOf } from '../components/cricsheet-import';

describe("a Cricsheet file's players as the club's squads", () => {
  it("names each squad as the match's team (found in the file by name), with its file players once each", () => {
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
    const teams = { team1: 'Kolkata Knight Riders', team2: 'chennai superkings' };
    expect(sidesInFile(reading, teams)).toEqual(['team1', 'team2']);
    const squads = squadsOf(reading, teams, ['team1', 'team2']);
    expect(squads).toEqual([
      { name: 'Kolkata Knight Riders', players: ['UT Yadav'] },
      { name: 'chennai superkings', players: ['MS Dhoni', 'RD Gaikwad'] },
    ]);
  });

  it('offers no squad for a side whose team the file does not name (a file of another opponent, issue 38)', () => {
    const player = (name: string, team: string) => ({ name, team }) as CricsheetReading['players'][number];
    const reading = {
      teams: ['Lions', 'Panthers'],
      players: [player('Asha Rao', 'Lions'), player('Pia Panther', 'Panthers')],
    } as CricsheetReading;
    const teams = { team1: 'Lions', team2: 'Tigers' };
    expect(sidesInFile(reading, teams)).toEqual(['team1']);
    expect(squadsOf(reading, teams, sidesInFile(reading, teams))).toEqual([{ name: 'Lions', players: ['Asha Rao'] }]);
    expect(sidesInFile(reading, { team1: 'Bears', team2: 'Tigers' })).toEqual([]);
  });
});
