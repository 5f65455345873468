/** Phone numbers are stored as digits only (no country code); spaces and punctuation are stripped on input. */
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
