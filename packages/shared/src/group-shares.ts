import { messages } from './messages';
import { percentToBasisPoints } from './money';

/** A group's three winner shares may add up to at most 100% (10,000 basis points); the house keeps the rest. */
export const MAX_TOTAL_SHARE_BP = 10_000;

/** What is wrong with a group's winner shares, and which share (0, 1 or 2) the form should point at. */
export type GroupShareProblem = { message: string; index: number };

/**
 * The group share rule (spec section 5, design section 7): each share is a percent with at most 2 decimals, none is
 * negative, and together they do not exceed 100 (exactly 100 passes). Sums are taken in integer basis points, so
 * 33.33 + 33.33 + 33.34 is exactly 100. Returns the first problem, or null when the shares are valid.
 */
export function groupSharesProblem(shares: readonly number[]): GroupShareProblem | null {
  const basisPoints: number[] = [];
  for (const [index, share] of shares.entries()) {
    const bp = percentToBasisPoints(share);
    if (bp === null) return { message: messages.winnerShareInvalid, index };
    basisPoints.push(bp);
  }
  const negative = basisPoints.findIndex((bp) => bp < 0);
  if (negative >= 0) return { message: messages.winnerShareNegative, index: negative };
  let total = 0;
  for (const [index, bp] of basisPoints.entries()) {
    total += bp;
    if (total > MAX_TOTAL_SHARE_BP) return { message: messages.winnerSharesTooHigh, index };
  }
  return null;
}

/**
 * The largest value share `index` may take given the others (percent): what the form caps a share to when the
 * total would pass 100. Negative or unreadable other shares count as 0.
 */
export function maxShareFor(shares: readonly number[], index: number): number {
  let others = 0;
  for (const [i, share] of shares.entries()) {
    if (i === index) continue;
    const bp = percentToBasisPoints(share);
    if (bp !== null && bp > 0) others += bp;
  }
  return Math.max(0, MAX_TOTAL_SHARE_BP - others) / 100;
}
