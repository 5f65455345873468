import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import {
  ballsToOvers,
  DEFAULT_POINTS_SYSTEM,
  EMPTY_FIGURES,
  FIGURE_COUNT_KEYS,
  FIGURE_MAX,
  figuresError,
  oversToBalls,
  type PlayerFigures,
  POINTS_ITEMS,
  type PointsTable,
  scoreFigures,
} from '../src/points';
import { playerFiguresSchema, pointsSystemBodySchema } from '../src/schemas/points';

/** A player who played, with the given figures on top of nothing. */
const played = (figures: Partial<PlayerFigures> = {}): PlayerFigures => ({
  ...EMPTY_FIGURES,
  played: true,
  ...figures,
});
const score = (figures: Partial<PlayerFigures>, table: PointsTable = DEFAULT_POINTS_SYSTEM) =>
  scoreFigures(played(figures), table);
/** The breakdown as `{ item: points }`. */
const items = (figures: Partial<PlayerFigures>, table?: PointsTable) =>
  Object.fromEntries(score(figures, table).breakdown.map((e) => [e.item, e.points]));

describe('the default table, T20 standard (design-season section 1)', () => {
  it('holds the published values and bands', () => {
    expect(DEFAULT_POINTS_SYSTEM.name).toBe('T20 standard');
    expect(DEFAULT_POINTS_SYSTEM.values).toEqual({
      run: 1,
      four: 1,
      six: 2,
      runs30: 4,
      runs50: 8,
      runs100: 16,
      duck: -2,
      wicket: 25,
      lbwBowled: 8,
      wickets3: 4,
      wickets4: 8,
      wickets5: 16,
      maiden: 12,
      catch: 8,
      catches3: 4,
      stumping: 12,
      runOutDirect: 12,
      runOutIndirect: 6,
      played: 4,
    });
    expect(DEFAULT_POINTS_SYSTEM.economyMinBalls).toBe(12);
    expect(DEFAULT_POINTS_SYSTEM.strikeRateMinBalls).toBe(10);
    // the default passes its own schema
    expect(pointsSystemBodySchema.safeParse(DEFAULT_POINTS_SYSTEM).success).toBe(true);
  });

  it('a player who took part and did nothing else earns `played` alone; one who did not play earns nothing', () => {
    expect(score({})).toEqual({ points: 4, breakdown: [{ item: 'played', points: 4 }] });
    expect(scoreFigures(EMPTY_FIGURES, DEFAULT_POINTS_SYSTEM)).toEqual({ points: 0, breakdown: [] });
  });

  it('batting: a run each, bonuses per four and six, not out below 10 balls (no strike rate)', () => {
    // 27 runs off 9 balls: 3 fours, 2 sixes
    expect(score({ runs: 27, balls: 9, fours: 3, sixes: 2 })).toEqual({
      points: 27 + 3 + 4 + 4,
      breakdown: [
        { item: 'runs', points: 27 },
        { item: 'fours', points: 3 },
        { item: 'sixes', points: 4 },
        { item: 'played', points: 4 },
      ],
    });
  });

  it('milestones: 29 none, 30 runs30, 49 runs30, 50 runs50 alone, 99 runs50, 100 runs100 alone', () => {
    const milestone = (runs: number) => items({ runs }).milestone;
    expect(milestone(29)).toBeUndefined();
    expect(milestone(30)).toBe(4);
    expect(milestone(49)).toBe(4);
    expect(milestone(50)).toBe(8);
    expect(milestone(99)).toBe(8);
    // a century earns runs100 only, not the half-century (or 30) on top
    expect(milestone(100)).toBe(16);
    expect(score({ runs: 100 }).points).toBe(100 + 16 + 4);
    expect(milestone(180)).toBe(16);
  });

  it('a duck: out for 0 costs 2 (balls faced or not); not out for 0 costs nothing', () => {
    expect(items({ out: true, balls: 1 }).duck).toBe(-2);
    expect(items({ out: true, balls: 0 }).duck).toBe(-2);
    expect(items({ out: false, balls: 3 }).duck).toBeUndefined();
    expect(items({ out: true, runs: 1, balls: 3 }).duck).toBeUndefined();
  });

  it('bowling: 25 per wicket, 8 more per lbw or bowled, 12 per maiden', () => {
    expect(items({ wickets: 2, lbwBowled: 1, ballsBowled: 6, runsConceded: 0, maidens: 1 })).toEqual({
      wickets: 50,
      lbwBowled: 8,
      maidens: 12,
      played: 4,
    });
  });

  it('hauls: 2 none, 3 wickets3, 4 wickets4 alone, 5 wickets5 alone, 7 wickets5', () => {
    const haul = (wickets: number) => items({ wickets }).haul;
    expect(haul(2)).toBeUndefined();
    expect(haul(3)).toBe(4);
    expect(haul(4)).toBe(8);
    expect(haul(5)).toBe(16);
    expect(haul(7)).toBe(16);
    expect(score({ wickets: 5 }).points).toBe(5 * 25 + 16 + 4);
  });

  it('fielding: 8 per catch and 4 once at 3 or more, 12 per stumping, 12 per direct and 6 per indirect run out', () => {
    expect(items({ catches: 2 })).toEqual({ catches: 16, played: 4 });
    expect(items({ catches: 3 })).toEqual({ catches: 24, catches3: 4, played: 4 });
    expect(items({ catches: 5 }).catches3).toBe(4);
    expect(items({ stumpings: 2 }).stumpings).toBe(24);
    expect(items({ runOutsDirect: 1 }).runOuts).toBe(12);
    expect(items({ runOutsIndirect: 1 }).runOuts).toBe(6);
    expect(items({ runOutsDirect: 1, runOutsIndirect: 2 }).runOuts).toBe(24);
  });

  it('lists items in the design order with only non-zero points', () => {
    const all = score({
      runs: 104,
      balls: 60,
      fours: 10,
      sixes: 4,
      out: true,
      ballsBowled: 24,
      maidens: 1,
      runsConceded: 20,
      wickets: 5,
      lbwBowled: 2,
      catches: 3,
      stumpings: 1,
      runOutsDirect: 1,
    });
    // every item but the duck (a century is no duck)
    expect(all.breakdown.map((e) => e.item)).toEqual(POINTS_ITEMS.filter((item) => item !== 'duck'));
    const zeroed = { ...DEFAULT_POINTS_SYSTEM, values: { ...DEFAULT_POINTS_SYSTEM.values, four: 0 } };
    expect(score({ runs: 8, fours: 2 }, zeroed).breakdown.map((e) => e.item)).toEqual(['runs', 'played']);
  });
});

