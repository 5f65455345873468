import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

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

/**
 * The phone number as it is stored (design-season section 10): the national number libphonenumber-js reads for the
 * form's country code, so `09000000003`, `919000000003`, `+91 98765 43210` and `98765 43210` with `+91` are
 * `9000000003` and `9876543210`. A number it cannot read for that country keeps the digits-only rule: spaces
 * stripped, then 9 to 15 digits. Null when neither gives 9 to 15 digits (the users table holds no other).
 */
export function nationalPhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  if (raw.length > PHONE_TEXT_MAX) return null;
  const callingCode = digitsOnly(countryCode);
  if (callingCode !== '') {
    const read = parsePhoneNumberFromString(raw, { defaultCallingCode: callingCode });
    if (read?.countryCallingCode === callingCode && read.isPossible() && REGISTRATION_PHONE.test(read.nationalNumber)) {
      return read.nationalNumber;
    }
  }
  const digits = stripSpaces(raw);
  return REGISTRATION_PHONE.test(digits) ? digits : null;
}

/**
 * An invite's recipient: the national number for the sender's country (as `nationalPhone`), or, when it is written
 * with another country's `+` code, that number in full (country code and national number, digits only), so WhatsApp
 * reaches it. Null when unreadable and not 10 to 15 digits once spaces are stripped.
 */
export function invitePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  if (raw.length > PHONE_TEXT_MAX) return null;
  const callingCode = digitsOnly(countryCode);
  if (raw.trim().startsWith('+')) {
    const read = parsePhoneNumberFromString(raw);
    if (read?.isPossible() && read.countryCallingCode !== callingCode) {
      const full = `${read.countryCallingCode}${read.nationalNumber}`;
      return INVITE_PHONE.test(full) ? full : null;
    }
  }
  const national = nationalPhone(raw, countryCode);
  if (national !== null && INVITE_PHONE.test(national)) return national;
  const digits = stripSpaces(raw);
  return INVITE_PHONE.test(digits) ? digits : null;
}
