import { z } from 'zod';
import { PLAYERS_PER_TEAM } from '../combinations';
import { messages } from '../messages';
import { idSchema, plainNumber } from './common';

/** Largest score magnitude accepted: far beyond cricket, and three of them still fit a 32-bit sum. */
export const SCORE_LIMIT = 100_000;

/** One score from JSON or a form's text field (`plainNumber`): an integer (negative allowed), or null otherwise. */
export function parseScore(value: unknown): number | null {
  const n = plainNumber(value);
  return n !== null && Number.isSafeInteger(n) && Math.abs(n) <= SCORE_LIMIT ? n : null;
}

/** Exactly seven integer scores, one per player; numeric strings are read as numbers. */
export const teamScoresSchema = z
  .array(z.union([z.number(), z.string()], { error: messages.scoresInvalid }), { error: messages.scoresInvalid })
  .length(PLAYERS_PER_TEAM, messages.scoresInvalid)
  .transform((values, ctx) => {
    const scores = values.map(parseScore);
    if (scores.some((s) => s === null)) {
      ctx.addIssue({ code: 'custom', message: messages.scoresInvalid });
      return z.NEVER;
    }
    return scores as number[];
  });

/** PUT /api/results/{resultId}. */
export const updateResultBodySchema = z.object({
  team1Scores: teamScoresSchema,
  team2Scores: teamScoresSchema,
});
export type UpdateResultBody = z.input<typeof updateResultBodySchema>;

/** POST /api/results. */
export const createResultBodySchema = updateResultBodySchema.extend({ matchId: idSchema });
export type CreateResultBody = z.input<typeof createResultBodySchema>;

/** A result as the API answers it. */
export const resultSchema = z.object({
  _id: z.string(),
  /** The match's id. */
  match: z.string(),
  team1Scores: z.array(z.number()),
  team2Scores: z.array(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Result = z.infer<typeof resultSchema>;

export const resultWriteSchema = resultSchema.extend({ message: z.string() });
