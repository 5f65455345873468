import { z } from 'zod';
import { BET_TYPES, type BetType, isBiddingMethod, isFantasyTeam } from '../bet-types';
import {
  CREDIT_BUDGET_MAX_TENTHS,
  CREDIT_BUDGET_MIN_TENTHS,
  creditsToTenths,
  defaultCreditBudgetTenths,
  MAX_TEAMS_DEFAULT,
  MAX_TEAMS_MAX,
  MAX_TEAMS_MIN,
  TEAM_SIZE_DEFAULT,
  TEAM_SIZE_MAX,
  TEAM_SIZE_MIN,
} from '../fantasy';
import { groupSharesProblem } from '../group-shares';
import { messages } from '../messages';
import { hasAtMostTwoDecimals } from '../money';
import { breakdownSchema } from './bets';
import { idSchema, plainNumber, rsAmountSchema } from './common';
import { matchSummarySchema } from './matches';

export const GROUP_STATUSES = ['Active', 'Inactive'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export const DEFAULT_BET_TYPE: BetType = 'First Better';
export const DEFAULT_GROUP_STATUS: GroupStatus = 'Inactive';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** `Multi Better` is the same type as `Multi Betters`; letter case does not matter. Other values pass unchanged. */
export function normalizeBetType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = value.trim().toLowerCase();
  if (key === 'multi better') return 'Multi Betters';
  return BET_TYPES.find((t) => t.toLowerCase() === key) ?? value;
}

const betTypeEnum = z.enum(BET_TYPES, { error: messages.betTypeNotSupported });
const statusEnum = z.enum(GROUP_STATUSES, { error: messages.statusInvalid });
const normalizeStatus = (v: unknown) =>
  typeof v === 'string' ? (GROUP_STATUSES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v) : v;

/** A winner share in percent, from JSON or a form's text field (`plainNumber`): a number with at most 2 decimals. */
export const winnerShareSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input == null ? messages.winnerShareRequired : messages.winnerShareInvalid),
  })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: messages.winnerShareRequired });
      return z.NEVER;
    }
    const n = plainNumber(value);
    if (n === null || !hasAtMostTwoDecimals(n)) {
      ctx.addIssue({ code: 'custom', message: messages.winnerShareInvalid });
      return z.NEVER;
    }
    return n;
  });

/** Minimum Increment belongs to Bidding Method only: blank, null or 0 mean none; otherwise an RS amount. */
export const minimumIncrementSchema = z.preprocess(
  (v) => (blankToUndefined(v) === undefined || v === 0 || v === '0' ? undefined : v),
  rsAmountSchema(messages.minimumIncrementInvalid).optional(),
);

/** A whole number from JSON or a form's text field in [min, max]; blank or null read as not sent. */
const wholeInRange = (min: number, max: number, message: string) =>
  z.preprocess((v) => {
    const sent = blankToUndefined(v);
    return sent === undefined ? undefined : (plainNumber(sent) ?? Number.NaN);
  }, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());

/** Fantasy Team (design-contests section 1): players a team, entries a member, both optional (defaults: 5 and 1). */
export const teamSizeSchema = wholeInRange(TEAM_SIZE_MIN, TEAM_SIZE_MAX, messages.teamSizeInvalid);
export const maxTeamsSchema = wholeInRange(MAX_TEAMS_MIN, MAX_TEAMS_MAX, messages.maxTeamsInvalid);
/** A budget of 1 to 1000 credits with at most one decimal, as integer tenths; optional (default 8 x teamSize). */
export const creditBudgetSchema = z.preprocess((v) => {
  const sent = blankToUndefined(v);
  if (sent === undefined) return undefined;
  const n = plainNumber(sent);
  return n === null ? Number.NaN : (creditsToTenths(n) ?? Number.NaN);
}, z
  .number({ error: messages.creditBudgetInvalid })
  .int(messages.creditBudgetInvalid)
  .min(CREDIT_BUDGET_MIN_TENTHS, messages.creditBudgetInvalid)
  .max(CREDIT_BUDGET_MAX_TENTHS, messages.creditBudgetInvalid)
  .optional());

/** A Fantasy Team group's own values as stored (budget in tenths); null for every other type. */
export type FantasyValues = { teamSize: number | null; maxTeams: number | null; creditBudgetTenths: number | null };

/**
 * The fantasy values a group of `betType` keeps: for Fantasy Team what was sent, else what it had (`current`), else
 * the defaults (5 players, 1 team, 8 credits a player); for other types none.
 */
export function fantasyValuesOf(
  betType: string,
  sent: { teamSize?: number; maxTeams?: number; creditBudget?: number },
  current?: FantasyValues,
): FantasyValues {
  if (!isFantasyTeam(betType)) return { teamSize: null, maxTeams: null, creditBudgetTenths: null };
  const teamSize = sent.teamSize ?? current?.teamSize ?? TEAM_SIZE_DEFAULT;
  return {
    teamSize,
    maxTeams: sent.maxTeams ?? current?.maxTeams ?? MAX_TEAMS_DEFAULT,
    creditBudgetTenths:
      sent.creditBudget ??
      (sent.teamSize === undefined ? current?.creditBudgetTenths : undefined) ??
      defaultCreditBudgetTenths(teamSize),
  };
}

const sharesRefinement = (
  value: { winnerShare1: number; winnerShare2: number; winnerShare3: number },
  ctx: z.RefinementCtx,
) => {
  const problem = groupSharesProblem([value.winnerShare1, value.winnerShare2, value.winnerShare3]);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [`winnerShare${problem.index + 1}`] });
};

