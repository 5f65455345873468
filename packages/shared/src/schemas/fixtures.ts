import { z } from 'zod';
import { messages } from '../messages';
import { csvFileSchema, importFlagSchema } from './csv-import';
import { createGroupsSchema } from './matches';

/**
 * Fixture import and the calendar feed (design-season section 5). The file itself is read on the server
 * (apps/server/src/modules/fixtures/read-csv.ts); this is what the API speaks. The file's limits are both imports'
 * (./csv-import.ts).
 */

/** An IANA time zone name the runtime knows (`Europe/London`, `Asia/Kolkata`, `UTC`); offsets like `+05:30` are not. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** POST /api/clubs/{clubId}/matches/import. */
export const fixtureImportBodySchema = z.object({
  csv: csvFileSchema.describe('The CSV text (RFC 4180, a header row, at most 500 rows, up to 200 KB).'),
  timeZone: z
    .string({ error: messages.unknownTimeZone })
    .nullish()
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value?.trim() || 'UTC');
      if (!zone) {
        ctx.addIssue({ code: 'custom', message: messages.unknownTimeZone });
        return z.NEVER;
      }
      return zone;
    })
    .describe('IANA time zone for times written without a zone (default UTC).'),
  dryRun: importFlagSchema(messages.dryRunInvalid).describe(
    'true: check every row and answer what would happen; nothing is created.',
  ),
  createGroups: createGroupsSchema.describe("false: the matches get no groups from the club's group templates."),
});
export type FixtureImportBody = z.input<typeof fixtureImportBodySchema>;

export const FIXTURE_OUTCOMES = ['created', 'ready', 'skipped', 'error'] as const;
export type FixtureOutcome = (typeof FIXTURE_OUTCOMES)[number];

/** One data row of the file and what became of it. */
export const fixtureRowSchema = z.object({
  /** The file's line the row starts on (the header is line 1). */
  line: z.number().int(),
  team1: z.string(),
  team2: z.string(),
  /** ISO 8601 (UTC) when the row's date and time could be read; otherwise the text as the file has it. */
  dateTime: z.string(),
  status: z.string(),
  /** The row's venue (from a `venue` column or an alias such as `Ground`); null without one. */
  venue: z.string().nullable(),
  outcome: z.enum(FIXTURE_OUTCOMES),
  /** The error, or `Already in the fixtures` for a skipped row; null otherwise. */
  message: z.string().nullable(),
  /** The created match, or the existing match a skipped row repeats; null otherwise. */
  matchId: z.string().nullable(),
});
export type FixtureRow = z.infer<typeof fixtureRowSchema>;

/** 201 (imported), 200 (dry run) and, with `created: 0`, the rows of a 400. */
export const fixtureImportResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  skipped: z.number().int(),
  rows: z.array(fixtureRowSchema),
});
export type FixtureImportResult = z.infer<typeof fixtureImportResultSchema>;

/** The 400 answer when rows have errors (nothing created). */
export const fixtureImportErrorSchema = z.object({ message: z.string(), rows: z.array(fixtureRowSchema) });
export type FixtureImportError = z.infer<typeof fixtureImportErrorSchema>;

/** GET /api/users/calendar and POST /api/users/calendar/reset: the personal feed's address. */
export const calendarAddressSchema = z.object({ url: z.string() });
export type CalendarAddress = z.infer<typeof calendarAddressSchema>;
