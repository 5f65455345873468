import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CricsheetFigures,
  cricsheetFigures,
  cricsheetFiguresOfText,
  type MatchForProposal,
  proposeSlots,
  slotNameMatches,
} from '../src/cricsheet';
import { messages } from '../src/messages';
import { DEFAULT_POINTS_SYSTEM, EMPTY_FIGURES, figuresError, type PlayerFigures, scoreFigures } from '../src/points';

/**
 * Real Cricsheet files (test/fixtures/cricsheet, ODC-BY, see its README). The expected figures were counted from
 * the files by hand with jq (super-over innings left out), not with the parser:
 *   jq '[.innings[] | select(.super_over != true) | .overs[].deliveries[] | select(.batter == "PA Patel")]'
 * summing runs.batter, counting deliveries without extras.wides, and runs.batter of 4 and 6; for a bowler, the
 * deliveries without wides or no-balls, runs.batter + wides + noballs, and the wickets by kind; each over read
 * for maidens; and the wickets' fielders for catches, stumpings and run outs.
 */
const load = (id: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/cricsheet/${id}.json`, import.meta.url), 'utf8'));

function figuresOf(id: string): CricsheetFigures {
  const result = cricsheetFigures(load(id));
  if ('error' in result) throw new Error(result.error);
  return result;
}

const player = (file: CricsheetFigures, name: string): PlayerFigures => {
  const found = file.players.find((p) => p.name === name);
  if (!found) throw new Error(`${name} is not in the file`);
  return found.figures;
};
const figures = (f: Partial<PlayerFigures>): PlayerFigures => ({ ...EMPTY_FIGURES, played: true, ...f });

describe('1175356.json (format 1.0.0): RCB v CSK, 2019', () => {
  const file = figuresOf('1175356');

  it('lists every player of info.players, by team, as played', () => {
    expect(file.teams).toEqual(['Royal Challengers Bangalore', 'Chennai Super Kings']);
    expect(file.players).toHaveLength(22);
    expect(file.players[0]).toMatchObject({ name: 'V Kohli', team: 'Royal Challengers Bangalore' });
    expect(file.players[11]).toMatchObject({ name: 'SR Watson', team: 'Chennai Super Kings' });
    expect(file.players.every((p) => p.figures.played)).toBe(true);
  });

  it('a batter: PA Patel 29 off 35 balls, 2 fours, out', () => {
    expect(player(file, 'PA Patel')).toEqual(figures({ runs: 29, balls: 35, fours: 2, out: true }));
  });

  it('a bowler with a caught and bowled: Harbhajan Singh 24 legal balls, 20 runs, 3 wickets, 2 catches', () => {
    expect(player(file, 'Harbhajan Singh')).toEqual(
      figures({ ballsBowled: 24, runsConceded: 20, wickets: 3, catches: 2 }),
    );
  });

  it('maidens: a bye does not spoil one, a one-ball over is none', () => {
    // RA Jadeja's over 17 (index 16) conceded only a bye; his lbw counts as lbwBowled
    expect(player(file, 'RA Jadeja')).toEqual(
      figures({
        runs: 6,
        balls: 15,
        out: false,
        ballsBowled: 24,
        runsConceded: 15,
        wickets: 2,
        lbwBowled: 1,
        maidens: 1,
        catches: 2,
      }),
    );
    expect(player(file, 'YS Chahal')).toMatchObject({ ballsBowled: 24, runsConceded: 6, wickets: 1, maidens: 1 });
    expect(player(file, 'Imran Tahir')).toMatchObject({ ballsBowled: 24, runsConceded: 9, wickets: 3, maidens: 1 });
    // the last over of the innings had one ball and no run
    expect(player(file, 'DJ Bravo')).toMatchObject({ ballsBowled: 1, runsConceded: 0, wickets: 1, maidens: 0 });
  });

  it('a run out without a named fielder: the batter is out and nobody is credited', () => {
    expect(player(file, 'SO Hetmyer')).toMatchObject({ runs: 0, balls: 2, out: true });
    expect(file.players.reduce((n, p) => n + p.figures.runOutsDirect + p.figures.runOutsIndirect, 0)).toBe(0);
  });

  it('scores by the default table: SR Watson, a 10-ball duck with 2 catches', () => {
    const watson = player(file, 'SR Watson');
    expect(watson).toEqual(figures({ balls: 10, out: true, catches: 2 }));
    expect(scoreFigures(watson, DEFAULT_POINTS_SYSTEM)).toEqual({
      points: -2 - 6 + 16 + 4,
      breakdown: [
        { item: 'duck', points: -2 },
        { item: 'strikeRate', points: -6 },
        { item: 'catches', points: 16 },
        { item: 'played', points: 4 },
      ],
    });
  });

  it('every counted player has figures the scorecard accepts', () => {
    for (const p of file.players) expect([p.name, figuresError(p.figures)]).toEqual([p.name, null]);
  });
});

describe('1216547.json (format 1.0.0): RCB v MI, 2020, tied and decided by a super over', () => {
  const file = figuresOf('1216547');

  it('batters: the super over adds nothing (Kohli 3 off 11 and out; Pollard 60* off 24, out only in it)', () => {
    expect(player(file, 'V Kohli')).toEqual(figures({ runs: 3, balls: 11, out: true }));
    // he bowled one over too: 1, 4, 1, 4, 2, 1
    expect(player(file, 'KA Pollard')).toEqual(
      figures({ runs: 60, balls: 24, fours: 3, sixes: 5, catches: 2, ballsBowled: 6, runsConceded: 13 }),
    );
    expect(player(file, 'AB de Villiers')).toMatchObject({ runs: 55, balls: 24, fours: 4, sixes: 4 });
    expect(player(file, 'Ishan Kishan')).toMatchObject({ runs: 99, balls: 58, fours: 2, sixes: 9, out: true });
  });

  it('bowlers: the super overs bowled by Bumrah and Saini are left out, and so is its wicket and catch', () => {
    expect(player(file, 'JJ Bumrah')).toMatchObject({ ballsBowled: 24, runsConceded: 42, wickets: 0 });
    expect(player(file, 'Navdeep Saini')).toMatchObject({ ballsBowled: 24, runsConceded: 43, wickets: 0 });
    expect(player(file, 'Gurkeerat Singh').catches).toBe(0);
  });

  it('a substitute fielder who is not in info.players (P Negi, 3 catches) is not counted', () => {
    expect(file.players.map((p) => p.name)).not.toContain('P Negi');
    const catches = file.players.reduce((n, p) => n + p.figures.catches, 0);
    // 9 dismissals caught in the two innings, 3 by the substitute
    expect(catches).toBe(5);
  });

  it('the runs of all batters are the two innings without the super overs', () => {
    const total = file.players.reduce((n, p) => n + p.figures.runs, 0);
    // batter runs of innings 1 and 2 (jq: [.innings[0,1].overs[].deliveries[].runs.batter] | add)
    expect(total).toBe(
      (load('1216547') as { innings: { overs: { deliveries: { runs: { batter: number } }[] }[] }[] }).innings
        .slice(0, 2)
        .flatMap((i) => i.overs.flatMap((o) => o.deliveries.map((d) => d.runs.batter)))
        .reduce((a, b) => a + b, 0),
    );
  });
});

describe('1304047.json (format 1.1.0): CSK v KKR, 2022', () => {
  const file = figuresOf('1304047');

  it('a batter: MS Dhoni 50* off 38, 7 fours, 1 six', () => {
    expect(player(file, 'MS Dhoni')).toEqual(figures({ runs: 50, balls: 38, fours: 7, sixes: 1, catches: 1 }));
  });

  it('a bowler with wides and a no-ball: UT Yadav 24 legal balls, 20 runs, 2 wickets', () => {
    expect(player(file, 'UT Yadav')).toMatchObject({ ballsBowled: 24, runsConceded: 20, wickets: 2, maidens: 0 });
  });

  it('a stumping, and a run out by two fielders (each of them +1 indirect)', () => {
    expect(player(file, 'SP Jackson')).toMatchObject({ stumpings: 1, runs: 3, balls: 3 });
    expect(player(file, 'AT Rayudu')).toMatchObject({ runs: 15, balls: 17, fours: 1, sixes: 1, out: true });
    expect(player(file, 'SS Iyer')).toMatchObject({ runOutsIndirect: 1, runOutsDirect: 0, catches: 1 });
    expect(player(file, 'SP Narine')).toMatchObject({
      runOutsIndirect: 1,
      catches: 1,
      ballsBowled: 24,
      runsConceded: 15,
      wickets: 0,
    });
    // the stumping is also the bowler's wicket
    expect(player(file, 'CV Varun').wickets).toBe(1);
  });
});

/** A small hand-made file for the rules the three real ones do not exercise. */
const synthetic = (deliveries: Record<string, unknown>[], players?: Record<string, string[]>) => ({
  meta: { data_version: '1.1.0' },
  info: {
    teams: ['Aces', 'Bolts'],
    players: players ?? { Aces: ['A One', 'A Two', 'A Sub'], Bolts: ['B One', 'B Two', 'B Three'] },
  },
  innings: [{ team: 'Aces', overs: [{ over: 0, deliveries }] }],
});
const ball = (extra: Record<string, unknown> = {}) => ({
  batter: 'A One',
  non_striker: 'A Two',
  bowler: 'B One',
  runs: { batter: 0, extras: 0, total: 0 },
  ...extra,
});

describe('counting rules on hand-made deliveries', () => {
  const count = (deliveries: Record<string, unknown>[]) => {
    const result = cricsheetFigures(synthetic(deliveries));
    if ('error' in result) throw new Error(result.error);
    return result;
  };

  it('wides are not faced and not legal; no-balls are faced and not legal; byes are not conceded', () => {
    const file = count([
      ball({ extras: { wides: 1 }, runs: { batter: 0, extras: 1, total: 1 } }),
      ball({ extras: { noballs: 1 }, runs: { batter: 4, extras: 1, total: 5 } }),
      ball({ extras: { byes: 4 }, runs: { batter: 0, extras: 4, total: 4 } }),
      ball({ extras: { legbyes: 1 }, runs: { batter: 0, extras: 1, total: 1 } }),
      ball({ runs: { batter: 4, extras: 0, total: 4, non_boundary: true } }),
      ball({ runs: { batter: 6, extras: 0, total: 6 } }),
    ]);
    expect(player(file, 'A One')).toEqual(figures({ runs: 14, balls: 5, fours: 1, sixes: 1 }));
    expect(player(file, 'B One')).toEqual(figures({ ballsBowled: 4, runsConceded: 1 + 5 + 4 + 6 }));
  });

  it('a maiden needs 6 legal balls by one bowler and nothing conceded (a wide spoils it)', () => {
    expect(player(count(Array.from({ length: 6 }, () => ball())), 'B One').maidens).toBe(1);
    expect(player(count(Array.from({ length: 5 }, () => ball())), 'B One').maidens).toBe(0);
    const wide = ball({ extras: { wides: 1 }, runs: { batter: 0, extras: 1, total: 1 } });
    expect(player(count([wide, ...Array.from({ length: 6 }, () => ball())]), 'B One').maidens).toBe(0);
    const shared = [...Array.from({ length: 5 }, () => ball()), ball({ bowler: 'B Two' })];
    expect(player(count(shared), 'B One').maidens).toBe(0);
    expect(player(count(shared), 'B Two').maidens).toBe(0);
  });

  it('wicket kinds: bowler credit, lbw or bowled, retired hurt not out, run outs direct and indirect', () => {
    const file = count([
      ball({ wickets: [{ player_out: 'A One', kind: 'lbw' }] }),
      ball({ wickets: [{ player_out: 'A One', kind: 'hit wicket' }] }),
      ball({ wickets: [{ player_out: 'A Two', kind: 'retired hurt' }] }),
      ball({ wickets: [{ player_out: 'A One', kind: 'run out', fielders: [{ name: 'B Two' }] }] }),
      ball({
        wickets: [
          {
            player_out: 'A Two',
            kind: 'run out',
            fielders: [{ name: 'B One' }, { name: 'B Two' }, { name: 'B Three' }],
          },
        ],
      }),
      ball({ wickets: [{ player_out: 'A Two', kind: 'obstructing the field' }] }),
      ball({ wickets: [{ player_out: 'A One', kind: 'stumped', fielders: [{ name: 'B Three' }] }] }),
    ]);
    expect(player(file, 'B One')).toMatchObject({ wickets: 3, lbwBowled: 1, runOutsIndirect: 0 });
    expect(player(file, 'B Two')).toMatchObject({ runOutsDirect: 1, runOutsIndirect: 1 });
    expect(player(file, 'B Three')).toMatchObject({ runOutsIndirect: 1, stumpings: 1 });
    expect(player(file, 'A One').out).toBe(true);
    expect(player(count([ball({ wickets: [{ player_out: 'A Two', kind: 'retired hurt' }] })]), 'A Two').out).toBe(
      false,
    );
  });

  it('a substitute listed in info.players counts; fielders of the batting side do not', () => {
    const file = cricsheetFigures(
      synthetic(
        [ball({ wickets: [{ player_out: 'A One', kind: 'caught', fielders: [{ name: 'B Sub', substitute: true }] }] })],
        {
          Aces: ['A One', 'A Two'],
          Bolts: ['B One', 'B Sub'],
        },
      ),
    ) as CricsheetFigures;
    expect(player(file, 'B Sub').catches).toBe(1);
    const own = count([ball({ wickets: [{ player_out: 'A One', kind: 'caught', fielders: [{ name: 'A Two' }] }] })]);
    expect(player(own, 'A Two').catches).toBe(0);
  });
});

describe('not a Cricsheet match file', () => {
  const valid = synthetic([ball()]);
  const broken: [string, unknown][] = [
    ['not an object', 'hello'],
    ['an array', []],
    ['null', null],
    ['no info.teams', { ...valid, info: { players: valid.info.players } }],
    ['no info.players', { ...valid, info: { teams: valid.info.teams } }],
    ['no innings', { meta: valid.meta, info: valid.info }],
    ['three teams', { ...valid, info: { ...valid.info, teams: ['Aces', 'Bolts', 'Cats'] } }],
    ['the same team twice', { ...valid, info: { ...valid.info, teams: ['Aces', 'Aces'] } }],
    ['an innings of a team not in the match', { ...valid, innings: [{ team: 'Cats', overs: [] }] }],
    ['runs as text', synthetic([ball({ runs: { batter: '4' } })])],
    ['negative runs', synthetic([ball({ runs: { batter: -1 } })])],
    ['a delivery without a bowler', synthetic([{ batter: 'A One', runs: { batter: 0 } }])],
    ['a wicket without a kind', synthetic([ball({ wickets: [{ player_out: 'A One' }] })])],
    ['a format of another major version', { ...valid, meta: { data_version: '2.0.0' } }],
  ];
  it.each(broken)('%s', (_, doc) => {
    expect(cricsheetFigures(doc)).toEqual({ error: messages.notCricsheetFile });
  });

  // Design-contests section 4: the file is bounded by the match, not by its size.
  const aces = (n: number) => Array.from({ length: n }, (_, i) => `Ace ${i}`);
  const inningsOf = (regular: number, superOvers: number) => [
    ...Array.from({ length: regular }, (_, i) => ({ team: i % 2 === 0 ? 'Aces' : 'Bolts', overs: [] })),
    ...Array.from({ length: superOvers }, (_, i) => ({ team: i % 2 === 0 ? 'Aces' : 'Bolts', super_over: true })),
  ];
  const beyond: [string, unknown][] = [
    ['51 players in a team', synthetic([ball()], { Aces: aces(51), Bolts: ['B One'] })],
    ['205,000 players in a team', synthetic([ball()], { Aces: aces(205_000), Bolts: ['B One'] })],
    ['a player list of a third team', synthetic([ball()], { Aces: ['A One'], Bolts: ['B One'], Cats: ['C'] })],
    ['a player name of 101 characters', synthetic([ball()], { Aces: ['A'.repeat(101)], Bolts: ['B One'] })],
    [
      'a team name of 101 characters',
      {
        info: { teams: ['A'.repeat(101), 'Bolts'], players: { ['A'.repeat(101)]: ['A One'], Bolts: ['B One'] } },
        innings: [{ team: 'A'.repeat(101), overs: [{ deliveries: [ball()] }] }],
      },
    ],
    ['a batter name of 101 characters', synthetic([ball({ batter: 'A'.repeat(101) })])],
    [
      'a fielder name of 101 characters',
      synthetic([ball({ wickets: [{ player_out: 'A One', kind: 'caught', fielders: [{ name: 'B'.repeat(101) }] }] })]),
    ],
    ['three innings', { ...valid, innings: inningsOf(3, 0) }],
    ['eleven super-over innings', { ...valid, innings: inningsOf(2, 11) }],
    ['runs of one million', synthetic([ball({ runs: { batter: 1_000_000 } })])],
    ['runs of 2^53 - 1', synthetic([ball({ runs: { batter: 2 ** 53 - 1 } }), ball({ runs: { batter: 2 ** 53 - 1 } })])],
    ['wides of 1e6', synthetic([ball({ extras: { wides: 1e6 } })])],
    ['an over numbered 1e6', { ...valid, innings: [{ team: 'Aces', overs: [{ over: 1e6, deliveries: [ball()] }] }] }],
  ];
  it.each(beyond)('past the bounds: %s', (_, doc) => {
    expect(cricsheetFigures(doc)).toEqual({ error: messages.notCricsheetFile });
  });

  it('within the bounds: 50 players, names of 100 characters, counts of 999,999, 2 innings and 10 super-over innings', () => {
    const name = 'A'.repeat(100);
    const doc = {
      ...synthetic([ball({ batter: name, runs: { batter: 999_999 } })], {
        Aces: [...aces(49), name],
        Bolts: ['B One'],
      }),
      innings: [
        { team: 'Aces', overs: [{ over: 999_999, deliveries: [ball({ batter: name, runs: { batter: 999_999 } })] }] },
        ...inningsOf(1, 10).map((i) => ({ ...i, team: 'Bolts' })),
      ],
    };
    const read = cricsheetFigures(doc) as CricsheetFigures;
    expect(read.players).toHaveLength(51);
    expect(player(read, name).runs).toBe(999_999);
  });

  it("reads the uploaded text; text that is not JSON, or has a key that reaches a prototype, answers Fastify's texts", () => {
    const text = JSON.stringify(valid);
    expect(cricsheetFiguresOfText(text)).toEqual(cricsheetFigures(valid));
    expect(cricsheetFiguresOfText(' ')).toEqual({ error: messages.emptyJsonBody });
    for (const bad of ['{not json', `{"__proto__":{"x":1},${text.slice(1)}`, `{"constructor" :{},${text.slice(1)}`]) {
      expect(cricsheetFiguresOfText(bad)).toEqual({ error: messages.invalidJsonBody });
    }
    expect(cricsheetFiguresOfText('[]')).toEqual({ error: messages.notCricsheetFile });
  });

  it('an innings without overs yet, or no innings at all, is a file with nothing counted', () => {
    const empty = cricsheetFigures({ ...valid, innings: [{ team: 'Aces' }] }) as CricsheetFigures;
    expect(player(empty, 'A One')).toEqual(figures({}));
    expect('error' in cricsheetFigures({ ...valid, innings: [] })).toBe(false);
  });
});

describe('slot names (design-season section 3)', () => {
  it.each([
    ['Virat Kohli', 'V Kohli', true],
    ['David Warner', 'DA Warner', true],
    ['virat   KOHLI', 'V Kohli', true],
    ['M.S. Dhoni', 'MS Dhoni', true],
    ['AB de Villiers', 'AB de Villiers', true],
    ['Harbhajan Singh', 'Harbhajan Singh', true],
    ['Rohit Kohli', 'V Kohli', false],
    ['Kohli', 'V Kohli', false],
    ['Virat', 'V Kohli', false],
    ['Gurkeerat Singh', 'Harbhajan Singh', false],
    ['', 'V Kohli', false],
  ])('%s ~ %s: %s', (slot, cricsheet, expected) => {
    expect(slotNameMatches(slot, cricsheet)).toBe(expected);
  });
});

describe('slot proposals', () => {
  const file = figuresOf('1304047');
  const slots = (names: string[]) => Object.fromEntries(names.map((name, i) => [String(i), name]));
  const match = (change: Partial<MatchForProposal> = {}): MatchForProposal => ({
    team1: 'Chennai Super Kings',
    team2: 'Kolkata Knight Riders',
    team1Players: slots([
      'Ruturaj Gaikwad',
      'Devon Conway',
      'Robin Uthappa',
      'Ambati Rayudu',
      'R Jadeja',
      'Shivam Dube',
      'Mahendra Singh Dhoni',
    ]),
    team2Players: slots([
      'Ajinkya Rahane',
      'Venkatesh Iyer',
      'Nitish Rana',
      'Shreyas Iyer',
      'Sam Billings',
      'Sheldon Jackson',
      'Andre Russell',
    ]),
    ...change,
  });
  const names = (proposal: ReturnType<typeof proposeSlots>) => ({
    team1: proposal.slots.team1.map((s) => s.cricsheetName),
    team2: proposal.slots.team2.map((s) => s.cricsheetName),
  });

  it('matches teams by name and players by surname and initial; an ambiguous or unknown name gets none', () => {
    const proposal = proposeSlots(match(), file);
    expect(proposal.teams).toEqual({ team1: 'Chennai Super Kings', team2: 'Kolkata Knight Riders' });
    expect(names(proposal)).toEqual({
      // "Mahendra Singh Dhoni": surname Dhoni, M -> MS Dhoni
      team1: ['RD Gaikwad', 'DP Conway', 'RV Uthappa', 'AT Rayudu', 'RA Jadeja', 'S Dube', 'MS Dhoni'],
      // "Venkatesh Iyer" and "Shreyas Iyer": VR Iyer and SS Iyer each fit one of them only
      team2: ['AM Rahane', 'VR Iyer', 'N Rana', 'SS Iyer', 'SW Billings', 'SP Jackson', 'AD Russell'],
    });
    const dhoni = proposal.slots.team1[6];
    expect(dhoni).toEqual({
      code: '7',
      name: 'Mahendra Singh Dhoni',
      cricsheetName: 'MS Dhoni',
      figures: player(file, 'MS Dhoni'),
    });
    expect(proposal.slots.team2.map((s) => s.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('two Cricsheet names fitting one slot: none proposed; blank slots stay blank', () => {
    // "S Iyer" fits SS Iyer only (VR Iyer's initial is V); Sunil Narine fits SP Narine
    const proposal = proposeSlots(match({ team2Players: { '0': 'S Iyer', '3': 'Sunil Narine' } }), file);
    expect(proposal.slots.team2[0]?.cricsheetName).toBe('SS Iyer');
    expect(proposal.slots.team2[1]).toEqual({ code: 'B', name: null, cricsheetName: null, figures: null });
    expect(proposal.slots.team2[3]?.cricsheetName).toBe('SP Narine');
    // a file with two Iyers of the same initial: "Shreyas Iyer" fits both
    const twoIyers: CricsheetFigures = {
      teams: file.teams,
      players: [
        ...file.players,
        { name: 'S Iyer', team: 'Kolkata Knight Riders', figures: figures({ runs: 1, balls: 1 }) },
      ],
    };
    const ambiguous = proposeSlots(match(), twoIyers);
    expect(ambiguous.slots.team2[3]).toEqual({ code: 'D', name: 'Shreyas Iyer', cricsheetName: null, figures: null });
    expect(ambiguous.slots.team2[1]?.cricsheetName).toBe('VR Iyer');
  });

  it('the same Cricsheet player fitting two slots is proposed for neither', () => {
    const proposal = proposeSlots(match({ team1Players: { '0': 'MS Dhoni', '1': 'M Dhoni' } }), file);
    expect(names(proposal).team1.slice(0, 2)).toEqual([null, null]);
  });

  it('team names ignoring case and spaces, in either order', () => {
    const swapped = proposeSlots(
      match({
        team1: 'kolkata knightriders',
        team2: 'CHENNAI SUPER KINGS',
        team1Players: match().team2Players,
        team2Players: match().team1Players,
      }),
      file,
    );
    expect(swapped.teams).toEqual({ team1: 'Kolkata Knight Riders', team2: 'Chennai Super Kings' });
    expect(names(swapped).team1[0]).toBe('AM Rahane');
    expect(names(swapped).team2[0]).toBe('RD Gaikwad');
  });

  it('other team names: by which file team the slot names are found in', () => {
    const short = proposeSlots(
      match({ team1: 'KKR', team2: 'CSK', team1Players: match().team2Players, team2Players: match().team1Players }),
      file,
    );
    expect(short.teams).toEqual({ team1: 'Kolkata Knight Riders', team2: 'Chennai Super Kings' });
    expect(names(short).team1[6]).toBe('AD Russell');
    expect(names(short).team2[6]).toBe('MS Dhoni');
  });

  it('a file of another match: neither names nor players tell, so nothing is proposed', () => {
    const other = proposeSlots(
      match({ team1: 'India', team2: 'Australia', team1Players: slots(['Ravi Kumar']), team2Players: {} }),
      file,
    );
    expect(other.teams).toEqual({ team1: null, team2: null });
    expect([...other.slots.team1, ...other.slots.team2].every((s) => s.cricsheetName === null)).toBe(true);
  });
});
