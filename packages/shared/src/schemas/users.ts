import { z } from 'zod';
import { messages } from '../messages';
import { looksLikePhone, nationalPhone, stripSpaces } from '../phone';

export const USER_TYPES = ['Member', 'Manager', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const NAME_MAX = 30;
export const PASSWORD_MIN = 6;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const firstNameSchema = requiredText(messages.firstNameRequired).max(NAME_MAX, messages.firstNameTooLong);
export const lastNameSchema = requiredText(messages.lastNameRequired).max(NAME_MAX, messages.lastNameTooLong);

/** Empty or missing text reads as null; other text is trimmed (and passed on for validation). */
const blankToNull = (v: unknown) =>
  v == null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v;

/** Optional email: trimmed and lower-cased; empty or missing becomes null. */
export const optionalEmailSchema = z.preprocess((v) => {
  const t = blankToNull(v);
  return typeof t === 'string' ? t.toLowerCase() : t;
}, z.email({ error: messages.invalidEmail }).max(254, messages.invalidEmail).nullable());

/** Required email (new members added by a manager). */
export const requiredEmailSchema = z
  .string({ error: messages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.invalidEmail }));

export const countryCodeSchema = requiredText(messages.countryCodeRequired).max(8, messages.countryCodeRequired);

/** A phone as typed or pasted (`+91 98765 43210`): required, at most 32 characters; read by `withNationalPhone`. */
export const phoneTextSchema = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .max(32, messages.invalidPhone)
  .refine(looksLikePhone, messages.invalidPhone);

/**
 * A phone of a form without a country code (Add Member Existing User, Edit Club): the national number for the
 * default country (`nationalPhone` in ../phone: `09000000003` is `9000000003`), else 9-15 digits once spaces go.
 */
export const phoneSchema = phoneTextSchema.transform((raw, ctx) => {
  const national = nationalPhone(raw);
  if (national === null) {
    ctx.addIssue({ code: 'custom', message: messages.invalidPhone });
    return z.NEVER;
  }
  return national;
});

/**
 * A form's phone read for its own country code (design-season section 10): `body[phone]` becomes the national number
 * `nationalPhone` reads for `body.countryCode`, or the form fails with `Invalid phone` on that field.
 */
export function withNationalPhone<P extends string>(phone: P) {
  return <B extends { [K in P]: string } & { countryCode: string }>(body: B, ctx: z.RefinementCtx): B => {
    const national = nationalPhone(body[phone], body.countryCode);
    if (national === null) {
      ctx.addIssue({ code: 'custom', message: messages.invalidPhone, path: [phone] });
      return z.NEVER;
    }
    return { ...body, [phone]: national };
  };
}

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(200, 'Password is too long');

/** 6-10 characters of A-Z and 0-9; lower case is accepted and upper-cased. Empty means none. */
export const REFERRAL_CODE = /^[A-Z0-9]{6,10}$/;
export const optionalReferralCodeSchema = z.preprocess((v) => {
  const t = blankToNull(v);
  return typeof t === 'string' ? t.toUpperCase() : t;
}, z
  .string({ error: messages.invalidReferralCodeFormat })
  .regex(REFERRAL_CODE, messages.invalidReferralCodeFormat)
  .nullable());

/** A new user's own fields, as registration and Add Member (New User) take them: the email is optional. */
export const newUserFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: optionalEmailSchema.optional(),
  countryCode: countryCodeSchema,
  phoneNumber: phoneTextSchema,
  password: passwordSchema,
};

export const registerBodySchema = z
  .object({ ...newUserFields, referralCode: optionalReferralCodeSchema.optional() })
  .transform(withNationalPhone('phoneNumber'));
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Login: the phone read as `phoneSchema` reads it; text it cannot read is looked up as sent (and not found). */
export const loginBodySchema = z.object({
  phoneNumber: z
    .string({ error: messages.phoneRequired })
    .trim()
    .min(1, messages.phoneRequired)
    .max(32, messages.invalidPhone)
    .transform((raw) => nationalPhone(raw) ?? stripSpaces(raw)),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: messages.currentPasswordRequired })
    .min(1, messages.currentPasswordRequired)
    .max(200),
  newPassword: passwordSchema,
});

/** The web form adds the confirmation; the server only needs the two passwords. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: messages.newPasswordSameAsCurrent,
    path: ['newPassword'],
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** PUT /api/users/reset-password/{id}: the temporary password is in this answer only. */
export const passwordResetSchema = z.object({ message: z.string(), temporaryPassword: z.string() });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** What login and register answer, and what the browser stores as the login record. */
export const authUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  credits: z.number(),
  /** Signed in with the temporary password of a staff reset: the app offers to choose a new one (issue 27). */
  passwordTemporary: z.boolean().optional(),
  token: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const clubRefSchema = z.object({ _id: z.string(), clubName: z.string() });

export const profileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  userType: z.enum(USER_TYPES),
  credits: z.number(),
  memberOf: clubRefSchema.nullable(),
  referralCode: z.string(),
  referralCount: z.number(),
  referralEarnings: z.number(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const referralLookupSchema = z.object({ firstName: z.string() });
