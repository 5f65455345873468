import { POINTS_VALUE_KEYS, type PointsValueKey } from '@wicket/shared/points';
import type { PointsSystemAnswer } from '@wicket/shared/schemas/points';

/** A number box's value: a number, or the text being typed (`''`, `-`); the shared schema reads both. */
export type NumberField = number | string;
/** One band as edited: `below` is null on the last band only (it has no bound). */
export type BandField = { below: NumberField | null; points: NumberField };

export type PointsSystemFormValues = {
  name: string;
  values: Record<PointsValueKey, NumberField>;
  economyMinBalls: NumberField;
  economy: BandField[];
  strikeRateMinBalls: NumberField;
  strikeRate: BandField[];
};

export type BandListKey = 'economy' | 'strikeRate';

/** The form's starting values: the system as the server answered it. */
export function formValuesOf(system: PointsSystemAnswer): PointsSystemFormValues {
  return {
    name: system.name,
    values: Object.fromEntries(POINTS_VALUE_KEYS.map((key) => [key, system.values[key]])) as Record<
      PointsValueKey,
      NumberField
    >,
    economyMinBalls: system.economyMinBalls,
    economy: system.economy.map((band) => ({ ...band })),
    strikeRateMinBalls: system.strikeRateMinBalls,
    strikeRate: system.strikeRate.map((band) => ({ ...band })),
  };
}

const asNumber = (value: NumberField | null): number | null => {
  if (typeof value === 'number') return value;
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * A new band, placed just before the last one (which keeps no bound): its limit one above the limit before it (1
 * when there is none), 0 points, for the manager to change.
 */
export function addBand(bands: readonly BandField[]): BandField[] {
  const bounded = bands.slice(0, -1);
  const last = bands.at(-1) ?? { below: null, points: 0 };
  const previous = bounded.length > 0 ? asNumber((bounded.at(-1) as BandField).below) : 0;
  const below = previous === null ? '' : Math.floor(previous) + 1;
  return [...bounded, { below, points: 0 }, { ...last, below: null }];
}

/**
 * The bands without the one at `index`. Removing the last band makes the one before it the last, without a bound,
 * so the list always ends with one; the only band cannot be removed.
 */
export function removeBand(bands: readonly BandField[], index: number): BandField[] {
  if (bands.length <= 1 || index < 0 || index >= bands.length) return [...bands];
  const rest = bands.filter((_, i) => i !== index);
  const lastIndex = rest.length - 1;
  return rest.map((band, i) => (i === lastIndex ? { ...band, below: null } : band));
}
