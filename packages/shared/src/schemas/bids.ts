import { z } from 'zod';
import { canonicalCombination, isValidCombination } from '../combinations';
import { combinationLengthMessage, messages } from '../messages';
import { idSchema, rsAmountSchema } from './common';

/**
 * POST /api/bids (design-match-day section 6): one lot, one amount (RS in JSON, paise after parsing). The
 * combination is checked with the texts of bet placement and comes out canonical (the lot); `sent` keeps it as the
 * member sent it, upper-cased, which the texts answered to the bidder name (design section 7, `{x}`).
 */
export const placeBidBodySchema = z
  .object({
    groupId: idSchema,
    matchId: idSchema,
    combination: z.string({ error: messages.selectAtLeastOneValid }).transform((c) => c.trim().toUpperCase()),
    amount: rsAmountSchema(messages.bidAmountInvalid),
  })
  .superRefine((body, ctx) => {
    // The text names the combination itself, so the issue sits on the body (as for bets), not the field.
    if (!isValidCombination(body.combination)) {
      ctx.addIssue({ code: 'custom', message: combinationLengthMessage(body.combination), path: [] });
    }
  })
  .transform((body) => ({ ...body, sent: body.combination, combination: canonicalCombination(body.combination) }));
export type PlaceBidBody = z.input<typeof placeBidBodySchema>;

const bidderSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

export const placeBidResponseSchema = z.object({
  message: z.string(),
  bid: z.object({ combination: z.string(), amount: z.number(), better: bidderSchema }),
  /** The bidder's balance after the debit, RS. */
  credits: z.number(),
});
export type PlaceBidResponse = z.infer<typeof placeBidResponseSchema>;

/** One lot with its standing bid, of GET /api/bids/group/{groupId}. */
export const standingBidSchema = z.object({
  combination: z.string(),
  amount: z.number(),
  better: bidderSchema,
  /** How many bids the lot has had. */
  bids: z.number(),
  updatedAt: z.string(),
});
export type StandingBid = z.infer<typeof standingBidSchema>;
export const standingBidListSchema = z.array(standingBidSchema);

/**
 * The least acceptable bid on a lot, paise: the opening bid (the group's `betAmount`) while the lot is free,
 * otherwise the standing bid plus the group's `minimumIncrement`.
 */
export function leastBid(standing: bigint | null, opening: bigint, increment: bigint): bigint {
  return standing === null ? opening : standing + increment;
}