describe('economy bands (runs per 6 legal balls, at least 12 legal balls)', () => {
  const economy = (runsConceded: number, ballsBowled: number) => items({ runsConceded, ballsBowled }).economy ?? 0;

  it('11 legal balls: no economy item however cheap or dear; 12: the band applies', () => {
    expect(economy(0, 11)).toBe(0);
    expect(economy(40, 11)).toBe(0);
    expect(economy(0, 12)).toBe(6);
    expect(economy(40, 12)).toBe(-6);
  });

  it('exactly 5.00 is not below 5 (4 points); just under is (6)', () => {
    expect(economy(10, 12)).toBe(4); // 5.00
    expect(economy(20, 24)).toBe(4); // 5.00
    expect(economy(19, 24)).toBe(6); // 4.75
    expect(economy(99, 119)).toBe(6); // 4.99...
  });

  it('each edge of the default bands', () => {
    // runs off 24 balls (4 overs): economy = runs / 4
    const cases: [number, number][] = [
      [19, 6], // 4.75
      [20, 4], // 5.00
      [23, 4], // 5.75
      [24, 2], // 6.00
      [27, 2], // 6.75
      [28, 0], // 7.00
      [39, 0], // 9.75
      [40, -2], // 10.00
      [43, -2], // 10.75
      [44, -4], // 11.00
      [47, -4], // 11.75
      [48, -6], // 12.00
      [80, -6],
    ];
    for (const [runs, points] of cases) expect([runs, economy(runs, 24)]).toEqual([runs, points]);
  });

  it('compares decimal limits exactly (5.5: 11 off 12 balls is not below it, 21 off 23 balls is)', () => {
    const table: PointsTable = {
      ...DEFAULT_POINTS_SYSTEM,
      economy: [
        { below: 5.5, points: 9 },
        { below: null, points: -9 },
      ],
    };
    expect(items({ runsConceded: 11, ballsBowled: 12 }, table).economy).toBe(-9); // 5.50
    expect(items({ runsConceded: 21, ballsBowled: 23 }, table).economy).toBe(9); // 5.478...
    // 0.1 and 0.2 would blur in floating point: 1 run off 60 balls is exactly 0.1 per over, not below 0.1
    const tiny: PointsTable = {
      ...DEFAULT_POINTS_SYSTEM,
      economy: [
        { below: 0.1, points: 9 },
        { below: 0.3, points: 5 },
        { below: null, points: -9 },
      ],
    };
    expect(items({ runsConceded: 1, ballsBowled: 60 }, tiny).economy).toBe(5);
    expect(items({ runsConceded: 3, ballsBowled: 60 }, tiny).economy).toBe(-9); // exactly 0.3
    expect(items({ runsConceded: 0, ballsBowled: 60 }, tiny).economy).toBe(9);
  });

  it('a minimum of 0 still needs a ball bowled', () => {
    const table = { ...DEFAULT_POINTS_SYSTEM, economyMinBalls: 0 };
    expect(items({}, table).economy).toBeUndefined();
    expect(items({ ballsBowled: 1 }, table).economy).toBe(6);
  });
});

