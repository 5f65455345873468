import type { Bet } from '@wicket/shared/schemas/bets';
import { describe, expect, it } from 'vitest';
import { buildSheet, filterSheet, sheetFilename, sheetToCsv } from '../utils/betting-sheet';

const match = {
  Team1Players: { '0': 'Rohit', '1': 'Gill' },
  Team2Players: { '0': 'Warner', '2': '=HYPERLINK("x")' },
};

const bet = (id: string, combination: string, firstName: string, phone: string, score: number | null = null): Bet => ({
  _id: id,
  better: { _id: `u-${firstName}`, firstName, lastName: 'Tester', phoneNumber: phone },
  betAmount: 10,
  combination,
  score,
  result: null,
  status: 'Pending',
  createdAt: `2026-03-12T10:0${id}:00.000Z`,
  match: { _id: 'm1', team1: 'India', team2: 'Australia' },
  group: { _id: 'g1', betType: 'Multi Betters' },
  breakdown: null,
});

const bets = [
  bet('1', '12A', 'Asha', '9000000001', 121),
  bet('2', '12A', 'Bala', '9000000002', 121),
  bet('3', '3BC', 'Omar', '9000000003'),
];
const sheet = buildSheet(match, bets);
const row = (combination: string) => sheet.find((r) => r.combination === combination);

describe('the betting sheet', () => {
  it('lists all 364 combinations with their players and holders in placing order', () => {
    expect(sheet).toHaveLength(364);
    expect(row('12A')).toEqual({
      combination: '12A',
      players: ['1 Rohit', '2 Gill', 'A Warner'],
      holders: [
        { name: 'Asha Tester', phone: '9000000001', placedAt: '2026-03-12T10:01:00.000Z' },
        { name: 'Bala Tester', phone: '9000000002', placedAt: '2026-03-12T10:02:00.000Z' },
      ],
      score: 121,
    });
    expect(row('3BC')?.players).toEqual(['3 Player 3', 'B Player B', 'C =HYPERLINK("x")']);
    expect(row('567')?.holders).toEqual([]);
  });

  it('filters taken and available, and searches a combination in any order, a player, a holder or a phone', () => {
    expect(filterSheet(sheet, 'taken', '').map((r) => r.combination)).toEqual(['12A', '3BC']);
    expect(filterSheet(sheet, 'available', '')).toHaveLength(362);
    expect(filterSheet(sheet, 'all', 'a21').map((r) => r.combination)).toEqual(['12A']);
    expect(filterSheet(sheet, 'all', 'omar').map((r) => r.combination)).toEqual(['3BC']);
    expect(filterSheet(sheet, 'all', '9000000002').map((r) => r.combination)).toEqual(['12A']);
    expect(filterSheet(sheet, 'available', 'gill').every((r) => r.players.includes('2 Gill'))).toBe(true);
  });

  it('exports the rows shown as CSV, quoting commas and quotes, defusing formulas', () => {
    const csv = sheetToCsv(filterSheet(sheet, 'taken', ''));
    expect(csv.split('\r\n')).toEqual([
      'Combination,Player 1,Player 2,Player 3,Status,Bets,Holders,Phones,Score',
      '12A,1 Rohit,2 Gill,A Warner,Taken,2,Asha Tester; Bala Tester,9000000001; 9000000002,121',
      '3BC,3 Player 3,B Player B,"C =HYPERLINK(""x"")",Taken,1,Omar Tester,9000000003,',
      '',
    ]);
    const formula = sheetToCsv([{ combination: '12A', players: ['=1+1', '@x', '-2'], holders: [], score: null }]);
    expect(formula.split('\r\n')[1]).toBe("12A,'=1+1,'@x,'-2,Available,0,,,");
  });

  it('names the file after the match and group', () => {
    expect(sheetFilename('India', 'Australia', 'First Better')).toBe(
      'betting-sheet-india-vs-australia-first-better.csv',
    );
  });
});
