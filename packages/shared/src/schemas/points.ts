import { z } from 'zod';
import { messages } from '../messages';
import {
  bandsError,
  FIGURE_COUNT_KEYS,
  FIGURE_MAX,
  figuresError,
  MIN_BALLS_MAX,
  type PlayerFigures,
  POINTS_ITEMS,
  POINTS_MAX,
  POINTS_MIN,
  POINTS_SYSTEM_NAME_MAX,
  POINTS_VALUE_KEYS,
  type PointsBand,
  type PointsValueKey,
  type PointsValues,
} from '../points';
import { idSchema, plainNumber } from './common';

/** A number in JSON or a plain decimal string from a form (`plainNumber`); anything else is left for zod to refuse. */
const asPlainNumber = (value: unknown) => plainNumber(value) ?? value;

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(asPlainNumber, z.number({ error: message }).int(message).min(min, message).max(max, message));

/** One value of a points system: a whole number from -100 to 100. */
export const pointsValueSchema = wholeNumber(POINTS_MIN, POINTS_MAX, messages.pointsInvalid);

const pointsValuesSchema = z.object(
  Object.fromEntries(POINTS_VALUE_KEYS.map((key) => [key, pointsValueSchema])) as Record<
    PointsValueKey,
    typeof pointsValueSchema
  >,
  { error: messages.pointsInvalid },
);

const bandSchema = z.object(
  {
    below: z.preprocess(
      asPlainNumber,
      z.number({ error: messages.bandLimitInvalid }).positive(messages.bandLimitInvalid).nullable(),
    ),
    points: pointsValueSchema,
  },
  { error: messages.bandsInvalid },
);

/** A band list: ascending limits, only the last without a bound (`bandsError`). */
export const bandsSchema = z.array(bandSchema, { error: messages.bandsInvalid }).superRefine((bands, ctx) => {
  const error = bandsError(bands as PointsBand[]);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

const minBallsSchema = wholeNumber(0, MIN_BALLS_MAX, messages.minBallsInvalid);

/** `{clubId}` of /api/clubs/{clubId}/points-system. */
export const pointsSystemParams = z.object({ clubId: idSchema });

/** PUT /api/clubs/{clubId}/points-system: the whole system (design-season section 1). */
export const pointsSystemBodySchema = z.object({
  name: z
    .string({ error: messages.pointsSystemNameInvalid })
    .trim()
    .min(1, messages.pointsSystemNameInvalid)
    .max(POINTS_SYSTEM_NAME_MAX, messages.pointsSystemNameInvalid),
  values: pointsValuesSchema,
  economyMinBalls: minBallsSchema,
  economy: bandsSchema,
  strikeRateMinBalls: minBallsSchema,
  strikeRate: bandsSchema,
});
export type PointsSystemBody = z.input<typeof pointsSystemBodySchema>;

const bandAnswerSchema = z.object({ below: z.number().nullable(), points: z.number().int() });

/** A club's points system as GET, PUT and DELETE answer it; `updatedAt` is null while it is the default. */
export const pointsSystemSchema = z.object({
  name: z.string(),
  isDefault: z.boolean(),
  values: z.object(
    Object.fromEntries(POINTS_VALUE_KEYS.map((key) => [key, z.number().int()])) as Record<PointsValueKey, z.ZodNumber>,
  ),
  economyMinBalls: z.number().int(),
  economy: z.array(bandAnswerSchema),
  strikeRateMinBalls: z.number().int(),
  strikeRate: z.array(bandAnswerSchema),
  updatedAt: z.string().nullable(),
});
export type PointsSystemAnswer = z.infer<typeof pointsSystemSchema>;
export const pointsSystemWriteSchema = pointsSystemSchema.extend({ message: z.string() });

const figureCountSchema = wholeNumber(0, FIGURE_MAX, messages.figuresInvalid);
const figureFlagSchema = z.boolean({ error: messages.figuresFlagsInvalid });

/**
 * One player's figures (design-season section 2): the shape and ranges, then the rules of figures that cannot be
 * (`figuresError`: boundaries worth more than the runs, more maidens than overs, figures without playing, wickets).
 */
export const playerFiguresSchema = z
  .object(
    {
      played: figureFlagSchema,
      out: figureFlagSchema,
      ...(Object.fromEntries(FIGURE_COUNT_KEYS.map((key) => [key, figureCountSchema])) as Record<
        (typeof FIGURE_COUNT_KEYS)[number],
        typeof figureCountSchema
      >),
    },
    { error: messages.figuresInvalid },
  )
  .superRefine((figures, ctx) => {
    const error = figuresError(figures as PlayerFigures);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
export type PlayerFiguresInput = z.input<typeof playerFiguresSchema>;

/**
 * One player's figures as answers carry them: plain whole numbers and booleans, no preprocess (an answer schema is
 * encoded, and a preprocess has no way back), the same shape as playerFiguresSchema's output.
 */
export const playerFiguresAnswerSchema = z.object({
  played: z.boolean(),
  out: z.boolean(),
  ...(Object.fromEntries(FIGURE_COUNT_KEYS.map((key) => [key, z.number().int()])) as Record<
    (typeof FIGURE_COUNT_KEYS)[number],
    z.ZodNumber
  >),
});

/** A player's points with the breakdown by item, as answers carry it. */
export const playerPointsSchema = z.object({
  points: z.number().int(),
  breakdown: z.array(z.object({ item: z.enum(POINTS_ITEMS), points: z.number().int() })),
});

// The schemas' output is the domain types the scoring function takes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _figuresMatch: Same<z.output<typeof playerFiguresSchema>, PlayerFigures> = true;
const _valuesMatch: Same<z.output<typeof pointsValuesSchema>, PointsValues> = true;
const _answerMatch: Same<z.output<typeof playerFiguresAnswerSchema>, PlayerFigures> = true;
void _figuresMatch;
void _answerMatch;
void _valuesMatch;