/** Bidding Method needs a Minimum Increment above 0 (blank, null and 0 read as none). */
const biddingRefinement = (value: { betType?: string; minimumIncrement?: bigint }, ctx: z.RefinementCtx) => {
  if (value.betType !== undefined && isBiddingMethod(value.betType) && value.minimumIncrement === undefined) {
    ctx.addIssue({ code: 'custom', message: messages.minimumIncrementRequired, path: ['minimumIncrement'] });
  }
};

const groupFields = {
  betAmount: rsAmountSchema(messages.betAmountInvalid),
  minimumIncrement: minimumIncrementSchema,
  winnerShare1: winnerShareSchema,
  winnerShare2: winnerShareSchema,
  winnerShare3: winnerShareSchema,
  teamSize: teamSizeSchema,
  maxTeams: maxTeamsSchema,
  creditBudget: creditBudgetSchema,
};

/** A new group's fields (defaults: First Better, Inactive): a create's body and a club's group template alike. */
export const newGroupFields = {
  ...groupFields,
  betType: z.preprocess((v) => normalizeBetType(blankToUndefined(v)), betTypeEnum.default(DEFAULT_BET_TYPE)),
  status: z.preprocess((v) => normalizeStatus(blankToUndefined(v)), statusEnum.default(DEFAULT_GROUP_STATUS)),
};

type RuledGroup = {
  winnerShare1: number;
  winnerShare2: number;
  winnerShare3: number;
  betType?: string;
  minimumIncrement?: bigint;
};
/** The rules every group's fields follow beyond their shapes: the shares, and Bidding Method's Minimum Increment. */
export function withGroupRules<T extends z.ZodType<RuledGroup>>(schema: T): T {
  return schema.superRefine(sharesRefinement).superRefine(biddingRefinement);
}

/** POST /api/groups. Defaults: First Better, Inactive. Amounts become paise, shares stay percent. */
export const createGroupBodySchema = withGroupRules(z.object({ ...newGroupFields, matchId: idSchema }));
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

/** PUT /api/groups/{id}: the same form without matchId; a missing type or status keeps the group's current one. */
export const updateGroupBodySchema = z
  .object({
    ...groupFields,
    betType: z.preprocess((v) => normalizeBetType(blankToUndefined(v)), betTypeEnum.optional()),
    status: z.preprocess((v) => normalizeStatus(blankToUndefined(v)), statusEnum.optional()),
  })
  .superRefine(sharesRefinement)
  .superRefine(biddingRefinement);
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

/** floor(pool x share) of each place for the pool as it stands, RS: the prizes "if betting closed now". */
export const prizesSchema = z.object({ first: z.number(), second: z.number(), third: z.number() });
export type Prizes = z.infer<typeof prizesSchema>;

/** A group as the API answers it: money in RS, shares in percent. */
export const groupSchema = z.object({
  _id: z.string(),
  betType: z.enum(BET_TYPES),
  betAmount: z.number(),
  minimumIncrement: z.number().nullable(),
  winnerShare1: z.number(),
  winnerShare2: z.number(),
  winnerShare3: z.number(),
  status: z.enum(GROUP_STATUSES),
  /** Fantasy Team (design-contests section 1): players a team, entries a member, the budget in credits; else null. */
  teamSize: z.number().int().nullable(),
  maxTeams: z.number().int().nullable(),
  creditBudget: z.number().nullable(),
  /** The match's id. */
  match: z.string(),
  /** The pool: the sum of the group's bets, RS. */
  totalBetAmount: z.number(),
  hasBets: z.boolean(),
  createdAt: z.string(),
  prizes: prizesSchema,
});
export type Group = z.infer<typeof groupSchema>;

export const groupListSchema = z.array(groupSchema);
export const groupWriteSchema = groupSchema.extend({ message: z.string() });
export const groupDeletedSchema = z.object({
  _id: z.string(),
  message: z.string(),
  /** Bets refunded by the delete, and the RS they returned to their members. */
  refundedBets: z.number(),
  refundedAmount: z.number(),
});

/** GET /api/groups/{id}: the group, the combinations still free and taken, and its match for the place-bet screen. */
export const groupDetailSchema = groupSchema.extend({
  /** All 364 canonical combinations minus those taken in this group. */
  CombinationsMaster: z.array(z.string()),
  /** The distinct combinations taken in this group. */
  SelectedCombinations: z.array(z.string()),
  /** True while bets are accepted: match and group Active and the match not yet started. */
  bettingOpen: z.boolean(),
  /** The board's version (design-contests section 3): `group` events carry changes from a version on. */
  version: z.number().int().nonnegative(),
  /** Bets in the pool (a Bidding Method group's lots with a bid). */
  betCount: z.number().int().nonnegative(),
  match: matchSummarySchema,
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** One bet (or standing bid) of GET /api/groups/{id}/standings. */
export const standingsRowSchema = z.object({
  _id: z.string(),
  combination: z.string(),
  better: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  score: z.number(),
  /** Rank of the score among the group's distinct scores (ties share it), or null below 3rd. */
  place: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  /** What the bet gets (gross, before referral) if the match were settled now; after approval, what it got. */
  winnings: z.number(),
  breakdown: breakdownSchema,
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

/** GET /api/groups/{id}/standings, once the match has a result (409 `No result yet` before). */
export const standingsSchema = z.object({
  /** True until the credits are approved. */
  provisional: z.boolean(),
  pool: z.number(),
  prizes: prizesSchema,
  /** Score descending, then placing order. */
  rows: z.array(standingsRowSchema),
});
export type Standings = z.infer<typeof standingsSchema>;
