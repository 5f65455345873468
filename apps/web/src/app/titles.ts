import { type MessageKey, t } from '@/i18n';

/** What follows every page's name in the tab title, and the whole title where a path has no name. */
export const APP_NAME = 'Wicket Pools';

/**
 * "Place bet · Wicket Pools": a screen's title (each route names its own, router.tsx) before the app's name;
 * "Page not found · Wicket Pools" for a path no route knows.
 */
export function documentTitle(title: MessageKey | undefined): string {
  return `${t(title ?? 'Page not found')} · ${APP_NAME}`;
}
