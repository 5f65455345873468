import { z } from 'zod';
import { messages } from '../messages';

/** `YYYY-MM-DD`, a real calendar day. */
const isoDay = z.iso.date({ error: messages.invalidDate });

/** GET /api/clubs/{clubId}/standings(.csv)?from=&to=: inclusive days (UTC) on the match's dateTime; both optional. */
export const standingsQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: messages.invalidDateRange });
export type StandingsQuery = z.infer<typeof standingsQuerySchema>;

export const clubIdParams = z.object({ clubId: z.uuid({ error: 'Invalid id' }) });

/** A member's figures over settled matches: money in RS; net = won - staked; wins = winning bets; firsts = bets placed 1st. */
const statTotalsSchema = z.object({
  matches: z.number(),
  bets: z.number(),
  staked: z.number(),
  won: z.number(),
  net: z.number(),
  wins: z.number(),
  firsts: z.number(),
  referral: z.number(),
});

/** One member's line of the standings: the member, its figures, its rank. */
export const standingSchema = z.object({
  user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  ...statTotalsSchema.shape,
  rank: z.number(),
});
export type Standing = z.infer<typeof standingSchema>;
export const standingsSchema = z.array(standingSchema);

/** One settled match of the member's: what it staked and won there. */
export const matchStatSchema = z.object({
  match: z.object({ _id: z.string(), team1: z.string(), team2: z.string(), dateTime: z.string() }),
  bets: z.number(),
  staked: z.number(),
  won: z.number(),
  net: z.number(),
});
export type MatchStat = z.infer<typeof matchStatSchema>;

/** GET /api/users/my-stats: the member's totals over its settled matches, and each match oldest first. */
export const myStatsSchema = z.object({
  totals: statTotalsSchema,
  matches: z.array(matchStatSchema),
});
export type MyStats = z.infer<typeof myStatsSchema>;
