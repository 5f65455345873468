// What each group type is, without zod, so the web's lazy screens can ask it without loading the schemas.

/** The bet types that exist (design section 7; Bidding Method: design-match-day section 6; Fantasy Team: design-contests section 1). */
export const BET_TYPES = ['First Better', 'Multi Betters', 'Bidding Method', 'Fantasy Team'] as const;
export type BetType = (typeof BET_TYPES)[number];
/** First Better: a combination can be held by one member only (the first to bet it); Multi Betters: by many. */
export function isFirstBetter(betType: BetType): boolean {
  return betType === 'First Better';
}
/** Bidding Method: each combination is a lot with at most one standing bid, which is the group's bet for it. */
export function isBiddingMethod(betType: string): boolean {
  return betType === 'Bidding Method';
}
/** Fantasy Team: each bet is a member's team of players with a captain and a vice-captain (design-contests section 1). */
export function isFantasyTeam(betType: string): boolean {
  return betType === 'Fantasy Team';
}
