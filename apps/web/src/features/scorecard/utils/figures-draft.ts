import { messages } from '@wicket/shared/messages';
import {
  ballsToOvers,
  EMPTY_FIGURES,
  FIGURE_COUNT_KEYS,
  oversToBalls,
  type PlayerFigures,
} from '@wicket/shared/points';
import { playerFiguresSchema } from '@wicket/shared/schemas/points';
import { st, t } from '@/i18n';

/**
 * A player's figures as the scorecard screen edits them: the counts as typed (blank reads 0), and the balls bowled as
 * overs the way cricket writes them (`3.2` is 3 overs and 2 balls, design-season section 2).
 */
export type FiguresDraft = {
  played: boolean;
  out: boolean;
  runs: string;
  balls: string;
  fours: string;
  sixes: string;
  overs: string;
  maidens: string;
  runsConceded: string;
  wickets: string;
  lbwBowled: string;
  catches: string;
  stumpings: string;
  runOutsDirect: string;
  runOutsIndirect: string;
};

export type DraftTextKey = Exclude<keyof FiguresDraft, 'played' | 'out'>;

/** The typed boxes, in the order the editor shows them: the figures' own order, balls bowled typed as overs. */
export const DRAFT_TEXT_KEYS: readonly DraftTextKey[] = FIGURE_COUNT_KEYS.map((key) =>
  key === 'ballsBowled' ? 'overs' : key,
);

/** Figures -> what the boxes show: 0 as an empty box (its placeholder reads 0), balls bowled as overs. */
export function draftOf(figures: PlayerFigures): FiguresDraft {
  const text = (n: number) => (n === 0 ? '' : String(n));
  return {
    played: figures.played,
    out: figures.out,
    runs: text(figures.runs),
    balls: text(figures.balls),
    fours: text(figures.fours),
    sixes: text(figures.sixes),
    overs: figures.ballsBowled === 0 ? '' : ballsToOvers(figures.ballsBowled),
    maidens: text(figures.maidens),
    runsConceded: text(figures.runsConceded),
    wickets: text(figures.wickets),
    lbwBowled: text(figures.lbwBowled),
    catches: text(figures.catches),
    stumpings: text(figures.stumpings),
    runOutsDirect: text(figures.runOutsDirect),
    runOutsIndirect: text(figures.runOutsIndirect),
  };
}

/** A slot's first draft: blank figures; `played` ticked for a slot that has a player's name. */
export const blankDraft = (named: boolean): FiguresDraft => draftOf({ ...EMPTY_FIGURES, played: named });

export type DraftReading = {
  /** The figures when every box reads as a number (the rules between them may still fail: `error`). */
  figures: PlayerFigures | null;
  /** A box that does not read: whole numbers from 0, overs like `3.2`. */
  fieldErrors: Partial<Record<DraftTextKey, string>>;
  /** The first rule between the figures that fails (`figuresError`, as the server checks it), or null. */
  error: string | null;
};

/**
 * Reads a draft with the shared schema the server uses (same texts): blank boxes are 0, overs become legal balls
 * (`oversToBalls`). An overs box that does not read says how to write overs.
 */
export function readDraft(draft: FiguresDraft): DraftReading {
  const fieldErrors: DraftReading['fieldErrors'] = {};
  const overs = draft.overs.trim() === '' ? 0 : oversToBalls(draft.overs);
  if (overs === null) fieldErrors.overs = st(messages.oversInvalid);
  const input = {
    played: draft.played,
    out: draft.out,
    ballsBowled: overs ?? 0,
    ...Object.fromEntries(
      DRAFT_TEXT_KEYS.filter((key) => key !== 'overs').map((key) => [key, draft[key].trim() || '0']),
    ),
  };
  const parsed = playerFiguresSchema.safeParse(input);
  if (parsed.success) return { figures: overs === null ? null : parsed.data, fieldErrors, error: null };
  let error: string | null = null;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (issue.path.length === 0) error ??= issue.message;
    else if (typeof key === 'string' && key in draft) fieldErrors[key as DraftTextKey] ??= issue.message;
  }
  if (Object.keys(fieldErrors).length > 0) return { figures: null, fieldErrors, error: null };
  // Every box read (the schema took each one), only a rule between them failed: the numbers are the boxes' own.
  const figures = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? Number(value) : value]),
  ) as PlayerFigures;
  return { figures, fieldErrors, error };
}

