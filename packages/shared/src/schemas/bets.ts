import { z } from 'zod';
import { GROUP_BETS_DEFAULT_LIMIT, GROUP_BETS_MAX_LIMIT } from '../bet-paging';
import { canonicalCombination, isValidCombination, MAX_COMBINATIONS_PER_BET } from '../combinations';
import { combinationLengthMessage, messages } from '../messages';
import { idSchema, queryPageNumber, rsAmountSchema } from './common';

export const BET_RESULTS = ['Win', 'Loss'] as const;
/** A bet is Pending until its match is settled, then Settled (its result says Win or Loss). */
export const BET_STATUSES = ['Pending', 'Settled', 'Refunded'] as const;
export const MY_BETS_DEFAULT_LIMIT = 20;
export const MY_BETS_MAX_LIMIT = 100;
/** A group's bets, one page (View Bets): 100 by default, at most 500 (kept in ../bet-paging, which has no zod). */
export { GROUP_BETS_DEFAULT_LIMIT, GROUP_BETS_MAX_LIMIT };
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The combinations of one bet, checked in the order of design section 4: at least one, at most 5, each exactly
 * 3 distinct characters of 1-7 and A-G (upper-cased), no two equal as sets. Returns the first failure's text.
 */
export function combinationsProblem(sent: readonly string[]): string | undefined {
  if (sent.length === 0) return messages.selectAtLeastOne;
  if (sent.length > MAX_COMBINATIONS_PER_BET) return messages.maxCombinations;
  const invalid = sent.find((c) => !isValidCombination(c));
  if (invalid !== undefined) return combinationLengthMessage(invalid);
  if (new Set(sent.map(canonicalCombination)).size !== sent.length) return messages.duplicateInRequest;
  return undefined;
}

/** The list as sent, each trimmed and upper-cased, in the order sent (which is the placing order). */
export const betCombinationsSchema = z
  .array(z.string({ error: messages.selectAtLeastOneValid }), { error: messages.selectAtLeastOne })
  .transform((list) => list.map((c) => c.trim().toUpperCase()));

/**
 * POST /api/bets/multiple. `betAmount` is RS in JSON and paise after parsing. The combination rules run once the
 * shape is right, and their texts name the combination themselves, so the issue sits on the body, not the field.
 */
export const placeBetsBodySchema = z
  .object({
    betAmount: rsAmountSchema(messages.betAmountInvalid),
    matchId: idSchema,
    groupId: idSchema,
    combinations: betCombinationsSchema,
  })
  .superRefine((body, ctx) => {
    const problem = combinationsProblem(body.combinations);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  });
export type PlaceBetsBody = z.input<typeof placeBetsBodySchema>;

/** The optional `Idempotency-Key` header of the money writes (bets, add and deduct credit, approve credits). */
export const idempotencyKeySchema = z
  .string({ error: messages.idempotencyKeyInvalid })
  .regex(/^[\x21-\x7e]{1,200}$/, messages.idempotencyKeyInvalid);

/** `limit` of a paged bet list: a whole number from 1 to `maxLimit`, `defaultLimit` when not sent. */
const limitParam = (defaultLimit: number, maxLimit: number, message: string) =>
  queryPageNumber(message, maxLimit).transform((v) => v ?? defaultLimit);

/** GET /api/bets/my-bets?page=1&limit=20. */
export const myBetsQuerySchema = z.object({
  page: queryPageNumber(messages.invalidPage).transform((v) => v ?? 1),
  limit: limitParam(MY_BETS_DEFAULT_LIMIT, MY_BETS_MAX_LIMIT, messages.invalidLimit),
});

/**
 * GET /api/bets/group/{groupId}?page=1&limit=100 (design-match-day section 9): one page in placing order, limit up
 * to 500 (100 when not sent). Without `page` the route answers the whole list, as before paging existed.
 */
export const groupBetsQuerySchema = z.object({
  page: queryPageNumber(messages.invalidPage),
  limit: limitParam(GROUP_BETS_DEFAULT_LIMIT, GROUP_BETS_MAX_LIMIT, messages.invalidGroupBetsLimit),
});
export type GroupBetsQuery = z.input<typeof groupBetsQuerySchema>;

