import { z } from 'zod';
import { messages } from '../messages';
import { rsToPaise } from '../money';

/** A malformed id (a mistyped or cut link) reads as `This link is not valid`, with no field name in front. */
export const idSchema = z.uuid({ error: messages.invalidLink });

/** Path parameter `{id}`: an unknown or malformed id reads as 404 later, but a non-uuid is a clear 400 now. */
export const idParams = z.object({ id: idSchema });

/**
 * An RS amount from a form or JSON (number, or a numeric string from a text field) -> integer paise.
 * Zero, negative, NaN, Infinity, more than 2 decimals and non-numbers all fail with `message`.
 */
export const rsAmountSchema = (message: string) =>
  z.union([z.number({ error: message }), z.string({ error: message })], { error: message }).transform((value, ctx) => {
    // Text from a form must be a plain decimal ("12", "12.5"): Number() would also read "0x10" or "1e3".
    const asNumber =
      typeof value === 'string' ? (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN) : value;
    const paise = rsToPaise(asNumber);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return paise;
  });

/** `{ message }`: every error answer, and the success answers that only carry a text. */
export const messageSchema = z.object({ message: z.string() });

/** A positive whole number from a query string, or undefined when absent. */
export const queryPageNumber = (message: string, max?: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(max ?? Number.MAX_SAFE_INTEGER, message)
      .optional(),
  );