/**
 * A player's figures in one line, as a scorecard writes them: `32* (24) · 4-1-18-2 · 1 ct`, `Did not play`. A
 * batter not out has a star; bowling reads overs-maidens-runs-wickets, the way a bowler's figures are written.
 */
export function figuresSummary(f: PlayerFigures): string {
  if (!f.played) return t('Did not play');
  const parts: string[] = [];
  if (f.runs > 0 || f.balls > 0 || f.out) parts.push(`${f.runs}${f.out ? '' : '*'} (${f.balls})`);
  if (f.ballsBowled > 0) parts.push(`${ballsToOvers(f.ballsBowled)}-${f.maidens}-${f.runsConceded}-${f.wickets}`);
  const fielding = [
    f.catches > 0 ? t('{catches} ct', { catches: f.catches }) : '',
    f.stumpings > 0 ? t('{stumpings} st', { stumpings: f.stumpings }) : '',
    f.runOutsDirect + f.runOutsIndirect > 0 ? t('{runOuts} ro', { runOuts: f.runOutsDirect + f.runOutsIndirect }) : '',
  ].filter(Boolean);
  if (fielding.length > 0) parts.push(fielding.join(', '));
  return parts.length > 0 ? parts.join(' · ') : t('Played');
}

/** The boxes a one-line entry fills, in the order it is typed. */
export const BATTING_LINE_KEYS = ['runs', 'balls', 'fours', 'sixes'] as const satisfies readonly DraftTextKey[];
export const BOWLING_LINE_KEYS = [
  'overs',
  'maidens',
  'runsConceded',
  'wickets',
] as const satisfies readonly DraftTextKey[];

/**
 * A batting line as typed in one box, `52 30 5 2` (runs balls fours sixes), into those boxes' texts; null while it
 * does not read. Any run of non-digits separates, so a phone's number pad (which may have only a dot) can type it:
 * `52.30.5.2`. Fewer than four numbers leave the rest blank (`52 30` is runs and balls).
 */
export function readBattingLine(line: string): Pick<FiguresDraft, (typeof BATTING_LINE_KEYS)[number]> | null {
  // A separator typed last is the next number on its way, not a mistake.
  const text = line.trim().replace(/\D+$/, '');
  const numbers = text === '' ? [] : text.split(/\D+/);
  if (numbers.length === 0 || numbers.length > 4 || numbers.some((n) => n === '')) return null;
  const [runs = '', balls = '', fours = '', sixes = ''] = numbers;
  return { runs, balls, fours, sixes };
}

/**
 * A bowling line as typed in one box, `4-0-20-3` (overs-maidens-runs-wickets), into those boxes' texts; null while
 * it does not read. Spaces, dashes, commas or slashes separate, and overs keep their dot (`3.2-0-18-2`). A number
 * pad with only a dot: `4.0.20.3`, or with a part over `3.2.0.18.2` (five numbers: the first two are the overs).
 */
export function readBowlingLine(line: string): Pick<FiguresDraft, (typeof BOWLING_LINE_KEYS)[number]> | null {
  const text = line.trim().replace(/[\s,/.-]+$/, '');
  if (text === '' || !/^[\d.\s,/-]+$/.test(text)) return null;
  let numbers = text.split(/[\s,/-]+/);
  if (numbers.length === 1) {
    const dotted = text.split('.');
    if (dotted.length === 3 || dotted.length === 4) numbers = dotted;
    else if (dotted.length === 5) numbers = [`${dotted[0]}.${dotted[1]}`, ...dotted.slice(2)];
  }
  if (numbers.length > 4 || numbers.some((n) => n === '' || !/^\d+(\.\d+)?$/.test(n))) return null;
  if (numbers.slice(1).some((n) => n.includes('.'))) return null;
  const [overs = '', maidens = '', runsConceded = '', wickets = ''] = numbers;
  return { overs, maidens, runsConceded, wickets };
}

/** What a one-line box shows for the figures as they stand: the four boxes joined, blank once they are all blank. */
export function lineOf(draft: FiguresDraft, keys: readonly DraftTextKey[], separator: string): string {
  const values = keys.map((key) => draft[key].trim());
  return values.every((v) => v === '') ? '' : values.map((v) => v || '0').join(separator);
}
