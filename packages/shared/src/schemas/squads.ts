import { z } from 'zod';
import { messages, playerListedTwiceMessage } from '../messages';
import { idSchema } from './common';
import { groupSchema, newGroupFields, withGroupRules } from './groups';
import { PLAYER_NAME_MAX, TEAM_NAME_MAX } from './matches';

/** Design-season section 4: a club's teams (squads), a match's lineup suggestion, and the club's group templates. */

export const SQUAD_MAX_PLAYERS = 40;
export const GROUP_TEMPLATES_MAX = 5;
/** A lineup suggestion fills a match's 7 slots. */
export const LINEUP_SIZE = 7;

export const clubIdParams = z.object({ clubId: idSchema });

/** The first name written twice in a squad (ignoring case), as written the second time; null when none is. */
export function repeatedPlayer(players: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const raw of players) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

const squadPlayerSchema = z
  .string({ error: messages.playersInvalid })
  .trim()
  .min(1, messages.squadPlayerNameInvalid)
  .max(PLAYER_NAME_MAX, messages.squadPlayerNameInvalid);

/** POST /api/clubs/{clubId}/teams and PUT /api/teams/{id}: a name of 1-50 characters, 0-40 players of 1-30. */
export const teamBodySchema = z
  .object({
    name: z
      .string({ error: messages.teamNameRequired })
      .trim()
      .min(1, messages.teamNameRequired)
      .max(TEAM_NAME_MAX, messages.teamNameTooLong),
    players: z
      .array(squadPlayerSchema, { error: messages.squadPlayersInvalid })
      .max(SQUAD_MAX_PLAYERS, messages.squadTooLarge)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const twice = repeatedPlayer(value.players);
    // No path: the text names the player, and the error answer adds no field name to a text without one.
    if (twice !== null) ctx.addIssue({ code: 'custom', message: playerListedTwiceMessage(twice) });
  });
export type TeamBody = z.input<typeof teamBodySchema>;

/** A club's team as the API answers it: its players in the order staff listed them. */
export const teamSchema = z.object({ _id: z.string(), name: z.string(), players: z.array(z.string()) });
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);
export const teamWriteSchema = teamSchema.extend({ message: z.string() });
export const teamDeletedSchema = z.object({ _id: z.string(), message: z.string() });

/** One side of GET /api/matches/{id}/lineup. */
export const lineupSideSchema = z.object({
  /** The club's team of the match team's name (ignoring case and spaces), or null. */
  team: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Its players; [] without a team. */
  squad: z.array(z.string()),
  /** The names to prefill, slot "0".."6" -> name: the team's last lineup, else its squad's first 7, else {}. */
  suggested: z.record(z.string(), z.string()),
});
export type LineupSide = z.infer<typeof lineupSideSchema>;
export const lineupSchema = z.object({ team1: lineupSideSchema, team2: lineupSideSchema });
export type Lineup = z.infer<typeof lineupSchema>;

/** One group template: checked exactly as a group create is (its fields and rules), without a match. */
export const groupTemplateBodySchema = withGroupRules(z.object(newGroupFields));

/** PUT /api/clubs/{clubId}/group-templates: the club's whole list, up to 5. */
export const groupTemplatesBodySchema = z.object({
  templates: z
    .array(groupTemplateBodySchema, { error: messages.groupTemplatesInvalid })
    .max(GROUP_TEMPLATES_MAX, messages.groupTemplatesTooMany),
});
export type GroupTemplatesBody = z.input<typeof groupTemplatesBodySchema>;

/** A template as the API answers it: money in RS, shares in percent, as a group's. */
export const groupTemplateSchema = groupSchema.pick({
  betType: true,
  betAmount: true,
  minimumIncrement: true,
  winnerShare1: true,
  winnerShare2: true,
  winnerShare3: true,
  status: true,
});
export type GroupTemplate = z.infer<typeof groupTemplateSchema>;
export const groupTemplatesSchema = z.object({ templates: z.array(groupTemplateSchema) });
export type GroupTemplates = z.infer<typeof groupTemplatesSchema>;
export const groupTemplatesWriteSchema = groupTemplatesSchema.extend({ message: z.string() });
