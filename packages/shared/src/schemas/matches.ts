import { z } from 'zod';
import { PLAYERS_PER_TEAM } from '../combinations';
import { creditsToTenths, isPlayerCreditsTenths } from '../fantasy';
import { messages } from '../messages';

/** Every status a match can have. `Ongoing`, `Announced` and `Abandoned` are set by the server only. */
export const MATCH_STATUSES = ['Active', 'Inactive', 'Ongoing', 'Announced', 'Abandoned'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** What the add/edit match form offers. */
export const MATCH_FORM_STATUSES = ['Active', 'Inactive'] as const;
/** What a match write accepts: the form's two, plus `Ongoing` (or `OnGoing`) sent back unchanged by an edit. */
export const MATCH_WRITABLE_STATUSES = ['Active', 'Inactive', 'Ongoing'] as const;

/** Already settled: credits were approved for the match (it has a prize share status), so its money is final. */
export function isSettled(match: { prizeShareStatus: string | null }): boolean {
  return match.prizeShareStatus !== null;
}

export const TEAM_NAME_MAX = 50;
export const VENUE_MAX = 100;
export const PLAYER_NAME_MAX = 30;

/** `OnGoing` (the old spelling) and any letter case read as the canonical status; other values pass unchanged. */
export function normalizeMatchStatus(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return MATCH_STATUSES.find((s) => s.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

const teamNameSchema = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(TEAM_NAME_MAX, messages.teamNameTooLong);

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:?\d{2})$/;

/**
 * An ISO 8601 date and time with its zone (`Z` or an offset), as `toISOString()` writes it, or null. A time without
 * a zone is refused: the server cannot know which local time the sender meant. Impossible dates (February 30) too.
 */
export function parseIsoDateTime(text: string): Date | null {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0));
  if (month === undefined || day === undefined || year === undefined) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day)
    return null;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return null;
  const date = new Date(text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The match's date and time from a request: required, ISO 8601 with a zone; answered as a Date. */
export const matchDateTimeSchema = z
  .string({ error: messages.dateTimeRequired })
  .trim()
  .min(1, messages.dateTimeRequired)
  .transform((v, ctx) => {
    const date = parseIsoDateTime(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: messages.dateTimeInvalid });
      return z.NEVER;
    }
    return date;
  });

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** Status from a request: `OnGoing` means `Ongoing`; missing or blank means the default `Active`. */
export const matchStatusInputSchema = z.preprocess(
  (v) => normalizeMatchStatus(blankToUndefined(v)),
  z.enum(MATCH_WRITABLE_STATUSES, { error: messages.statusInvalid }).default('Active'),
);

/** Status of a new match: only what the form offers (design-match-day section 9); blank means `Active`. */
export const matchCreateStatusInputSchema = z.preprocess(
  (v) => normalizeMatchStatus(blankToUndefined(v)),
  z.enum(MATCH_FORM_STATUSES, { error: messages.statusInvalid }).default('Active'),
);

/**
 * A match's venue (optional free text, issue 38): blank or null means none (null); missing stays undefined, so an
 * edit that does not send it keeps the venue it has.
 */
export const venueSchema = z
  .union([z.string(), z.null()], { error: messages.venueInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const trimmed = value?.trim() ?? '';
    if (trimmed.length > VENUE_MAX) {
      ctx.addIssue({ code: 'custom', message: messages.venueInvalid });
      return z.NEVER;
    }
    return trimmed === '' ? null : trimmed;
  });

/**
 * PUT /api/matches/{id}. `Ongoing` passes the shape check so an edit can send the current status back; the
 * service refuses it unless it is the current one (`matchWriteProblem` in `match-rules.ts`).
 */
export const matchBodySchema = z.object({
  team1: teamNameSchema(messages.team1Required),
  team2: teamNameSchema(messages.team2Required),
  dateTime: matchDateTimeSchema,
  status: matchStatusInputSchema,
  venue: venueSchema.describe('Where the match is played (optional; blank or null clears it, missing keeps it).'),
});
export type MatchBody = z.input<typeof matchBodySchema>;

/**
 * `createGroups` of a match create (and the fixture import): true (the default) gives the new match one group per
 * group template of its club (design-season section 4); false, none.
 */
export const createGroupsSchema = z.boolean({ error: messages.createGroupsInvalid }).default(true);

/** POST /api/matches and POST /api/matches/Admin-club/{clubId}: `Active` or `Inactive` only. */
export const matchCreateBodySchema = matchBodySchema.extend({
  status: matchCreateStatusInputSchema,
  createGroups: createGroupsSchema,
});
export type MatchCreateBody = z.input<typeof matchCreateBodySchema>;

/** Index "0".."6" -> player name; empty slots are absent. */
export type TeamPlayers = Record<string, string>;

/**
 * One team's players from a request: an object keyed "0".."6" or an array by position. Names are trimmed and blank
 * ones omitted; a name longer than 30 characters, a position outside 0-6 or a non-text name is refused.
 * Missing or null means no players.
 */
