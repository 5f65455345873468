import { z } from 'zod';
import { messages } from '../messages';
import { rsToPaise } from '../money';

/** A malformed id (a mistyped or cut link) reads as `This link is not valid`, with no field name in front. */
export const idSchema = z.uuid({ error: messages.invalidLink });

/** Path parameter `{id}`: an unknown or malformed id reads as 404 later, but a non-uuid is a clear 400 now. */
export const idParams = z.object({ id: idSchema });

/** A plain decimal as text: digits, optionally a minus sign before and a fraction after (`12`, `12.5`, `-3`). */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number from a JSON body (or a query string), the one reading every numeric field uses (design-season section 10):
 * a finite JSON number, or a plain decimal string (`"12.5"`) as a form's text field sends it. Anything else is null:
 * `"0x10"`, `"1e1"`, `"Infinity"`, `" 12"`, `"12 "`, `"+5"`, `""`, booleans, null... (`Number()` would read most of
 * them as numbers).
 */
export function plainNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * An RS amount from a form or JSON (a number, or a plain decimal string from a text field) -> integer paise.
 * Zero, negative, more than 2 decimals and anything `plainNumber` refuses fail with `message`.
 */
export const rsAmountSchema = (message: string) =>
  z.union([z.number({ error: message }), z.string({ error: message })], { error: message }).transform((value, ctx) => {
    const asNumber = plainNumber(value);
    const paise = asNumber === null ? null : rsToPaise(asNumber);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return paise;
  });

/** `{ message }`: every error answer, and the success answers that only carry a text. */
export const messageSchema = z.object({ message: z.string() });

/** A positive whole number from a query string, or undefined when absent (`plainNumber`'s reading: no `0x10`). */
export const queryPageNumber = (message: string, max?: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (plainNumber(v) ?? Number.NaN)),
    z
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(max ?? Number.MAX_SAFE_INTEGER, message)
      .optional(),
  );