describe('strike-rate bands (runs per 100 balls, at least 10 balls)', () => {
  const strikeRate = (runs: number, balls: number) => items({ runs, balls }).strikeRate ?? 0;

  it('9 balls: no strike-rate item; 10: the band applies', () => {
    expect(strikeRate(0, 9)).toBe(0);
    expect(strikeRate(0, 10)).toBe(-6);
    expect(strikeRate(20, 10)).toBe(6);
  });

  it('exactly 130.00 is not below 130 (2 points); 129.99 is (0)', () => {
    expect(strikeRate(13, 10)).toBe(2); // 130.00
    expect(strikeRate(26, 20)).toBe(2); // 130.00
    expect(strikeRate(12999, 10000)).toBe(0); // 129.99
    expect(strikeRate(103, 80)).toBe(0); // 128.75
  });

  it('each edge of the default bands', () => {
    // runs off 20 balls: strike rate = 5 x runs
    const cases: [number, number][] = [
      [9, -6], // 45
      [10, -4], // 50
      [11, -4], // 55
      [12, -2], // 60
      [13, -2], // 65
      [14, 0], // 70
      [25, 0], // 125
      [26, 2], // 130
      [29, 2], // 145
      [30, 4], // 150
      [33, 4], // 165
      [34, 6], // 170
    ];
    for (const [runs, points] of cases) expect([runs, strikeRate(runs, 20)]).toEqual([runs, points]);
  });

  it('applies to every player, bowlers included (no roles)', () => {
    expect(items({ runs: 2, balls: 10, out: true, ballsBowled: 24, runsConceded: 30 }).strikeRate).toBe(-6);
  });
});

describe('the breakdown adds up to the points', () => {
  const count = fc.integer({ min: 0, max: 300 });
  const figuresArb = fc.record({
    played: fc.boolean(),
    runs: count,
    balls: count,
    fours: count,
    sixes: count,
    out: fc.boolean(),
    ballsBowled: count,
    maidens: count,
    runsConceded: count,
    wickets: fc.integer({ min: 0, max: 10 }),
    lbwBowled: fc.integer({ min: 0, max: 10 }),
    catches: fc.integer({ min: 0, max: 10 }),
    stumpings: fc.integer({ min: 0, max: 10 }),
    runOutsDirect: fc.integer({ min: 0, max: 10 }),
    runOutsIndirect: fc.integer({ min: 0, max: 10 }),
  });
  const point = fc.integer({ min: -100, max: 100 });
  const bandsArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 6 })
    .chain((limits) =>
      fc
        .array(point, { minLength: limits.length + 1, maxLength: limits.length + 1 })
        .map((points) => [
          ...limits.sort((a, b) => a - b).map((l, i) => ({ below: l / 100, points: points[i] ?? 0 })),
          { below: null, points: points[limits.length] ?? 0 },
        ]),
    );
  const tableArb = fc.record({
    values: fc.record(
      Object.fromEntries(Object.keys(DEFAULT_POINTS_SYSTEM.values).map((k) => [k, point])) as Record<
        keyof PointsTable['values'],
        typeof point
      >,
    ),
    economyMinBalls: fc.integer({ min: 0, max: 30 }),
    economy: bandsArb,
    strikeRateMinBalls: fc.integer({ min: 0, max: 30 }),
    strikeRate: bandsArb,
  });

  it('for any figures and any valid table: the sum of the items, no zero items, each item once, in order', () => {
    fc.assert(
      fc.property(figuresArb, tableArb, (figures, table) => {
        expect(pointsSystemBodySchema.safeParse({ name: 'x', ...table }).success).toBe(true);
        const { points, breakdown } = scoreFigures(figures, table);
        expect(breakdown.reduce((sum, e) => sum + e.points, 0)).toBe(points);
        expect(breakdown.every((e) => e.points !== 0 && Number.isInteger(e.points))).toBe(true);
        const order = breakdown.map((e) => POINTS_ITEMS.indexOf(e.item));
        expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
      }),
    );
  });
});

