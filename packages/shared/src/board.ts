import { ALL_COMBINATIONS } from './combinations';
import { percentToBasisPoints } from './money';
import { placePrizes } from './prize-split';
import type { StandingBid } from './schemas/bids';

/**
 * A group's board as live screens hold it (design-contests section 3): the combinations (or lots) taken, the pool
 * in RS and the bet count, at a version. The version counts the board's changes (a bet, a bid, a team entered, an
 * abandon), so it only grows. Until an abandon (which the server announces as an unknown change), a board only
 * grows too: nothing taken is ever freed and the pool only rises.
 */
export type Board = {
  version: number;
  taken: readonly string[];
  totalBetAmount: number;
  betCount: number;
  /**
   * A Bidding Method group's lots with their standing bids (the bidding board). A lot only moves forward: each bid
   * on it raises its amount and adds 1 to its `bids`, so the lot with more bids is the newer.
   */
  lots?: readonly StandingBid[];
};

/** What a `group` event carries about the board: the change from `fromVersion` to `version`, pool and count whole. */
export type BoardChange = {
  version: number;
  fromVersion: number;
  /** Taken since `fromVersion`. */
  taken: string[];
  /** Freed since `fromVersion` (none until an abandon: kept so a change is never read as more than it says). */
  freed: string[];
  totalBetAmount: number;
  betCount: number;
  /** A Bidding Method group's lots whose standing bid changed since `fromVersion`. */
  lots?: StandingBid[];
};

/** The empty board: version 0 means no change was ever made, so nothing is taken. */
export const EMPTY_BOARD: Board = { version: 0, taken: [], totalBetAmount: 0, betCount: 0 };

const COMBINATION_ORDER = new Map(ALL_COMBINATIONS.map((c, i) => [c, i]));

/** Taken combinations in ALL_COMBINATIONS order (lots too); anything else after them, sorted. */
export function canonicalOrder(taken: Iterable<string>): string[] {
  return [...new Set(taken)].sort((a, b) => {
    const ia = COMBINATION_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER;
    const ib = COMBINATION_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER;
    return ia !== ib ? ia - ib : a < b ? -1 : a > b ? 1 : 0;
  });
}

/** The change that turns `from` into `to` (the server builds each event's change with it). */
export function boardChange(from: Board, to: Board): BoardChange {
  const before = new Set(from.taken);
  const after = new Set(to.taken);
  const change: BoardChange = {
    version: to.version,
    fromVersion: from.version,
    taken: canonicalOrder(to.taken.filter((c) => !before.has(c))),
    freed: canonicalOrder(from.taken.filter((c) => !after.has(c))),
    totalBetAmount: to.totalBetAmount,
    betCount: to.betCount,
  };
  if (!to.lots) return change;
  const bidsBefore = new Map((from.lots ?? []).map((lot) => [lot.combination, lot.bids]));
  return { ...change, lots: to.lots.filter((lot) => bidsBefore.get(lot.combination) !== lot.bids) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The lots a `group` event carries, read as `standingBidListSchema` (schemas/bids.ts) reads them (the same fields,
 * unknown ones dropped), or undefined when any lot is malformed. Written out here so the live client, which every
 * signed-in page loads, does not bring zod with it for this one list (issue 42: zod was 26.5 KB gzip of the member's
 * first page); a test holds the two to the same answers.
 */
export function standingBidsOf(value: unknown): StandingBid[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lots: StandingBid[] = [];
  for (const lot of value) {
    if (!isRecord(lot) || !isRecord(lot.better)) return undefined;
    const { combination, amount, bids, updatedAt, better } = lot;
    const { _id, firstName, lastName } = better;
    if (typeof combination !== 'string' || typeof amount !== 'number' || !Number.isFinite(amount)) return undefined;
    if (typeof bids !== 'number' || !Number.isFinite(bids) || typeof updatedAt !== 'string') return undefined;
    if (typeof _id !== 'string' || typeof firstName !== 'string' || typeof lastName !== 'string') return undefined;
    lots.push({ combination, amount, better: { _id, firstName, lastName }, bids, updatedAt });
  }
  return lots;
}

/** Lots with changed ones merged in, each lot at its most bids (the newer), in combination order as the API has them. */
export function mergeLots(held: readonly StandingBid[], changed: readonly StandingBid[]): StandingBid[] {
  const byLot = new Map(held.map((lot) => [lot.combination, lot]));
  for (const lot of changed) {
    const known = byLot.get(lot.combination);
    if (!known || known.bids < lot.bids) byLot.set(lot.combination, lot);
  }
  return [...byLot.values()].sort((a, b) =>
    a.combination < b.combination ? -1 : a.combination > b.combination ? 1 : 0,
  );
}

/**
 * A held board with a change applied, or why not:
 * - `held`: the change is not newer than the board held (a late or repeated event): keep the board.
 * - `gap`: changes between the held version and the change's `fromVersion` are missing: read the group once.
 * Applied when the board is held at `fromVersion` exactly, or, for a change that frees nothing, at any version
 * between `fromVersion` and `version`: boards only grow, so the held board lies between the two and the change's
 * taken set completes it (two instances' changes may overlap like that).
 */
export function applyBoardChange(held: Board, change: BoardChange): Board | 'held' | 'gap' {
  if (change.version <= held.version) return 'held';
  const exact = held.version === change.fromVersion;
  if (!exact && (held.version < change.fromVersion || change.freed.length > 0)) return 'gap';
  const freed = new Set(change.freed);
  const next: Board = {
    version: change.version,
    taken: canonicalOrder([...held.taken.filter((c) => !freed.has(c)), ...change.taken]),
    totalBetAmount: change.totalBetAmount,
    betCount: change.betCount,
  };
  return change.lots ? { ...next, lots: mergeLots(held.lots ?? [], change.lots) } : next;
}

/** The three prizes (RS) a pool (RS) shows under the group's shares (percent), as the server computes them. */
export function prizesOfPool(
  totalBetAmount: number,
  sharesPercent: readonly [number, number, number],
): { first: number; second: number; third: number } {
  const pool = BigInt(Math.round(totalBetAmount * 100));
  const bp = sharesPercent.map((p) => percentToBasisPoints(p) ?? 0) as [number, number, number];
  const prizes = placePrizes(pool, bp);
  return { first: Number(prizes.first) / 100, second: Number(prizes.second) / 100, third: Number(prizes.third) / 100 };
}
