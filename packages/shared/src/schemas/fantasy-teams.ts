import { z } from 'zod';
import { messages } from '../messages';

/** Design-contests section 1: a member's Fantasy Team entries. */

const codeSchema = z.string({ error: messages.teamBodyInvalid }).max(8, messages.teamBodyInvalid);

/**
 * POST /api/groups/{groupId}/teams and PUT /api/fantasy-teams/{id}: `{ players: ["1","4","A","C","F"], captain: "4",
 * viceCaptain: "A" }`. Only the shape is checked here (a list of short texts, two texts); the rules of checks 2 to 6
 * run in their order on the server with the group's size, budget and prices (`checkTeam` in fantasy.ts). A missing
 * captain reads as none, which check 4 refuses after checks 2 and 3.
 */
export const teamBodySchema = z.object(
  {
    players: z.array(codeSchema, { error: messages.teamBodyInvalid }).max(14, messages.teamBodyInvalid),
    captain: codeSchema.default(''),
    viceCaptain: codeSchema.default(''),
  },
  { error: messages.teamBodyInvalid },
);
export type TeamBody = z.input<typeof teamBodySchema>;

export const teamOwnerSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

/** A team as the API answers it. `credits` is its cost; `points` and `rank` are null until the match has a result. */
export const fantasyTeamSchema = z.object({
  _id: z.string(),
  group: z.string(),
  /** Player codes in canonical order: team 1's `1`-`7`, then team 2's `A`-`G`. */
  players: z.array(z.string()),
  captain: z.string(),
  viceCaptain: z.string(),
  credits: z.number(),
  /** At most one decimal: the captain counts 2 times, the vice-captain 1.5 times. */
  points: z.number().nullable(),
  /** Among the group's teams by points (ties share a rank). */
  rank: z.number().int().nullable(),
  createdAt: z.string(),
  /** Whose team it is: in the list after betting closes. */
  owner: teamOwnerSchema.optional(),
});
export type FantasyTeam = z.infer<typeof fantasyTeamSchema>;

/** POST /api/groups/{groupId}/teams: 201, with the member's balance after the fee (RS). */
export const enterTeamResponseSchema = z.object({
  message: z.string(),
  team: fantasyTeamSchema,
  balance: z.number(),
});
export type EnterTeamResponse = z.infer<typeof enterTeamResponseSchema>;

/** PUT /api/fantasy-teams/{id}. */
export const saveTeamResponseSchema = z.object({ message: z.string(), team: fantasyTeamSchema });
export type SaveTeamResponse = z.infer<typeof saveTeamResponseSchema>;

/**
 * GET /api/groups/{groupId}/teams: how many teams the group has, and the teams the caller may see: while betting is
 * open only the caller's own (staff none); after, every team with its owner, sorted by rank.
 */
export const groupTeamsSchema = z.object({
  entries: z.number().int(),
  teams: z.array(fantasyTeamSchema),
});
export type GroupTeams = z.infer<typeof groupTeamsSchema>;
