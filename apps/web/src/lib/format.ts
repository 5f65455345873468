import { formatRs, paiseToRs } from '@wicket/shared/money';
import { localeFormats, t } from '@/i18n';

/** `RS 1,250.75`: every amount on screen has 2 decimals (spec section 9). */
export const formatMoney = (rs: number | null | undefined): string => {
  const amount = typeof rs === 'number' ? rs : 0;
  // Hindi: hi-IN's rupee format (`₹1,250.75`); English keeps the spec's `RS 1,250.75`.
  return localeFormats()?.money(amount) ?? formatRs(amount);
};

/** The same format for an amount in paise (`RS 5.00`). */
export const formatPaise = (paise: bigint): string => formatMoney(paiseToRs(paise));

/*
 * Dates on screen without dayjs (about 2 KB gzip of every page) and without Intl (the first `toLocaleString` loads
 * ICU data, about 100 ms on a phone): the same parsing and English formats as dayjs's defaults.
 */

/** dayjs's reading of a date string without a `Z`: local time, missing parts defaulting to the start. */
const LOCAL_DATE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The instant a date string names, read as dayjs reads it (ISO with an offset or `Z`, or local date and time). */
export function parseDate(iso: string): Date {
  const local = /Z$/i.test(iso) ? null : LOCAL_DATE.exec(iso);
  if (!local) return new Date(iso);
  const [, year, month, day, hour, minute, second, fraction] = local;
  return new Date(
    Number(year),
    Number(month || 1) - 1,
    Number(day || 1),
    Number(hour || 0),
    Number(minute || 0),
    Number(second || 0),
    Number((fraction || '0').slice(0, 3)),
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/** `12 Mar 2025` (dayjs `DD MMM YYYY`) in the viewer's local time; `Invalid Date` as dayjs says it. */
function dayMonthYear(date: Date): string {
  return `${two(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** `12 Mar 2025, 07:30 PM` in the viewer's local time. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hindi = localeFormats();
  if (hindi) return hindi.dateTime(date);
  const hours = date.getHours();
  return `${dayMonthYear(date)}, ${two(hours % 12 || 12)}:${two(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
};

export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return localeFormats()?.date(date) ?? dayMonthYear(date);
};

/** Local midnight starting the day of `date`. */
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** "Today" is the viewer's local day (design section 7). */
export const isToday = (iso: string, now: Date = new Date()): boolean => startOfDay(parseDate(iso)) === startOfDay(now);

/** Not before the start of the viewer's local day (an unreadable date counts as not before, as with dayjs). */
export const isTodayOrLater = (iso: string, now: Date = new Date()): boolean =>
  !(parseDate(iso).getTime() < startOfDay(now));

export const fullName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined): string =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ');

/**
 * What one stake of a group costs, in the words of its kind: `RS 10.00 per bet`, or for a Bidding Method group
 * `opening bid RS 10.00` (a lot is bid for, not bet on: issue 38).
 */
export function stakeLabel(group: { betType: string; betAmount: number }): string {
  return group.betType === 'Bidding Method'
    ? t('opening bid {betAmount}', { betAmount: formatMoney(group.betAmount) })
    : t('{betAmount} per bet', { betAmount: formatMoney(group.betAmount) });
}

/** Prize display rule of spec section 4 (Group). */
export function prizeLabel(shares: { winnerShare1: number; winnerShare2: number; winnerShare3: number }): string {
  if (shares.winnerShare1 > 0 && shares.winnerShare2 > 0 && shares.winnerShare3 > 0) return t('1st, 2nd and 3rd');
  if (shares.winnerShare1 > 0 && shares.winnerShare2 > 0) return t('1st and 2nd');
  return t('1st Prize Only');
}

/** "50% / 30% / 10%": the winner shares above 0. */
export function sharesLabel(shares: { winnerShare1: number; winnerShare2: number; winnerShare3: number }): string {
  return [shares.winnerShare1, shares.winnerShare2, shares.winnerShare3]
    .filter((share) => share > 0)
    .map((share) => `${share}%`)
    .join(' / ');
}

/** "1st", "2nd", "3rd". */
export const ordinal = (place: number): string =>
  place === 1 ? t('1st') : place === 2 ? t('2nd') : place === 3 ? t('3rd') : t('{place}th', { place });
