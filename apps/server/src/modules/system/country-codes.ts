import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export type CountryCode = { dial_code: string; name: string; code: string };

let cached: CountryCode[] | undefined;

/** Every country libphonenumber knows, named in English by Intl: bundled data, no third-party host at run time. */
export function countryCodes(): CountryCode[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cached = getCountries()
    .map((code) => ({ code, dial_code: `+${getCountryCallingCode(code)}`, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}
