import { messages } from '@wicket/shared/messages';
import { ballsToOvers, EMPTY_FIGURES, oversToBalls, type PlayerFigures } from '@wicket/shared/points';
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

/** The typed boxes, in the order the editor shows them. */
export const DRAFT_TEXT_KEYS = [
  'runs',
  'balls',
  'fours',
  'sixes',
  'overs',
  'maidens',
  'runsConceded',
  'wickets',
  'lbwBowled',
  'catches',
  'stumpings',
  'runOutsDirect',
  'runOutsIndirect',
] as const satisfies readonly DraftTextKey[];

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
 * A player's figures in one line, as a scorecard writes them: `32* (24) · 2/18 (4) · 1 ct`, `Did not play`. A
 * batter not out has a star; bowling reads wickets/runs (overs).
 */
export function figuresSummary(f: PlayerFigures): string {
  if (!f.played) return t('Did not play');
  const parts: string[] = [];
  if (f.runs > 0 || f.balls > 0 || f.out) parts.push(`${f.runs}${f.out ? '' : '*'} (${f.balls})`);
  if (f.ballsBowled > 0) parts.push(`${f.wickets}/${f.runsConceded} (${ballsToOvers(f.ballsBowled)})`);
  const fielding = [
    f.catches > 0 ? t('{catches} ct', { catches: f.catches }) : '',
    f.stumpings > 0 ? t('{stumpings} st', { stumpings: f.stumpings }) : '',
    f.runOutsDirect + f.runOutsIndirect > 0 ? t('{runOuts} ro', { runOuts: f.runOutsDirect + f.runOutsIndirect }) : '',
  ].filter(Boolean);
  if (fielding.length > 0) parts.push(fielding.join(', '));
  return parts.length > 0 ? parts.join(' · ') : t('Played');
}
