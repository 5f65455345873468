import { z } from 'zod';
import { slotNameMatches } from '../cricsheet';
import { teamNameKey } from '../match-rules';
import { messages, playerListedTwiceMessage } from '../messages';
import { idSchema } from './common';
import { importFlagSchema } from './csv-import';
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

/**
 * POST /api/clubs/{clubId}/teams/merge (issue 38): one or two squads (a Cricsheet file's teams) merged into the club's
 * teams of those names; `dryRun` only answers the changes, for the screen to confirm.
 */
export const squadsMergeBodySchema = z.object({
  squads: z
    .array(teamBodySchema, { error: messages.squadsInvalid })
    .min(1, messages.squadsInvalid)
    .max(2, messages.squadsInvalid)
    .superRefine((squads, ctx) => {
      if (squads.length === 2 && teamNameKey(squads[0]?.name ?? '') === teamNameKey(squads[1]?.name ?? '')) {
        ctx.addIssue({ code: 'custom', message: messages.squadsSameTeam });
      }
    }),
  dryRun: importFlagSchema(messages.dryRunInvalid),
});
export type SquadsMergeBody = z.input<typeof squadsMergeBodySchema>;

/** What a merge does to one team: made anew or not, the names it gains, and its whole squad after. */
export const squadChangeSchema = z.object({
  name: z.string(),
  /** The club's team (null: a new team, not yet made in a dry run). */
  teamId: z.string().nullable(),
  created: z.boolean(),
  added: z.array(z.string()),
  players: z.array(z.string()),
});
export type SquadChange = z.infer<typeof squadChangeSchema>;
export const squadsMergeSchema = z.object({
  dryRun: z.boolean(),
  changes: z.array(squadChangeSchema),
  /** `Squads saved` once saved; absent in a dry run. */
  message: z.string().optional(),
});
export type SquadsMerge = z.infer<typeof squadsMergeSchema>;

/**
 * A squad merged with new names, never replaced (issue 38): the squad as it is, then each new name it does not have
 * yet. A name is had when the squad holds it ignoring case and spaces, or holds the same player written in full
 * (`Virat Kohli` for the file's `V Kohli`, the Cricsheet import's rule).
 */
export function mergeSquad(squad: readonly string[], names: readonly string[]): { players: string[]; added: string[] } {
  const players = [...squad];
  const added: string[] = [];
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const raw of names) {
    const name = raw.trim();
    if (name === '') continue;
    const had = players.some(
      (player) => key(player) === key(name) || slotNameMatches(player, name) || slotNameMatches(name, player),
    );
    if (had) continue;
    players.push(name);
    added.push(name);
  }
  return { players, added };
}

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
  /** Fantasy Team prices the team remembers, by lower-cased player name, in credits (design-contests section 1). */
  credits: z.record(z.string(), z.number()),
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
  teamSize: true,
  maxTeams: true,
  creditBudget: true,
});
export type GroupTemplate = z.infer<typeof groupTemplateSchema>;
export const groupTemplatesSchema = z.object({ templates: z.array(groupTemplateSchema) });
export type GroupTemplates = z.infer<typeof groupTemplatesSchema>;
export const groupTemplatesWriteSchema = groupTemplatesSchema.extend({ message: z.string() });
