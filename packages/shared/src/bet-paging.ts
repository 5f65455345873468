/**
 * Page sizes of a group's bets (View Bets, the betting sheet), apart from the zod schemas so the View Bets screen
 * can read them without loading zod: 100 by default, at most 500.
 */
export const GROUP_BETS_DEFAULT_LIMIT = 100;
export const GROUP_BETS_MAX_LIMIT = 500;
