import { formatRs, paiseToRs } from '@wicket/shared/money';
import dayjs from 'dayjs';

/** `RS 1,250.75`: every amount on screen has 2 decimals (spec section 9). */
export const formatMoney = (rs: number | null | undefined): string => formatRs(typeof rs === 'number' ? rs : 0);

/** The same format for an amount in paise (`RS 5.00`). */
export const formatPaise = (paise: bigint): string => formatRs(paiseToRs(paise));

/** `12 Mar 2025, 07:30 PM` in the viewer's local time. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('DD MMM YYYY, hh:mm A') : '';

export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD MMM YYYY') : '');

/** "Today" is the viewer's local day (design section 7). */
export const isToday = (iso: string, now: Date = new Date()): boolean => dayjs(iso).isSame(now, 'day');

export const isTodayOrLater = (iso: string, now: Date = new Date()): boolean =>
  !dayjs(iso).isBefore(dayjs(now).startOf('day'));

export const fullName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined): string =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ');

/** Prize display rule of spec section 4 (Group). */
export function prizeLabel(shares: { winnerShare1: number; winnerShare2: number; winnerShare3: number }): string {
  if (shares.winnerShare1 > 0 && shares.winnerShare2 > 0 && shares.winnerShare3 > 0) return '1st, 2nd and 3rd';
  if (shares.winnerShare1 > 0 && shares.winnerShare2 > 0) return '1st and 2nd';
  return '1st Prize Only';
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
  place === 1 ? '1st' : place === 2 ? '2nd' : place === 3 ? '3rd' : `${place}th`;
