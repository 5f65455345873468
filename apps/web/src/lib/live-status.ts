import { REFRESH_INTERVAL_MS } from '@wicket/shared/refresh';

/**
 * Whether this tab's live stream is open, and the polling that follows from it (design-match-day section 1): the
 * spec's 15 s refresh is the fallback for when the stream is down; while it is up, hints refresh the screens and a
 * slow poll only heals a lost hint. Kept apart from live-events.ts so screens need not load the live client.
 */
export const LIVE_SAFETY_POLL_MS = 60_000;

let connected = false;

/** Records the stream's state; true when it changed. */
export function setLiveConnected(value: boolean): boolean {
  const changed = connected !== value;
  connected = value;
  return changed;
}

export function isLiveConnected(): boolean {
  return connected;
}

/** `refetchInterval` of a screen that others change: read after each fetch, so it follows the stream. */
export function pollInterval(): number {
  return connected ? LIVE_SAFETY_POLL_MS : REFRESH_INTERVAL_MS;
}
