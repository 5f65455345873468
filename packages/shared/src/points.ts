import { messages } from './messages';
import { toHundredths } from './money';

/**
 * Fantasy points from a player's figures (design-season sections 1 and 2): one pure function, `scoreFigures`, used
 * by the server when a scorecard is saved and by the web app while the manager types. Everything is whole numbers;
 * the economy and strike-rate bands are compared exactly in integers, never through a floating-point rate.
 */

/** The keys of a points system's values, in the order the design lists them. */
export const POINTS_VALUE_KEYS = [
  'run',
  'four',
  'six',
  'runs30',
  'runs50',
  'runs100',
  'duck',
  'wicket',
  'lbwBowled',
  'wickets3',
  'wickets4',
  'wickets5',
  'maiden',
  'catch',
  'catches3',
  'stumping',
  'runOutDirect',
  'runOutIndirect',
  'played',
] as const;
export type PointsValueKey = (typeof POINTS_VALUE_KEYS)[number];
export type PointsValues = Record<PointsValueKey, number>;

/** Every value and band's points lie in this range. */
export const POINTS_MIN = -100;
export const POINTS_MAX = 100;
/** A points system's name: 1 to 40 characters. */
export const POINTS_SYSTEM_NAME_MAX = 40;
/** `economyMinBalls` and `strikeRateMinBalls`: 0 to 600. */
export const MIN_BALLS_MAX = 600;
/** At most this many bands per list. */
export const BANDS_MAX = 20;

/**
 * One band: applies when the rate is below `below` (runs per over for economy, runs per 100 balls for strike rate,
 * at most 2 decimals); `null` = no bound (the last band).
 */
export type PointsBand = { below: number | null; points: number };

/** What scoring needs of a points system (the API's shape without `name`, `isDefault` and `updatedAt`). */
export type PointsTable = {
  values: PointsValues;
  economyMinBalls: number;
  economy: PointsBand[];
  strikeRateMinBalls: number;
  strikeRate: PointsBand[];
};
export type PointsSystem = PointsTable & { name: string };

export const DEFAULT_POINTS_SYSTEM_NAME = 'T20 standard';

/** The default, T20 standard (design-season section 1, the values My11Circle publishes for T20). */
export const DEFAULT_POINTS_SYSTEM: PointsSystem = Object.freeze({
  name: DEFAULT_POINTS_SYSTEM_NAME,
  values: Object.freeze({
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
  }) as PointsValues,
  economyMinBalls: 12,
  economy: Object.freeze([
    { below: 5, points: 6 },
    { below: 6, points: 4 },
    { below: 7, points: 2 },
    { below: 10, points: 0 },
    { below: 11, points: -2 },
    { below: 12, points: -4 },
    { below: null, points: -6 },
  ]) as PointsBand[],
  strikeRateMinBalls: 10,
  strikeRate: Object.freeze([
    { below: 50, points: -6 },
    { below: 60, points: -4 },
    { below: 70, points: -2 },
    { below: 130, points: 0 },
    { below: 150, points: 2 },
    { below: 170, points: 4 },
    { below: null, points: 6 },
  ]) as PointsBand[],
}) as PointsSystem;

/** A player's figures in one match (design-season section 2). */
export type PlayerFigures = {
  played: boolean;
  runs: number;
  /** Balls faced: wides are not faced, no-balls are. */
  balls: number;
  fours: number;
  sixes: number;
  out: boolean;
  /** Legal balls bowled (no wides, no no-balls). */
  ballsBowled: number;
  maidens: number;
  runsConceded: number;
  wickets: number;
  lbwBowled: number;
  catches: number;
  stumpings: number;
  runOutsDirect: number;
  runOutsIndirect: number;
};

/** The whole-number figures, in the design's order (`played` and `out` are the booleans). */
export const FIGURE_COUNT_KEYS = [
  'runs',
  'balls',
  'fours',
  'sixes',
  'ballsBowled',
  'maidens',
  'runsConceded',
  'wickets',
  'lbwBowled',
  'catches',
  'stumpings',
  'runOutsDirect',
  'runOutsIndirect',
] as const satisfies readonly (keyof PlayerFigures)[];

/** Largest whole-number figure accepted (far beyond any match; keeps every product exact). */
export const FIGURE_MAX = 9999;
/** Most wickets one bowler can take in an innings-limited figure (design: `wickets <= 10`). */
export const WICKETS_MAX = 10;

/** A player who did not play, or whose figures are still blank. */
export const EMPTY_FIGURES: PlayerFigures = Object.freeze({
  played: false,
  runs: 0,
  balls: 0,
  fours: 0,
  sixes: 0,
  out: false,
  ballsBowled: 0,
  maidens: 0,
  runsConceded: 0,
  wickets: 0,
  lbwBowled: 0,
  catches: 0,
  stumpings: 0,
  runOutsDirect: 0,
  runOutsIndirect: 0,
});

/**
 * Figures that cannot be (design-season section 2): the first broken rule's text, or null. Assumes each count is
 * already a whole number from 0 to FIGURE_MAX (the schema checks that first).
 */
export function figuresError(f: PlayerFigures): string | null {
  if (!f.played && (f.out || FIGURE_COUNT_KEYS.some((key) => f[key] !== 0))) return messages.figuresWithoutPlaying;
  if (4 * f.fours + 6 * f.sixes > f.runs) return messages.boundariesExceedRuns;
  if (f.wickets > WICKETS_MAX || f.lbwBowled > f.wickets) return messages.wicketsInvalid;
  if (6 * f.maidens > f.ballsBowled) return messages.maidensExceedOvers;
  return null;
}

