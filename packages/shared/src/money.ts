/**
 * Money is integer paise everywhere inside the system (1 RS = 100 paise).
 * RS numbers exist only at the edges: JSON bodies and the screen.
 */
export type Paise = bigint;

/** Largest amount accepted in one operation: RS 1,000,000,000 (keeps every sum far inside bigint and double precision). */
export const MAX_RS_AMOUNT = 1_000_000_000;

/**
 * RS number -> paise, or null when the amount is not a positive finite number with at most 2 decimals.
 * 0.29 * 100 is 28.999999999999996 in binary floating point, so we round and then check the rounding was tiny.
 */
export function rsToPaise(rs: number): bigint | null {
  if (typeof rs !== 'number' || !Number.isFinite(rs) || rs <= 0 || rs > MAX_RS_AMOUNT) return null;
  const scaled = rs * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6) return null;
  return BigInt(rounded);
}

/** paise -> RS number for JSON (exact: paise are far below 2^53). */
export function paiseToRs(paise: bigint | number): number {
  return Number(paise) / 100;
}

/** `RS20`, `RS20.5`, `RS1250.75`: amounts inside messages, without trailing zeros. */
export function formatRsShort(paise: bigint | number): string {
  const p = BigInt(paise);
  const sign = p < 0n ? '-' : '';
  const abs = p < 0n ? -p : p;
  const whole = abs / 100n;
  const frac = abs % 100n;
  if (frac === 0n) return `RS${sign}${whole}`;
  const fracText = frac.toString().padStart(2, '0').replace(/0$/, '');
  return `RS${sign}${whole}.${fracText}`;
}

/** `RS 1,250.75`: amounts on screen, always 2 decimals. Takes RS as sent in JSON. */
export function formatRs(rs: number): string {
  return `RS ${rs.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Percent with up to 2 decimals <-> integer basis points (1% = 100 bp), so shares are exact integers. */
export function percentToBasisPoints(percent: number): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  const scaled = percent * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6) return null;
  return rounded;
}

export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}

/** True when the number has at most 2 decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) <= 1e-6;
}
