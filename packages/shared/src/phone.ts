import {
  getCountries,
  getCountryCallingCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/** Spaces and punctuation stripped: what a phone field keeps while it is typed. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function stripSpaces(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** Registration and login phone: 9 to 15 digits. */
export const REGISTRATION_PHONE = /^\d{9,15}$/;
/** Invite phone: 10 to 15 digits. */
export const INVITE_PHONE = /^\d{10,15}$/;

/** The country code a form without one (login, Add Member Existing User, Edit Club, invites) reads a phone for. */
export const DEFAULT_COUNTRY_CODE = '+91';

/** Longest phone text read at all: a pasted number with its spaces, dashes and brackets. */
const PHONE_TEXT_MAX = 32;

/**
 * What any country's reading needs (checked on the field itself, so a form shows it with its other fields' errors):
 * phone characters only (digits, spaces, `-`, `.`, brackets, a leading `+`) and 9 to 20 digits (a national number
 * of 9 to 15 with a country code or trunk prefix in front). `nationalPhone` then decides.
 */
export function looksLikePhone(raw: string): boolean {
  const digits = digitsOnly(raw).length;
  return /^\+?[\d\s\-.()]+$/.test(raw.trim()) && digits >= 9 && digits <= 20;
}

/** Every country calling code libphonenumber-js knows: the country list the forms offer (GET /api/country-codes). */
const CALLING_CODES = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/**
 * The digits of a form's country code (`+91`, `91`, ` +44 `), or null when it is no country's: `+0`, `+999` and a
 * CSV cell `=1+1` are unknown to libphonenumber-js, which throws on them (a 500 before design-contests section 4).
 */
export function knownCallingCode(countryCode: string): string | null {
  const text = stripSpaces(countryCode);
  if (!/^\+?\d{1,3}$/.test(text)) return null;
  const digits = digitsOnly(text);
  return CALLING_CODES.has(digits) ? digits : null;
}

/** libphonenumber-js's reading, or undefined; it throws on some input instead of answering undefined. */
function parse(text: string, defaultCallingCode?: string): PhoneNumber | undefined {
  try {
    return parsePhoneNumberFromString(text, defaultCallingCode ? { defaultCallingCode } : undefined);
  } catch {
    return undefined;
  }
}

/**
 * The digits after a `+` or after `00` (what most countries dial abroad with): `+91 98765 43210` and
 * `0091 98765 43210` are both `919876543210`. Null for a number written without one (or `00` and 14 digits or more).
 */
function internationalDigits(raw: string): string | null {
  const text = raw.trim();
  const digits = digitsOnly(text);
  if (text.startsWith('+')) return digits;
  // at most 15 digits as typed, as every phone read here (`00` and a 13-digit number)
  return digits.startsWith('00') && digits.length <= 15 ? digits.slice(2) : null;
}

/** Whether `digits` with a `+` in front is a valid number of a country other than `callingCode`'s. */
function anotherCountrys(digits: string, callingCode: string): boolean {
  const read = parse(`+${digits}`);
  return read !== undefined && read.countryCallingCode !== callingCode && read.isValid();
}

/**
 * The phone number as it is stored (design-season section 10, design-contests section 4): the national number
 * libphonenumber-js reads for the form's country code, so `09000000003`, `919000000003`, `+91 98765 43210`,
 * `0091 98765 43210` and `98765 43210` with `+91` are `9000000003` and `9876543210`. The users table keys on that
 * number alone, whatever the country code, so every way of writing one number must come to the same digits or be
 * refused:
 * - written with `+` or `00`, the number must be of the form's country (another country's number is null);
 * - a number that is not a valid one of that country keeps the digits-only rule (9 to 15 digits once spaces go),
 *   less any trunk `0`s and the country's own code in front (`0500000000300`, `0 91 500000000300` and
 *   `91500000000300` are `500000000300` with `+91`), and is null when those digits are a valid number of another
 *   country written without its `+` (`919876543210` with `+1` is an Indian number: stored as `919876543210`, it made
 *   a second account for the owner of `9876543210`).
 * Null too for an unknown country code (see knownCallingCode).
 */
export function nationalPhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  // No phone number has more than 15 digits (E.164, the country code included), however it is written: without this
  // the library read `0700000000000000` (16 digits) with `+49` as a valid German number (found by the property test).
  if (raw.length > PHONE_TEXT_MAX || digitsOnly(raw).length > 15) return null;
  const callingCode = knownCallingCode(countryCode);
  if (callingCode === null) return null;
  const international = internationalDigits(raw);
  if (international !== null && !international.startsWith(callingCode)) return null;

  const read = parse(international === null ? raw : `+${international}`, callingCode);
  // Only a valid number: a length the country merely allows is how `09876543210` with `+65` or `919876543210` with
  // `+92` (an Indian number) were stored as new numbers; those go by the rule below.
  if (read?.countryCallingCode === callingCode && read.isValid() && REGISTRATION_PHONE.test(read.nationalNumber)) {
    return read.nationalNumber;
  }

  let digits = international === null ? stripSpaces(raw) : international.slice(callingCode.length);
  // 15 digits at most as typed: stripping 0s and the code must not make a longer text a number
  if (!/^\d{1,15}$/.test(digits)) return null;
  digits = digits.replace(/^0+/, '');
  if (digits.startsWith(callingCode) && REGISTRATION_PHONE.test(digits.slice(callingCode.length).replace(/^0+/, ''))) {
    digits = digits.slice(callingCode.length).replace(/^0+/, '');
  }
  if (anotherCountrys(digits, callingCode)) return null;
  return REGISTRATION_PHONE.test(digits) ? digits : null;
}

/**
 * An invite's recipient: the national number for the sender's country (as `nationalPhone`), or, when it is written
 * with another country's `+` (or `00`) code, that number in full (country code and national number, digits only), so
 * WhatsApp reaches it. Null when unreadable and not 10 to 15 digits once spaces are stripped.
 */
export function invitePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  if (raw.length > PHONE_TEXT_MAX) return null;
  const callingCode = knownCallingCode(countryCode) ?? digitsOnly(DEFAULT_COUNTRY_CODE);
  const international = internationalDigits(raw);
  if (international !== null) {
    const read = parse(`+${international}`);
    if (read?.isPossible() && read.countryCallingCode !== callingCode) {
      const full = `${read.countryCallingCode}${read.nationalNumber}`;
      return INVITE_PHONE.test(full) ? full : null;
    }
  }
  const national = nationalPhone(raw, `+${callingCode}`);
  if (national !== null && INVITE_PHONE.test(national)) return national;
  const digits = stripSpaces(raw);
  return international === null && INVITE_PHONE.test(digits) ? digits : null;
}

/**
 * The number WhatsApp sends to for a stored phone: the country's calling code, then the national number (phones are
 * stored as national numbers with their country code beside them). The web's wa.me links, the member import's
 * messages and the reminders (modules/notifications/reminders.ts, the same rule in SQL) all use it.
 */
export function whatsAppNumber(nationalNumber: string, countryCode: string): string {
  return `${digitsOnly(countryCode)}${nationalNumber}`;
}

/**
 * The number WhatsApp sends to for a phone typed into a referral invite (`invitePhone`'s reading): a 10-digit number
 * is a national one as people type it at home, so the sender's calling code goes in front; a longer one was written
 * with its own country code, which `invitePhone` kept.
 */
export function inviteWhatsAppNumber(invitePhoneDigits: string, senderCountryCode: string): string {
  return invitePhoneDigits.length === 10 ? whatsAppNumber(invitePhoneDigits, senderCountryCode) : invitePhoneDigits;
}
