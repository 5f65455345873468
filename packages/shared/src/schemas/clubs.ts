import { z } from 'zod';
import { messages } from '../messages';
import { clubSharesError, shareError } from '../shares';
import { plainNumber } from './common';
import {
  countryCodeSchema,
  firstNameSchema,
  lastNameSchema,
  optionalEmailSchema,
  passwordSchema,
  phoneSchema,
  phoneTextSchema,
  withNationalPhone,
} from './users';

export const CLUB_NAME_MAX = 60;

export const clubNameSchema = z
  .string({ error: messages.clubNameRequired })
  .trim()
  .min(1, messages.clubNameRequired)
  .max(CLUB_NAME_MAX, messages.clubNameTooLong);

/**
 * A share in percent: a number, or a plain decimal string from a text field (`plainNumber`); empty means missing.
 * At least 0 and at most 2 decimals (the sum rule is checked on the whole form).
 */
const shareSchema = (requiredMessage: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .union([z.number(), z.string()], {
        error: (issue) => (issue.input === undefined ? requiredMessage : messages.sharesInvalid),
      })
      .transform((value, ctx) => {
        const n = plainNumber(value);
        const error = n === null ? messages.sharesInvalid : shareError(n);
        if (n === null || error) {
          ctx.addIssue({ code: 'custom', message: error ?? messages.sharesInvalid });
          return z.NEVER;
        }
        return n;
      }),
  );

/** Reminder minutes (design-match-day section 4): a whole number 0 to 1440, 0 = off; numeric text from a field. */
export const REMINDER_MINUTES_MAX = 1440;
export const REMINDER_MINUTES_DEFAULT = 60;
export const reminderMinutesSchema = z.preprocess(
  (v) => {
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
    return plainNumber(v) ?? Number.NaN;
  },
  z
    .number({ error: messages.reminderMinutesInvalid })
    .int(messages.reminderMinutesInvalid)
    .min(0, messages.reminderMinutesInvalid)
    .max(REMINDER_MINUTES_MAX, messages.reminderMinutesInvalid),
);

/**
 * A club form's body (create and update alike) with its two shares: each share on its own (at least 0, at most 2
 * decimals), then their sum (`clubSharesError`), added once both are acceptable. The one place both forms get them.
 */
function withClubShares<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      ...shape,
      managerShare: shareSchema(messages.managerShareRequired),
      adminShare: shareSchema(messages.adminShareRequired),
    })
    .superRefine((value, ctx) => {
      const { managerShare, adminShare } = value as { managerShare: number; adminShare: number };
      if (shareError(managerShare) || shareError(adminShare)) return;
      const error = clubSharesError(managerShare, adminShare);
      if (error) ctx.addIssue({ code: 'custom', message: error, path: ['adminShare'] });
    });
}

/** POST /api/clubs: the club and its Manager's account. Everything but managerEmail is required. */
export const createClubBodySchema = withClubShares({
  clubName: clubNameSchema,
  managerFirstName: firstNameSchema,
  managerLastName: lastNameSchema,
  managerEmail: optionalEmailSchema.optional(),
  countryCode: countryCodeSchema,
  managerPhone: phoneTextSchema,
  managerPassword: passwordSchema,
  reminderMinutes: reminderMinutesSchema.optional(),
}).transform(withNationalPhone('managerPhone'));
export type CreateClubBody = z.input<typeof createClubBodySchema>;

/**
 * PUT /api/clubs/{id}: all fields required but reminderMinutes (absent: unchanged) and managerEmail, optional as in
 * Add Club (absent: unchanged; blank or null: the manager has none), so a club without one can be renamed.
 * managerEmail and managerPhone are the manager account's own.
 */
export const updateClubBodySchema = withClubShares({
  clubName: clubNameSchema,
  managerEmail: optionalEmailSchema.optional(),
  managerPhone: phoneSchema,
  reminderMinutes: reminderMinutesSchema.optional(),
});
export type UpdateClubBody = z.input<typeof updateClubBodySchema>;

export const clubManagerSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
});

/** A club as the list, the detail and the writes answer it. Shares in percent. */
export const clubSchema = z.object({
  _id: z.string(),
  clubName: z.string(),
  user: clubManagerSchema,
  managerEmail: z.string().nullable(),
  managerPhone: z.string(),
  managerShare: z.number(),
  adminShare: z.number(),
  reminderMinutes: z.number().int(),
  createdAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

export const clubWriteResultSchema = clubSchema.extend({ message: z.string() });

/** PUT /api/clubs/{id}/settings: what the club's Manager may change. */
export const clubSettingsBodySchema = z.object({ reminderMinutes: reminderMinutesSchema });
export type ClubSettingsBody = z.input<typeof clubSettingsBodySchema>;

/** GET and PUT /api/clubs/{id}/settings answer the club's settings. */
export const clubSettingsSchema = z.object({ _id: z.string(), reminderMinutes: z.number().int() });
export type ClubSettings = z.infer<typeof clubSettingsSchema>;
export const clubSettingsWriteResultSchema = clubSettingsSchema.extend({ message: z.string() });