/**
 * The error of a band list (ascending limits above 0 with at most 2 decimals, only the last without a bound), or
 * null. Points are checked apart (`pointsValueError`).
 */
export function bandsError(bands: readonly PointsBand[]): string | null {
  if (bands.length === 0 || bands.length > BANDS_MAX) return messages.bandsInvalid;
  let previous = 0;
  for (const [i, band] of bands.entries()) {
    const last = i === bands.length - 1;
    if (band.below === null) {
      if (!last) return messages.bandsInvalid;
      continue;
    }
    if (last) return messages.bandsInvalid;
    const limit = toHundredths(band.below);
    if (limit === null || limit <= 0) return messages.bandLimitInvalid;
    if (limit <= previous) return messages.bandsInvalid;
    previous = limit;
  }
  return null;
}

/** The breakdown's items (design-season section 2), in the order a breakdown lists them. */
export const POINTS_ITEMS = [
  'runs',
  'fours',
  'sixes',
  'milestone',
  'duck',
  'strikeRate',
  'wickets',
  'lbwBowled',
  'haul',
  'maidens',
  'economy',
  'catches',
  'catches3',
  'stumpings',
  'runOuts',
  'played',
] as const;
export type PointsItem = (typeof POINTS_ITEMS)[number];
export type PointsBreakdownEntry = { item: PointsItem; points: number };
export type PlayerPoints = { points: number; breakdown: PointsBreakdownEntry[] };

/**
 * The points of the first band whose limit is above the rate `numerator / denominator` (in the bands' unit): with a
 * limit `b` in hundredths (`B = 100 x b`, exact), the rate is below `b` exactly when `100 x numerator < B x
 * denominator`, all integers. A limit the schema did not check (more than 2 decimals) is skipped rather than blurred.
 */
function bandPoints(bands: readonly PointsBand[], numerator: number, denominator: number): number {
  for (const band of bands) {
    if (band.below === null) return band.points;
    const limit = toHundredths(band.below);
    if (limit !== null && 100 * numerator < limit * denominator) return band.points;
  }
  return 0;
}

/** The highest milestone reached (only that one counts): `[threshold, key]` from the top. */
const MILESTONES = [
  [100, 'runs100'],
  [50, 'runs50'],
  [30, 'runs30'],
] as const;
const HAULS = [
  [5, 'wickets5'],
  [4, 'wickets4'],
  [3, 'wickets3'],
] as const;

function highest(count: number, ladder: readonly (readonly [number, PointsValueKey])[], values: PointsValues): number {
  const reached = ladder.find(([threshold]) => count >= threshold);
  return reached ? values[reached[1]] : 0;
}

/**
 * A player's points by a points system: the total and the breakdown by item (only items with non-zero points, in
 * POINTS_ITEMS order; they add up to `points`). The rates need at least one ball as well as the system's minimum.
 */
export function scoreFigures(f: PlayerFigures, table: PointsTable): PlayerPoints {
  const v = table.values;
  const entries: [PointsItem, number][] = [
    ['runs', f.runs * v.run],
    ['fours', f.fours * v.four],
    ['sixes', f.sixes * v.six],
    ['milestone', highest(f.runs, MILESTONES, v)],
    ['duck', f.out && f.runs === 0 ? v.duck : 0],
    [
      'strikeRate',
      f.balls >= Math.max(1, table.strikeRateMinBalls) ? bandPoints(table.strikeRate, 100 * f.runs, f.balls) : 0,
    ],
    ['wickets', f.wickets * v.wicket],
    ['lbwBowled', f.lbwBowled * v.lbwBowled],
    ['haul', highest(f.wickets, HAULS, v)],
    ['maidens', f.maidens * v.maiden],
    [
      'economy',
      f.ballsBowled >= Math.max(1, table.economyMinBalls)
        ? // economy = runs per 6 legal balls
          bandPoints(table.economy, 6 * f.runsConceded, f.ballsBowled)
        : 0,
    ],
    ['catches', f.catches * v.catch],
    ['catches3', f.catches >= 3 ? v.catches3 : 0],
    ['stumpings', f.stumpings * v.stumping],
    ['runOuts', f.runOutsDirect * v.runOutDirect + f.runOutsIndirect * v.runOutIndirect],
    ['played', f.played ? v.played : 0],
  ];
  const breakdown = entries.filter(([, points]) => points !== 0).map(([item, points]) => ({ item, points }));
  return { points: breakdown.reduce((sum, e) => sum + e.points, 0), breakdown };
}

/**
 * Overs as cricket writes them (design-season section 2: the scorecard screen takes `3.2`, 3 overs and 2 balls) ->
 * legal balls, or null unless it is whole overs with 0 to 5 more balls, within FIGURE_MAX balls. Text or a number
 * (`3.2` read from its decimal form, never through arithmetic on the fraction).
 */
export function oversToBalls(overs: string | number): number | null {
  const text = typeof overs === 'number' ? (Number.isFinite(overs) ? String(overs) : '') : overs;
  const match = /^\s*(\d{1,4})(?:\.([0-5]))?\s*$/.exec(text);
  if (!match) return null;
  const balls = Number(match[1]) * 6 + Number(match[2] ?? 0);
  return balls <= FIGURE_MAX ? balls : null;
}

/** Legal balls -> overs as cricket writes them: 20 -> `3.2`, 24 -> `4`, 0 -> `0`. */
export function ballsToOvers(balls: number): string {
  const whole = Math.floor(balls / 6);
  const rest = balls % 6;
  return rest === 0 ? String(whole) : `${whole}.${rest}`;
}
