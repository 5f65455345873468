import { z } from 'zod';
import { messages } from '../messages';
import { DEFAULT_COUNTRY_CODE } from '../phone';
import { rsAmountSchema } from './common';
import { csvFileSchema, importFlagSchema } from './csv-import';
import { authUserSchema, countryCodeSchema, newUserFields, passwordSchema, withNationalPhone } from './users';

/**
 * Importing members from a CSV file, and welcome links (design-season section 6). The file's rows are checked with
 * the registration fields' own schemas (names, email, country code, phone read as registration reads it). The
 * file's limits are both imports' (./csv-import.ts).
 */

/** Columns by header name, compared ignoring case and surrounding spaces. */
export const MEMBER_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'countryCode',
  'email',
  'credits',
] as const;
export type MemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];
export const MEMBER_IMPORT_REQUIRED_COLUMNS = ['firstName', 'lastName', 'phoneNumber'] as const;
/** How long a welcome link works. */
export const WELCOME_LINK_DAYS = 14;

export const memberImportBodySchema = z.object({
  csv: csvFileSchema,
  dryRun: importFlagSchema(messages.dryRunInvalid),
  defaultCountryCode: countryCodeSchema.optional().default(DEFAULT_COUNTRY_CODE),
  sendInvites: importFlagSchema(messages.sendInvitesInvalid),
});
export type MemberImportBody = z.input<typeof memberImportBodySchema>;

/**
 * One row of the file, its cells as text (a missing cell is ''): the registration fields without the password, and
 * `credits` in RS (above 0, at most 2 decimals; blank means none). `countryCode` is already the default when blank.
 */
export const memberImportRowSchema = z
  .object({
    firstName: newUserFields.firstName,
    lastName: newUserFields.lastName,
    email: newUserFields.email,
    countryCode: newUserFields.countryCode,
    phoneNumber: newUserFields.phoneNumber,
    credits: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
      rsAmountSchema(messages.invalidCreditAmount).optional(),
    ),
  })
  .transform(withNationalPhone('phoneNumber'));

export const MEMBER_IMPORT_OUTCOMES = ['created', 'invited', 'ready', 'skipped', 'error'] as const;
export type MemberImportOutcome = (typeof MEMBER_IMPORT_OUTCOMES)[number];

/**
 * A row of the answer: `line` the file's line number (header = 1); the cells as read (the phone as stored once it
 * reads as one); `outcome` `created`, `invited`, `ready` (dry run, or a file with errors), `skipped` or `error`.
 */
export const memberImportRowResultSchema = z.object({
  line: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  email: z.string().nullable(),
  credits: z.number().nullable(),
  outcome: z.enum(MEMBER_IMPORT_OUTCOMES),
  message: z.string().nullable(),
  memberId: z.string().nullable(),
  welcomeLink: z.string().nullable(),
});
export type MemberImportRowResult = z.infer<typeof memberImportRowResultSchema>;

export const memberImportResultSchema = z.object({
  message: z.string(),
  created: z.number(),
  invited: z.number(),
  skipped: z.number(),
  rows: z.array(memberImportRowResultSchema),
  /**
   * With `sendInvites` and someone to message: `queued` when a WhatsApp sender is configured, `logged` when none is
   * and the messages only reach the server log (the screen says so). Absent otherwise.
   */
  whatsApp: z.enum(['queued', 'logged']).optional(),
});
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;

/** A file with errors: 400 with every row (nothing was imported). Other 400s (a bad body) carry only the message. */
export const memberImportErrorSchema = z.object({
  message: z.string(),
  rows: z.array(memberImportRowResultSchema).optional(),
});

/** The welcome screen's greeting: GET /api/users/welcome/{token}. */
export const welcomeInfoSchema = z.object({ firstName: z.string(), clubName: z.string() });
export type WelcomeInfo = z.infer<typeof welcomeInfoSchema>;

/** POST /api/users/welcome/{token}: the member's first password (answers as login does). */
export const welcomeBodySchema = z.object({ password: passwordSchema });
export type WelcomeBody = z.input<typeof welcomeBodySchema>;
export const welcomeAnswerSchema = authUserSchema;

/** The form adds the confirmation; the server only needs the password. */
export const welcomeFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** `{token}` of a welcome link: anything but a plausible token reads as the unknown link it is (404, not 400). */
export const welcomeTokenParams = z.object({ token: z.string() });

/** POST /api/users/welcome-link/{id}: the member's new link (the older one stops working). */
export const welcomeLinkSchema = z.object({ welcomeLink: z.string() });
export type WelcomeLinkAnswer = z.infer<typeof welcomeLinkSchema>;

/** `{PUBLIC_URL}/welcome/{token}` */
export const welcomeLinkUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/welcome/${token}`;
