/**
 * The settlement of one group (design section 4 "Settlement", steps 1-5), as a pure function over integers:
 * money in paise (bigint), shares in basis points (1% = 100 bp). Everything it pays adds up to the pool exactly.
 */
import { basisPointsToPercent } from './money';

/** Places that win a prize: 1st, 2nd and 3rd distinct score. */
export const WINNING_PLACES = 3;
/** The referrer's commission on a referred winner's prize, in basis points. */
export const REFERRAL_COMMISSION_BP = 500;
/** The commission as texts show it ("5%"), built from `REFERRAL_COMMISSION_BP` for server and web alike. */
export const REFERRAL_COMMISSION_TEXT = `${basisPointsToPercent(REFERRAL_COMMISSION_BP)}%`;
const BP = 10_000n;

export type PrizeSplitBet = {
  id: string;
  /** Sum of the combination's three player scores. */
  score: number;
  /** Placing order (the bet's sequence number): leftover paise go to the earliest-placed bets of a place. */
  placedOrder: bigint | number;
  /** The bet's member was referred by a member, who receives the commission. */
  referred: boolean;
};

export type PrizeSplitInput = {
  /** Pool P: the sum of the group's bets, in paise. */
  pool: bigint;
  /** Winner shares of 1st, 2nd and 3rd place in basis points (sum at most 10000). */
  winnerSharesBp: readonly [number, number, number];
  bets: readonly PrizeSplitBet[];
  /** The club's admin share of the house remainder, in basis points. */
  adminShareBp: number;
  /** Without a platform Admin the manager receives the whole house remainder. */
  hasPlatformAdmin: boolean;
};

export type BetOutcome = {
  id: string;
  /** Rank of the bet's score among the distinct scores (1-3), or null below 3rd. A ranked bet may still be a Loss. */
  place: 1 | 2 | 3 | null;
  /** Win exactly when the bet is paid something. */
  result: 'Win' | 'Loss';
  /** Gross prize of the bet (what winners records show). */
  amountWon: bigint;
  /** Part of `amountWon` that goes to the referrer. */
  referralCommission: bigint;
  /** Part of `amountWon` that goes to the bet's member. */
  netToWinner: bigint;
};

export type PlaceSummary = {
  place: 1 | 2 | 3;
  /** The place's score, or null when no bet reached this place. */
  score: number | null;
  shareBp: number;
  /** floor(P x share / 10000): what the place would pay. */
  prize: bigint;
  /** What it did pay: the prize when it has bets, else 0. */
  paid: bigint;
  betCount: number;
};

export type PrizeSplit = {
  /** One per input bet, in input order. */
  outcomes: BetOutcome[];
  places: PlaceSummary[];
  /** Sum of all gross prizes paid. */
  prizesPaid: bigint;
  /** H = P - prizes paid. */
  houseRemainder: bigint;
  adminAmount: bigint;
  managerAmount: bigint;
};

/**
 * The prize of a place: floor(pool x share). Settlement pays it (split among the place's bets); the group screens
 * show it as the prize "if betting closed now". One function for both, so the preview is what is paid.
 */
export function placePrize(pool: bigint, shareBp: number): bigint {
  return (pool * BigInt(shareBp)) / BP;
}

/** The three places' prizes of a pool, paise. */
export function placePrizes(
  pool: bigint,
  winnerSharesBp: readonly [number, number, number],
): { first: bigint; second: bigint; third: bigint } {
  return {
    first: placePrize(pool, winnerSharesBp[0]),
    second: placePrize(pool, winnerSharesBp[1]),
    third: placePrize(pool, winnerSharesBp[2]),
  };
}

function assertBasisPoints(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 10_000) throw new RangeError(`${what} must be 0-10000 bp`);
}

/** Splits one group's pool among its winners, referrers, the platform admin and the club manager. */
export function splitPrizes(input: PrizeSplitInput): PrizeSplit {
  const { pool, winnerSharesBp, bets, adminShareBp, hasPlatformAdmin } = input;
  if (pool < 0n) throw new RangeError('pool must not be negative');
  for (const share of winnerSharesBp) assertBasisPoints(share, 'winner share');
  if (winnerSharesBp.reduce((a, b) => a + b, 0) > 10_000) throw new RangeError('winner shares exceed 10000 bp');
  assertBasisPoints(adminShareBp, 'admin share');
  const ids = new Set<string>();
  for (const bet of bets) {
    if (!Number.isInteger(bet.score)) throw new RangeError(`bet ${bet.id} has no integer score`);
    if (ids.has(bet.id)) throw new RangeError(`bet ${bet.id} appears twice`);
    ids.add(bet.id);
  }

  // 1. Places: the distinct scores, highest first; ties share a place.
  const distinct = [...new Set(bets.map((b) => b.score))].sort((a, b) => b - a);
  const placeOfScore = new Map<number, 1 | 2 | 3>();
  distinct.slice(0, WINNING_PLACES).forEach((score, i) => {
    placeOfScore.set(score, (i + 1) as 1 | 2 | 3);
  });

  const amounts = new Map<string, bigint>();
  const places: PlaceSummary[] = [];
  let prizesPaid = 0n;
  for (let k = 0; k < WINNING_PLACES; k++) {
    const place = (k + 1) as 1 | 2 | 3;
    const shareBp = winnerSharesBp[k] ?? 0;
    const score = distinct[k] ?? null;
    // 2. Prize of the place, split equally; leftover paise one each to the earliest-placed bets.
    const prize = placePrize(pool, shareBp);
    const atPlace =
      score === null
        ? []
        : bets
            .filter((b) => b.score === score)
            .sort((a, b) => (a.placedOrder < b.placedOrder ? -1 : a.placedOrder > b.placedOrder ? 1 : 0));
    const n = BigInt(atPlace.length);
    const paid = n === 0n ? 0n : prize;
    if (n > 0n) {
      const each = prize / n;
      const leftover = prize - each * n;
      atPlace.forEach((bet, i) => {
        amounts.set(bet.id, each + (BigInt(i) < leftover ? 1n : 0n));
      });
    }
    prizesPaid += paid;
    places.push({ place, score, shareBp, prize, paid, betCount: atPlace.length });
  }

  // 3. Referral commission comes out of the winner's prize.
  const outcomes = bets.map((bet): BetOutcome => {
    const amountWon = amounts.get(bet.id) ?? 0n;
    const referralCommission = bet.referred ? (amountWon * BigInt(REFERRAL_COMMISSION_BP)) / BP : 0n;
    return {
      id: bet.id,
      place: placeOfScore.get(bet.score) ?? null,
      result: amountWon > 0n ? 'Win' : 'Loss',
      amountWon,
      referralCommission,
      netToWinner: amountWon - referralCommission,
    };
  });

  // 4. House remainder: the platform admin's share of it, the manager the rest.
  const houseRemainder = pool - prizesPaid;
  const adminAmount = hasPlatformAdmin ? (houseRemainder * BigInt(adminShareBp)) / BP : 0n;
  return {
    outcomes,
    places,
    prizesPaid,
    houseRemainder,
    adminAmount,
    managerAmount: houseRemainder - adminAmount,
  };
}
