import { DEFAULT_POINTS_SYSTEM_NAME, type PointsItem, type PointsValueKey } from '@wicket/shared/points';
import { type MessageKey, t } from '@/i18n';

/**
 * Fantasy points in plain words (design-season sections 1 and 2): what each value of a points system pays for (the
 * editor, and the table members read), and each item of a player's breakdown. Keyed by the shared keys, so a key
 * the shared rules add without a label here fails the type check.
 */
/** English keys, translated where shown: `t(POINTS_VALUE_LABELS[key])`. */
export const POINTS_VALUE_LABELS: Record<PointsValueKey, MessageKey> = {
  run: 'Each run',
  four: 'Bonus for each four',
  six: 'Bonus for each six',
  runs30: '30 runs or more',
  runs50: '50 runs or more',
  runs100: '100 runs or more',
  duck: 'Out for no runs (a duck)',
  wicket: 'Each wicket (not a run out)',
  lbwBowled: 'Bonus for each lbw or bowled wicket',
  wickets3: '3 wickets',
  wickets4: '4 wickets',
  wickets5: '5 wickets or more',
  maiden: 'Each maiden over',
  catch: 'Each catch',
  catches3: '3 catches or more (once)',
  stumping: 'Each stumping',
  runOutDirect: 'Run out with a direct hit',
  runOutIndirect: 'Run out, helped (not a direct hit)',
  played: 'Took part in the match',
};

/** The values grouped as a reader looks for them; every key appears once. */
export const POINTS_VALUE_GROUPS: { title: string; note?: MessageKey; keys: PointsValueKey[] }[] = [
  {
    get title() {
      return t('Batting');
    },
    note: 'Only the highest run milestone counts.',
    keys: ['run', 'four', 'six', 'runs30', 'runs50', 'runs100', 'duck'],
  },
  {
    get title() {
      return t('Bowling');
    },
    note: 'Only the highest wicket haul counts.',
    keys: ['wicket', 'lbwBowled', 'wickets3', 'wickets4', 'wickets5', 'maiden'],
  },
  {
    get title() {
      return t('Fielding');
    },
    keys: ['catch', 'catches3', 'stumping', 'runOutDirect', 'runOutIndirect'],
  },
  {
    get title() {
      return t('Taking part');
    },
    keys: ['played'],
  },
];

export const POINTS_ITEM_LABELS: Record<PointsItem, MessageKey> = {
  runs: 'Runs',
  fours: 'Fours',
  sixes: 'Sixes',
  milestone: 'Run milestone',
  duck: 'Duck',
  strikeRate: 'Strike rate',
  wickets: 'Wickets',
  lbwBowled: 'Lbw or bowled',
  haul: 'Wicket haul',
  maidens: 'Maidens',
  economy: 'Economy',
  catches: 'Catches',
  catches3: '3 catches bonus',
  stumpings: 'Stumpings',
  runOuts: 'Run outs',
  played: 'Played',
};

/** `+8`, `-2`, `0`: points with their sign. */
export const signedPoints = (points: number): string => (points > 0 ? `+${points}` : String(points));

/** `58 pts`, `1 pt`. */
export const pointsText = (points: number): string =>
  Math.abs(points) === 1 ? t('{points} pt', { points }) : t('{points} pts', { points });

/** A points system's name as shown: the default's in the chosen language (issue 38), a club's own as its staff typed it. */
export function pointsSystemName(name: string): string {
  return name === DEFAULT_POINTS_SYSTEM_NAME ? t('T20 standard') : name;
}