describe('figures that cannot be (design-season section 2)', () => {
  const parse = (figures: unknown) => {
    const result = playerFiguresSchema.safeParse(figures);
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it('accepts real figures, numeric text included, and a player who did not play with nothing', () => {
    expect(parse(played({ runs: 26, balls: 20, fours: 2, sixes: 3 }))).toBe('ok');
    expect(parse(played({ runs: 24, fours: 6 }))).toBe('ok'); // exactly the boundaries' worth
    expect(parse(played({ ballsBowled: 12, maidens: 2 }))).toBe('ok'); // 2 maidens in 2 overs
    expect(parse(played({ wickets: 10, lbwBowled: 10 }))).toBe('ok');
    expect(parse(EMPTY_FIGURES)).toBe('ok');
    expect(playerFiguresSchema.parse({ ...played(), runs: '12' }).runs).toBe(12);
  });

  it('boundaries worth more than the runs', () => {
    expect(parse(played({ runs: 9, fours: 1, sixes: 1 }))).toBe(messages.boundariesExceedRuns);
    expect(parse(played({ runs: 23, fours: 6 }))).toBe(messages.boundariesExceedRuns);
    expect(figuresError(played({ runs: 5, sixes: 1 }))).toBe(messages.boundariesExceedRuns);
  });

  it('more maidens than overs bowled', () => {
    expect(parse(played({ ballsBowled: 11, maidens: 2 }))).toBe(messages.maidensExceedOvers);
    expect(parse(played({ ballsBowled: 5, maidens: 1 }))).toBe(messages.maidensExceedOvers);
  });

  it('a player who did not play with any figure, or out', () => {
    for (const key of FIGURE_COUNT_KEYS) {
      expect([key, parse({ ...EMPTY_FIGURES, [key]: 1 })]).toEqual([key, messages.figuresWithoutPlaying]);
    }
    expect(parse({ ...EMPTY_FIGURES, out: true })).toBe(messages.figuresWithoutPlaying);
  });

  it('more than 10 wickets, or more lbw or bowled wickets than wickets', () => {
    expect(parse(played({ wickets: 11, lbwBowled: 0 }))).toBe(messages.wicketsInvalid);
    expect(parse(played({ wickets: 1, lbwBowled: 2 }))).toBe(messages.wicketsInvalid);
  });

  it('shapes and ranges: negatives, fractions, hex or exponent text, too large, missing, wrong flags', () => {
    for (const runs of [-1, 1.5, '0x10', '1e1', FIGURE_MAX + 1, null, Number.NaN, Infinity]) {
      expect([runs, parse({ ...played(), runs })]).toEqual([runs, messages.figuresInvalid]);
    }
    const { balls: _, ...withoutBalls } = played();
    expect(parse(withoutBalls)).toBe(messages.figuresInvalid);
    expect(parse({ ...played(), played: 'yes' })).toBe(messages.figuresFlagsInvalid);
    expect(parse({ ...played(), out: 1 })).toBe(messages.figuresFlagsInvalid);
    expect(parse('figures')).toBe(messages.figuresInvalid);
    expect(parse([])).toBe(messages.figuresInvalid);
  });
});

describe('points system body (PUT /api/clubs/{clubId}/points-system)', () => {
  const body = (change: Record<string, unknown> = {}) => ({ ...DEFAULT_POINTS_SYSTEM, name: 'Club rules', ...change });
  const parse = (value: unknown) => {
    const result = pointsSystemBodySchema.safeParse(value);
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };
  const values = (change: Record<string, unknown>) => ({ values: { ...DEFAULT_POINTS_SYSTEM.values, ...change } });

  it('accepts the default and edits of it; trims the name', () => {
    expect(parse(body())).toBe('ok');
    expect(parse(body(values({ run: -100, six: 100 })))).toBe('ok');
    expect(pointsSystemBodySchema.parse(body({ name: '  Mine  ' })).name).toBe('Mine');
    expect(parse(body({ economy: [{ below: null, points: 0 }] }))).toBe('ok');
    expect(
      parse(
        body({
          strikeRate: [
            { below: 99.99, points: 1 },
            { below: null, points: 0 },
          ],
        }),
      ),
    ).toBe('ok');
  });

  it('points out of range, fractional or missing', () => {
    for (const run of [101, -101, 1.5, '0x1', null, undefined]) {
      expect([run, parse(body(values({ run })))]).toEqual([run, messages.pointsInvalid]);
    }
    expect(
      parse(
        body({
          economy: [
            { below: 5, points: 200 },
            { below: null, points: 0 },
          ],
        }),
      ),
    ).toBe(messages.pointsInvalid);
    expect(parse(body({ values: 'x' }))).toBe(messages.pointsInvalid);
  });

  it('bands out of order, without the unbounded last band, empty, or unbounded before the end', () => {
    const bad = [
      [],
      [{ below: 5, points: 1 }],
      [
        { below: 6, points: 1 },
        { below: 5, points: 1 },
        { below: null, points: 0 },
      ],
      [
        { below: 5, points: 1 },
        { below: 5, points: 1 },
        { below: null, points: 0 },
      ],
      [
        { below: null, points: 1 },
        { below: 5, points: 1 },
      ],
      [
        { below: null, points: 1 },
        { below: null, points: 1 },
      ],
      'bands',
      Array.from({ length: 25 }, (_, i) => ({ below: i === 24 ? null : i + 1, points: 0 })),
    ];
    for (const economy of bad) expect(parse(body({ economy }))).toBe(messages.bandsInvalid);
    expect(parse(body({ strikeRate: bad[1] }))).toBe(messages.bandsInvalid);
  });

  it('band limits at 0 or below or with more than 2 decimals', () => {
    for (const below of [0, -1, 5.555, 'x']) {
      expect([
        below,
        parse(
          body({
            economy: [
              { below, points: 1 },
              { below: null, points: 0 },
            ],
          }),
        ),
      ]).toEqual([below, messages.bandLimitInvalid]);
    }
  });

  it('minimum balls and the name', () => {
    expect(parse(body({ economyMinBalls: -1 }))).toBe(messages.minBallsInvalid);
    expect(parse(body({ strikeRateMinBalls: 601 }))).toBe(messages.minBallsInvalid);
    expect(parse(body({ strikeRateMinBalls: 1.5 }))).toBe(messages.minBallsInvalid);
    expect(parse(body({ name: '   ' }))).toBe(messages.pointsSystemNameInvalid);
    expect(parse(body({ name: 'x'.repeat(41) }))).toBe(messages.pointsSystemNameInvalid);
    expect(parse(body({ name: 'x'.repeat(40) }))).toBe('ok');
    expect(parse(body({ name: 5 }))).toBe(messages.pointsSystemNameInvalid);
  });
});

describe('overs as cricket writes them (the scorecard screen types 3.2)', () => {
  it('reads whole overs and 0 to 5 balls, as text or a number', () => {
    expect(oversToBalls('3.2')).toBe(20);
    expect(oversToBalls(3.2)).toBe(20);
    expect(oversToBalls('4')).toBe(24);
    expect(oversToBalls(4)).toBe(24);
    expect(oversToBalls(' 0.5 ')).toBe(5);
    expect(oversToBalls('0')).toBe(0);
    expect(oversToBalls('1666.3')).toBe(9999);
  });

  it('refuses 6 or more balls, two decimals, negatives, other text and more than FIGURE_MAX balls', () => {
    for (const bad of ['3.6', '3.10', 3.25, '-1', -1, '3.', '.2', 'x', '', '1e1', '0x10', '1666.4', Number.NaN]) {
      expect([bad, oversToBalls(bad)]).toEqual([bad, null]);
    }
  });

  it('writes balls back as overs, and the two round-trip', () => {
    expect(ballsToOvers(20)).toBe('3.2');
    expect(ballsToOvers(24)).toBe('4');
    expect(ballsToOvers(0)).toBe('0');
    expect(ballsToOvers(5)).toBe('0.5');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FIGURE_MAX }), (balls) => oversToBalls(ballsToOvers(balls)) === balls),
    );
  });
});
