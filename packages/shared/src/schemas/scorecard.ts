import { z } from 'zod';
import { PLAYERS_PER_TEAM } from '../combinations';
import { messages } from '../messages';
import { idSchema } from './common';
import { playerFiguresAnswerSchema, playerFiguresSchema, playerPointsSchema } from './points';
import { SCORE_LIMIT } from './results';

/**
 * The scorecard API (design-season sections 2 and 3): a match's 14 slots of figures, the points they earn, and the
 * Cricsheet reading that proposes them. The server answers with these shapes and the web app reads them.
 */

export const scorecardParams = z.object({ id: idSchema });

/**
 * The points a scorecard may give one player (design-contests section 4): within what a typed result takes
 * (SCORE_LIMIT either way), so a saved result can always be saved again by hand.
 */
export const SCORECARD_POINTS_MIN = -1_000;
export const SCORECARD_POINTS_MAX = SCORE_LIMIT;
export const scorecardPointsInRange = (points: number) =>
  points >= SCORECARD_POINTS_MIN && points <= SCORECARD_POINTS_MAX;

/** One team's figures: exactly 7 players, in slot order. */
export const teamFiguresSchema = z
  .array(playerFiguresSchema, { error: messages.scorecardTeamsInvalid })
  .length(PLAYERS_PER_TEAM, messages.scorecardTeamsInvalid);

export const SCORECARD_SOURCES = ['manual', 'cricsheet'] as const;
export type ScorecardSource = (typeof SCORECARD_SOURCES)[number];

/** PUT /api/matches/{id}/scorecard. `source` says where the figures came from (the web app's Cricsheet import). */
export const scorecardBodySchema = z.object({
  team1: teamFiguresSchema,
  team2: teamFiguresSchema,
  source: z.enum(SCORECARD_SOURCES, { error: messages.scorecardSourceInvalid }).default('manual'),
});
export type ScorecardBody = z.input<typeof scorecardBodySchema>;

/** One slot's player with the points the figures earn and the breakdown by item (non-zero items only). */
export const scorecardPlayerSchema = playerPointsSchema.extend({
  code: z.string(),
  /** The match's team name the slot belongs to. */
  team: z.string(),
  /** The slot's player name, or null for a blank slot. */
  name: z.string().nullable(),
});
export type ScorecardPlayer = z.infer<typeof scorecardPlayerSchema>;

const figuresAnswerSchema = z.array(playerFiguresAnswerSchema);

/** PUT answer: the result it saved and the 14 players in slot order. */
export const scorecardWriteSchema = z.object({
  message: z.string(),
  result: z.object({ team1Scores: z.array(z.number().int()), team2Scores: z.array(z.number().int()) }),
  players: z.array(scorecardPlayerSchema),
});
export type ScorecardWrite = z.infer<typeof scorecardWriteSchema>;

/** GET /api/matches/{id}/scorecard. */
export const scorecardSchema = z.object({
  source: z.enum(SCORECARD_SOURCES),
  figures: z.object({ team1: figuresAnswerSchema, team2: figuresAnswerSchema }),
  players: z.array(scorecardPlayerSchema),
  pointsSystem: z.object({ name: z.string() }),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** One slot of the match with the Cricsheet player proposed for it (`null` where none is certain). */
const slotProposalSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  cricsheetName: z.string().nullable(),
  figures: playerFiguresAnswerSchema.nullable(),
});

/** POST /api/matches/{id}/scorecard/cricsheet: the file read, nothing saved. */
export const cricsheetReadingSchema = z.object({
  teams: z.tuple([z.string(), z.string()]),
  players: z.array(z.object({ name: z.string(), team: z.string(), figures: playerFiguresAnswerSchema })),
  slots: z.object({ team1: z.array(slotProposalSchema), team2: z.array(slotProposalSchema) }),
});
export type CricsheetReading = z.infer<typeof cricsheetReadingSchema>;

/** Largest Cricsheet file accepted (design-season section 3). */
export const CRICSHEET_BODY_LIMIT = 2 * 1024 * 1024;