export function normalizeTeamPlayers(value: unknown): { players: TeamPlayers } | { error: string } {
  if (value === undefined || value === null) return { players: {} };
  let entries: [string, unknown][];
  if (Array.isArray(value)) {
    if (value.length > PLAYERS_PER_TEAM) return { error: messages.playerIndexInvalid };
    entries = value.map((name, i) => [String(i), name]);
  } else if (typeof value === 'object') {
    entries = Object.entries(value);
  } else {
    return { error: messages.playersInvalid };
  }
  const players: TeamPlayers = {};
  for (const [key, name] of entries) {
    if (!/^[0-6]$/.test(key)) return { error: messages.playerIndexInvalid };
    if (name === undefined || name === null) continue;
    if (typeof name !== 'string') return { error: messages.playersInvalid };
    const trimmed = name.trim();
    if (trimmed === '') continue;
    if (trimmed.length > PLAYER_NAME_MAX) return { error: messages.playerNameTooLong };
    players[key] = trimmed;
  }
  return { players: sortPlayers(players) };
}

/** Keys in position order, so answers read "0", "1", ... whatever order the request used. */
function sortPlayers(players: TeamPlayers): TeamPlayers {
  return Object.fromEntries(Object.entries(players).sort(([a], [b]) => Number(a) - Number(b)));
}

const playerNameInput = z.string().nullable();
export const teamPlayersSchema = z
  .union([z.array(playerNameInput), z.record(z.string(), playerNameInput)], { error: messages.playersInvalid })
  .nullish()
  .transform((value, ctx) => {
    const result = normalizeTeamPlayers(value);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.players;
  });

/**
 * A team's player prices (design-contests section 1): slot "0".."6" -> credits, 6 to 11 in steps of 0.5, stored as
 * tenths; optional (a missing map keeps the prices the match has). Null for a slot means the default, 8.
 */
export const teamCreditsSchema = z
  .record(z.string(), z.union([z.number(), z.null()], { error: messages.playerCreditsInvalid }), {
    error: messages.playerCreditsInvalid,
  })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const tenths: Record<string, number> = {};
    for (const [key, credits] of Object.entries(value)) {
      if (!/^[0-6]$/.test(key)) {
        ctx.addIssue({ code: 'custom', message: messages.playerIndexInvalid });
        return z.NEVER;
      }
      if (credits === null) continue;
      const t = creditsToTenths(credits);
      if (t === null || !isPlayerCreditsTenths(t)) {
        ctx.addIssue({ code: 'custom', message: messages.playerCreditsInvalid });
        return z.NEVER;
      }
      tenths[key] = t;
    }
    return tenths;
  });

/** PUT /api/matches/{id}/update-players: replaces both lists (a missing list means that team has no names). */
export const updatePlayersBodySchema = z.object({
  team1Players: teamPlayersSchema,
  team2Players: teamPlayersSchema,
  team1Credits: teamCreditsSchema,
  team2Credits: teamCreditsSchema,
});
export type UpdatePlayersBody = z.input<typeof updatePlayersBodySchema>;

const playersSchema = z.record(z.string(), z.string());

/** A match as the API answers it. */
export const matchSchema = z.object({
  _id: z.string(),
  team1: z.string(),
  team2: z.string(),
  dateTime: z.string(),
  status: z.enum(MATCH_STATUSES),
  /** Where it is played; null when not given. */
  venue: z.string().nullable(),
  club: z.string(),
  /** The result's id, or null before one is saved. */
  result: z.string().nullable(),
  Team1Players: playersSchema,
  Team2Players: playersSchema,
  /** Fantasy Team prices (design-contests section 1): slot "0".."6" -> credits, for every slot with a player. */
  Team1Credits: z.record(z.string(), z.number()),
  Team2Credits: z.record(z.string(), z.number()),
  /** Set once credits are approved; null until then. */
  prizeShareStatus: z.string().nullable(),
  /** True when any group of the match has bets: edit and delete are refused then. */
  hasBets: z.boolean(),
  createdAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

/**
 * A match as the match lists answer it: the match, how many groups it has and how many of them are Active, so the
 * dashboards know without another request whether a member has a bet to place (`hasBetToPlace`).
 */
export const matchListItemSchema = matchSchema.extend({
  groupCount: z.number().int(),
  activeGroupCount: z.number().int(),
});
export type MatchListItem = z.infer<typeof matchListItemSchema>;

export const matchListSchema = z.array(matchListItemSchema);
export const matchWriteSchema = matchSchema.extend({ message: z.string() });
/** PUT /api/matches/{id}/update-players: the match, the text, and how many of the 14 slots are still blank. */
export const playersWriteSchema = matchWriteSchema.extend({ unnamedPlayers: z.number() });
export const matchDeletedSchema = z.object({ _id: z.string(), message: z.string() });

/** The match fields the place-bet screen needs, embedded in a group's detail. */
export const matchSummarySchema = matchSchema.pick({
  _id: true,
  team1: true,
  team2: true,
  dateTime: true,
  status: true,
  result: true,
  Team1Players: true,
  Team2Players: true,
  Team1Credits: true,
  Team2Credits: true,
});

/** POST /api/matches/{id}/abandon: `refunded` in RS, `bets` how many bets were refunded. */
export const abandonMatchResponseSchema = z.object({
  message: z.string(),
  refunded: z.number(),
  bets: z.number().int(),
});
export type AbandonMatchResponse = z.infer<typeof abandonMatchResponseSchema>;
