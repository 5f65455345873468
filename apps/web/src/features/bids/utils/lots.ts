import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import { leastBid, type StandingBid } from '@wicket/shared/schemas/bids';
import { combinationPlayerNames } from '@/entities/match/players';
import { paiseOf } from '@/lib/money';

export type LotState = 'free' | 'mine' | 'other';
export type Lot = {
  combination: string;
  state: LotState;
  /** The standing bid, RS (null while free). */
  amount: number | null;
  holder: StandingBid['better'] | null;
  /** The combination's players as announced (none before the names are in). */
  players: string[];
  bids: number;
  /** The least acceptable next bid, RS. */
  least: number;
};

export const LOT_FILTERS = ['All', 'Free', 'Mine', 'Others'] as const;
export type LotFilter = (typeof LOT_FILTERS)[number];

/**
 * The 364 lots of a Bidding Method group in combination order, each free, held by the caller or held by another
 * member, with the least next bid (design-match-day section 6: the opening bid, or standing + increment).
 */
export function buildLots(
  bids: readonly StandingBid[],
  me: string | undefined,
  rules: {
    betAmount: number;
    minimumIncrement: number | null;
    match: { Team1Players?: Record<string, string> | null; Team2Players?: Record<string, string> | null };
  },
): Lot[] {
  const standing = new Map(bids.map((b) => [b.combination, b]));
  const opening = paiseOf(rules.betAmount);
  const increment = paiseOf(rules.minimumIncrement ?? 0);
  return ALL_COMBINATIONS.map((combination) => {
    const bid = standing.get(combination);
    const least = leastBid(bid ? paiseOf(bid.amount) : null, opening, increment);
    return {
      combination,
      state: bid ? (bid.better._id === me ? 'mine' : 'other') : 'free',
      amount: bid ? bid.amount : null,
      holder: bid ? bid.better : null,
      players: combinationPlayerNames(combination, rules.match),
      bids: bid ? bid.bids : 0,
      least: Number(least) / 100,
    };
  });
}

/**
 * The lots shown: by state, by a search (a combination's symbols, or a player's name), and by one player chosen from
 * the teams (`player` a slot symbol such as `3` or `B`; issue 38: the full grid of 364 is some 9,600 px on a phone,
 * one player's lots are 78).
 */
export function filterLots(
  lots: readonly Lot[],
  filter: LotFilter,
  search: string,
  player: string | null = null,
): Lot[] {
  const wanted = search.trim().toUpperCase();
  // Up to three lot symbols ("27C") look for a combination; anything else also looks for a player's name.
  const byName = wanted.length > 3 || /[^1-7A-G]/.test(wanted);
  const state: LotState | null =
    filter === 'Free' ? 'free' : filter === 'Mine' ? 'mine' : filter === 'Others' ? 'other' : null;
  return lots.filter(
    (lot) =>
      (state === null || lot.state === state) &&
      (player === null || lot.combination.includes(player)) &&
      (wanted === '' ||
        [...wanted].every((ch) => lot.combination.includes(ch)) ||
        (byName && lot.players.some((name) => name.toUpperCase().includes(wanted)))),
  );
}

/** Lots the caller held in `before` and someone else holds in `after`: where it was just outbid. */
export function outbidLots(before: readonly StandingBid[], after: readonly StandingBid[], me: string): string[] {
  const now = new Map(after.map((b) => [b.combination, b.better._id]));
  return before
    .filter((b) => b.better._id === me && now.has(b.combination) && now.get(b.combination) !== me)
    .map((b) => b.combination);
}
