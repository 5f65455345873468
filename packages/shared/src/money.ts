/**
 * Money is integer paise everywhere inside the system (1 RS = 100 paise).
 * RS numbers exist only at the edges: JSON bodies and the screen.
 */
export type Paise = bigint;

/** Largest amount accepted in one operation: RS 1,000,000,000 (keeps every sum far inside bigint and double precision). */
export const MAX_RS_AMOUNT = 1_000_000_000;

/**
 * A decimal number with at most 2 decimals -> that number times 100, exactly, or null.
 * Reads the number's shortest decimal form (what JSON carried), so 0.29 is 29 and 1.005 is refused, where
 * multiplying by 100 in binary floating point would blur both.
 */
function hundredths(value: number): bigint | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const magnitude = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign ? -magnitude : magnitude;
}

/** RS number -> paise, or null unless it is positive, finite, at most RS 1e9 and has at most 2 decimals. */
export function rsToPaise(rs: number): bigint | null {
  if (typeof rs !== 'number' || rs <= 0 || rs > MAX_RS_AMOUNT) return null;
  const paise = hundredths(rs);
  return paise !== null && paise > 0n ? paise : null;
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

/** `RS63.00`, `RS12,34,567.50`: two decimals, no space (the winnings texts of design-match-day section 9). */
export function formatRsFixed(paise: bigint | number): string {
  const p = BigInt(paise);
  const abs = p < 0n ? -p : p;
  return `RS${p < 0n ? '-' : ''}${groupIndian((abs / 100n).toString())}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** `1234567` -> `12,34,567`: Indian digit grouping (the last three digits, then pairs). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `RS 1,250.75`, `RS 12,34,567.00`: amounts on screen, always 2 decimals, grouped as en-IN does. Takes RS as sent
 * in JSON (whole paise). Written out instead of toLocaleString: a browser's first en-IN format loads ICU locale data,
 * which cost the phone dashboard about 25 ms of main thread (100 ms at Lighthouse's 4x CPU throttling).
 */
export function formatRs(rs: number): string {
  if (!Number.isFinite(rs)) return `RS ${rs}`;
  const paise = BigInt(Math.round(Math.abs(rs) * 100));
  // No "-0.00": a negative amount that rounds to nothing shows as zero.
  const sign = rs < 0 && paise > 0n ? '-' : '';
  return `RS ${sign}${groupIndian((paise / 100n).toString())}.${(paise % 100n).toString().padStart(2, '0')}`;
}

/**
 * A number with up to 2 decimals and magnitude at most 1e6 -> that number times 100 as an exact integer, or null
 * (a points system's band limits, `5` -> 500, `129.99` -> 12999).
 */
export function toHundredths(value: number): number | null {
  if (typeof value !== 'number' || Math.abs(value) > 1e6) return null;
  const h = hundredths(value);
  return h === null ? null : Number(h);
}

/** Percent with up to 2 decimals <-> integer basis points (1% = 100 bp), so shares are exact integers. */
export function percentToBasisPoints(percent: number): number | null {
  return toHundredths(percent);
}

export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}

/** True when the number has at most 2 decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return hundredths(value) !== null;
}
