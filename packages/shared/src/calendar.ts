/*
 * The personal calendar feed's facts (design-season section 5), without zod: the dashboard's calendar card imports
 * this, and a schema module would bring zod into the member's first page.
 */

/** How long after its start a match's calendar event ends. */
export const CALENDAR_EVENT_HOURS = 4;
/** The feed lists matches from this many days ago on. */
export const CALENDAR_PAST_DAYS = 30;

/** `webcal://...` for a feed's `https://...` (or `http://...`) address: calendar apps subscribe to it. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
