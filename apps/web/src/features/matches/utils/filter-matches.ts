import type { Match } from '@wicket/shared/schemas/matches';
import { t } from '@/i18n';
import { isToday, isTodayOrLater } from '@/lib/format';

export const DASHBOARD_TABS = [
  {
    value: 'all',
    get label() {
      return t('All Games');
    },
  },
  {
    value: 'live',
    get label() {
      return t('Live match');
    },
  },
  {
    value: 'inactive',
    get label() {
      return t('Inactive');
    },
  },
  {
    value: 'finished',
    get label() {
      return t('Finished');
    },
  },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export function toDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

/**
 * Spec section 4, member dashboard filters: All Games dated today or later, Live match dated today (the viewer's
 * local day), Inactive by status, Finished = Announced; always by date, earliest first.
 */
export function filterMatches<M extends Match>(matches: M[], tab: DashboardTab, now: Date = new Date()): M[] {
  const keep: Record<DashboardTab, (match: M) => boolean> = {
    all: (match) => isTodayOrLater(match.dateTime, now),
    live: (match) => isToday(match.dateTime, now),
    inactive: (match) => match.status === 'Inactive',
    finished: (match) => match.status === 'Announced',
  };
  const kept = matches.filter(keep[tab]);
  return kept.sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
}
