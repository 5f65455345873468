import { z } from 'zod';
import { messages } from '../messages';
import { idSchema, rsAmountSchema } from './common';
import { clubRefSchema, newUserFields, phoneSchema, USER_TYPES, withNationalPhone } from './users';

/** Path parameter `{clubId}` of the Admin forms (a Manager may name its own club too). */
export const clubIdParams = z.object({ clubId: idSchema });

/** Path parameter `{userId}` of GET /api/transactions/{userId}. */
export const userIdParams = z.object({ userId: idSchema });

/** Add member, Existing User: the phone of a Member who has no club yet. */
export const addMemberBodySchema = z.object({ phoneNumber: phoneSchema });
export type AddMemberBody = z.input<typeof addMemberBodySchema>;

/**
 * Add member, New User: every field required but the email, optional as at registration (blank: none). No password:
 * the member chooses one with the welcome link the answer carries, as an imported member does (design-contests
 * section 4), so staff never know it. A `password` sent by an older client is ignored.
 */
const { password: _chosenByTheMember, ...newMemberFields } = newUserFields;
export const registerMemberBodySchema = z.object(newMemberFields).transform(withNationalPhone('phoneNumber'));
export type RegisterMemberBody = z.input<typeof registerMemberBodySchema>;

/** Add or deduct credit: an RS amount above 0 with at most 2 decimals, parsed to paise. */
export const creditBodySchema = z.object({ creditAmount: rsAmountSchema(messages.invalidCreditAmount) });
export type CreditBody = z.input<typeof creditBodySchema>;

/** A row of the members list. */
export const memberSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  credits: z.number(),
  /** The country code the phone was read for (a WhatsApp link needs it). */
  countryCode: z.string(),
  /** False for a member a club imported who has not chosen a password yet: staff can make a new welcome link. */
  hasPassword: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** Add member and register member answer the member plus the success text. */
export const memberWriteResultSchema = memberSchema.extend({ message: z.string() });

/** Register member also answers the new member's welcome link (`{PUBLIC_URL}/welcome/{token}`, 14 days, once). */
export const registeredMemberResultSchema = memberWriteResultSchema.extend({ welcomeLink: z.string() });
export type RegisteredMemberResult = z.infer<typeof registeredMemberResultSchema>;

/** Add and deduct credit answer the member's new balance and the success text. */
export const creditResultSchema = z.object({ message: z.string(), _id: z.string(), credits: z.number() });
export type CreditResult = z.infer<typeof creditResultSchema>;

/** A row of the Admin's list of all users. */
export const userListItemSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  userType: z.enum(USER_TYPES),
  credits: z.number(),
  memberOf: clubRefSchema.nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Which way a ledger row moved credits. */
export const TRANSACTION_TYPES = ['Credit', 'Debit'] as const;

/** A wallet history row: amounts in RS, always positive; `type` says which way it went. */
export const transactionSchema = z.object({
  _id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  description: z.string(),
  createdAt: z.string(),
  balanceAfter: z.number(),
});
export type Transaction = z.infer<typeof transactionSchema>;
