import { messages } from './messages';
import { hasAtMostTwoDecimals, percentToBasisPoints } from './money';

/**
 * Club shares (spec section 5, design section 7): the manager's and the admin's cut of a group's house remainder,
 * in percent. Each is at least 0 with at most 2 decimals, and together at most 100 (exactly 100 passes).
 * The sum is compared in integer basis points, so 33.33 + 66.67 is exactly 100.
 */

/** The rule for one share on its own: the broken rule's text, or null. */
export function shareError(share: number): string | null {
  if (!Number.isFinite(share)) return messages.sharesDecimals;
  if (share < 0) return messages.sharesNegative;
  if (!hasAtMostTwoDecimals(share)) return messages.sharesDecimals;
  return null;
}

/** The whole club share rule: the first broken rule's text, or null when both shares are acceptable. */
export function clubSharesError(managerShare: number, adminShare: number): string | null {
  const own = shareError(managerShare) ?? shareError(adminShare);
  if (own) return own;
  const manager = percentToBasisPoints(managerShare);
  const admin = percentToBasisPoints(adminShare);
  // null: too large to convert, so certainly above 100.
  if (manager === null || admin === null || manager + admin > 10_000) return messages.sharesSumTooHigh;
  return null;
}

/**
 * The manager's share as the club form shows and sends it: what the admin share leaves of 100 percent (settlement
 * gives the manager the whole house remainder after the admin share), computed in basis points so 33.33 leaves
 * exactly 66.67. Null while the admin share is not an acceptable share of at most 100.
 */
export function managerShareRest(adminShare: number): number | null {
  if (shareError(adminShare)) return null;
  const admin = percentToBasisPoints(adminShare);
  if (admin === null || admin > 10_000) return null;
  return (10_000 - admin) / 100;
}
