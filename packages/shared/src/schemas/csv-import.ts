import { z } from 'zod';
import { messages } from '../messages';

/**
 * What both CSV imports (fixtures, design-season section 5; members, section 6) accept of the file in the request
 * body. The file itself is read on the server (apps/server/src/lib/csv-read.ts).
 */

/** Largest CSV text accepted, in UTF-8 bytes (200 KB). */
export const CSV_IMPORT_MAX_BYTES = 200 * 1024;
/** Most data rows a file may hold (the header and blank lines not counted). */
export const CSV_IMPORT_MAX_ROWS = 500;
/**
 * The import routes' body limit: the CSV as a JSON string grows by its escapes (a `\n` per line, `\"` per quote), so
 * the body may be larger than the file; the file's own limit is checked on the text (CSV_IMPORT_MAX_BYTES, a 400).
 */
export const CSV_IMPORT_BODY_LIMIT = 512 * 1024;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The `csv` field: text, not blank, at most 200 KB. */
export const csvFileSchema = z
  .string({ error: messages.csvRequired })
  // Cheap first: more characters than bytes allowed can never fit.
  .max(CSV_IMPORT_MAX_BYTES, messages.csvTooLarge)
  .refine((text) => utf8Bytes(text) <= CSV_IMPORT_MAX_BYTES, messages.csvTooLarge)
  .refine((text) => text.trim() !== '', messages.csvRequired);

/** A true-or-false field of an import's body (`dryRun`, `sendInvites`), false when left out; `invalid` names it. */
export const importFlagSchema = (invalid: string) => z.boolean({ error: invalid }).default(false);