/** One player of a bet's combination once the match has a result: `{ code: "2", team: 1, name: "Bala", score: 40 }`. */
export const playerScoreSchema = z.object({
  code: z.string(),
  team: z.union([z.literal(1), z.literal(2)]),
  /** "" for an unnamed slot. */
  name: z.string(),
  score: z.number(),
});
/** The bet's three players in combination order. */
export const breakdownSchema = z.array(playerScoreSchema);
export type Breakdown = z.infer<typeof breakdownSchema>;

/** A bet as the API answers it: amounts in RS; `better.phoneNumber` only for Managers and Admins. */
export const betSchema = z.object({
  _id: z.string(),
  better: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().optional(),
  }),
  betAmount: z.number(),
  /** Canonical: sorted, digits before letters. */
  combination: z.string(),
  score: z.number().nullable(),
  result: z.enum(BET_RESULTS).nullable(),
  status: z.enum(BET_STATUSES),
  createdAt: z.string(),
  match: z.object({ _id: z.string(), team1: z.string(), team2: z.string() }),
  group: z.object({ _id: z.string(), betType: z.string() }),
  /** The three players and their scores once the match has a result; null before. */
  breakdown: breakdownSchema.nullable(),
});
export type Bet = z.infer<typeof betSchema>;

export const betListSchema = z.array(betSchema);

export const placeBetsResponseSchema = z.object({
  message: z.string(),
  bets: betListSchema,
  /** The member's balance after the debit, RS. */
  credits: z.number(),
});
export type PlaceBetsResponse = z.infer<typeof placeBetsResponseSchema>;

/** One page of bets: `total` counts every bet of the list, `page` and `limit` say which slice `bets` is. */
export const betPageSchema = z.object({
  bets: betListSchema,
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type BetPage = z.infer<typeof betPageSchema>;

export const myBetsResponseSchema = betPageSchema;
export type MyBetsResponse = BetPage;

/** GET /api/bets/group/{groupId}: the whole list without `page`, one page with it. */
export const groupBetsResponseSchema = z.union([betListSchema, betPageSchema]);

/**
 * A winning bet's amounts, RS: `amountWon` is gross; a referred winner's referrer got `referralCommission` (5%) of it
 * and the winner `amountToWinner` (the rest). `winningsMessage` (messages.ts) writes them as one text.
 */
const winningsSplit = { referralCommission: z.number(), amountToWinner: z.number() };

/** One winning bet of a group (amountWon is gross, before any referral commission). */
export const winnerEntrySchema = z.object({
  _id: z.string(),
  /** The bet's id. */
  bet: z.string(),
  user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  combination: z.string(),
  score: z.number(),
  amountWon: z.number(),
  ...winningsSplit,
});

/** GET /api/winners/group/{groupId}. */
export const groupWinnersSchema = z.object({
  firstWinners: z.array(winnerEntrySchema),
  secondWinners: z.array(winnerEntrySchema),
  thirdWinners: z.array(winnerEntrySchema),
});
export type GroupWinners = z.infer<typeof groupWinnersSchema>;

/** GET /api/winners/my-winnings: the caller's winning bets, newest first. */
export const myWinningSchema = z.object({
  _id: z.string(),
  bet: z.string(),
  place: z.number(),
  combination: z.string(),
  score: z.number(),
  amountWon: z.number(),
  ...winningsSplit,
  createdAt: z.string(),
  match: z.object({ _id: z.string(), team1: z.string(), team2: z.string(), dateTime: z.string() }),
  group: z.object({ _id: z.string(), betType: z.string() }),
});
export const myWinningsSchema = z.array(myWinningSchema);
export type MyWinning = z.infer<typeof myWinningSchema>;

/** POST /api/matches/{id}/approve-credits: the spec's text plus what was paid, RS. */
export const approveCreditsResponseSchema = z.object({
  message: z.string(),
  summary: z.object({
    groups: z.number(),
    bets: z.number(),
    winningBets: z.number(),
    pool: z.number(),
    paidToWinners: z.number(),
    referralCommission: z.number(),
    adminShare: z.number(),
    managerShare: z.number(),
  }),
});
export type ApproveCreditsResponse = z.infer<typeof approveCreditsResponseSchema>;
