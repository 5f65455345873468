import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { QueryClient } from '@tanstack/react-query';
import { type BoardChange, standingBidsOf } from '@wicket/shared/board';
import { createEventThrottle } from './event-throttle';
import { applyLiveBoard } from './live-board';
import type { LiveEvent } from './query-keys';

/**
 * The live client (design-match-day section 1): one `GET /api/events` stream per tab while a user is signed in.
 * The token travels in the Authorization header only (fetch streaming; EventSource could only put it in the URL).
 * A `group` event carrying its board's change is applied to the cached group (live-board.ts). Each event invalidates
 * the query keys `keysForEvent` names, so every screen showing that data refetches it, each
 * query at most once a second after a small random wait (event-throttle.ts). The
 * screens poll every 15 s while the stream is down and slowly while it is up (live-status.ts).
 * The app loads this module (and fetch-event-source) once a user is signed in: see use-live-events.ts.
 */
export const EVENTS_PATH = '/api/events';
/** The first reconnect waits this long; each further failure doubles it up to `RECONNECT_MAX_MS`. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The server refused the token (expired, signed out elsewhere): reconnecting with it cannot succeed. */
class StreamRefused extends Error {}
/** The stream failed or ended: reconnect after a backoff. */
class StreamDropped extends Error {}

/** One server event as a `LiveEvent`, or null for an unknown name or malformed data (hints are never trusted). */
export function parseLiveEvent(name: string, data: string): LiveEvent | null {
  if (name === 'balance') return { type: 'balance' };
  if (name === 'notification') return { type: 'notification' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (name === 'group' && typeof record.groupId === 'string' && typeof record.matchId === 'string') {
    const change = boardChangeOf(record);
    return { type: 'group', groupId: record.groupId, matchId: record.matchId, ...(change ? { change } : {}) };
  }
  if (name === 'match' && typeof record.matchId === 'string') return { type: 'match', matchId: record.matchId };
  return null;
}

const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((c) => typeof c === 'string');
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The board change a `group` event carries (design-contests section 3), if it carries a whole one. */
function boardChangeOf(record: Record<string, unknown>): BoardChange | undefined {
  const { version, fromVersion, taken, freed, totalBetAmount, betCount } = record;
  if (!isCount(version) || !isCount(fromVersion) || !isCount(betCount)) return undefined;
  if (!isTextList(taken) || !isTextList(freed)) return undefined;
  if (typeof totalBetAmount !== 'number' || !Number.isFinite(totalBetAmount) || totalBetAmount < 0) return undefined;
  const change = { version, fromVersion, taken, freed, totalBetAmount, betCount };
  if (record.lots === undefined) return change;
  const lots = standingBidsOf(record.lots);
  return lots ? { ...change, lots } : undefined;
}

/** The wait before reconnect attempt `attempt` (0-based): exponential, capped, with jitter so tabs spread out. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export type LiveStreamOptions = {
  queryClient: QueryClient;
  token: string;
  /** The network boundary (tests pass a fake stream). */
  fetch?: typeof fetch;
  random?: () => number;
  /** Called with true when the stream opens and false when it drops or stops. */
  onConnectedChange?: (connected: boolean) => void;
};

/**
 * Opens the stream and keeps it open: on a failure or an end it reconnects after `reconnectDelay`; a 401 or 403
 * stops it (the next API call signs the user out). After a reconnect every active query refetches once, healing
 * what was missed while the stream was down. Returns the function that closes it for good.
 */
export function startLiveEvents(options: LiveStreamOptions): () => void {
  const { queryClient, token, random, onConnectedChange } = options;
  const controller = new AbortController();
  let attempt = 0;
  let openedBefore = false;
  const throttle = createEventThrottle(queryClient, { random });

  void fetchEventSource(EVENTS_PATH, {
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    signal: controller.signal,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    async onopen(response) {
      if (response.status === 401 || response.status === 403) throw new StreamRefused();
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/event-stream')) throw new StreamDropped();
      attempt = 0;
      onConnectedChange?.(true);
      if (openedBefore) void queryClient.invalidateQueries();
      openedBefore = true;
    },
    onmessage(message) {
      const event = parseLiveEvent(message.event, message.data);
      if (!event) return;
      // A board change applied to the cached group needs no read of it; a gap reads it (the change dropped).
      if (event.type === 'group' && event.change && !applyLiveBoard(queryClient, { ...event, change: event.change })) {
        throttle.push([{ type: 'group', groupId: event.groupId, matchId: event.matchId }]);
      } else throttle.push([event]);
    },
    onclose() {
      // The server ended the stream (token expiry, shutdown): fetchEventSource would stop; reconnect instead.
      throw new StreamDropped();
    },
    onerror(error) {
      onConnectedChange?.(false);
      if (error instanceof StreamRefused) throw error;
      const delay = reconnectDelay(attempt, random);
      attempt += 1;
      return delay;
    },
  }).catch(() => {
    // Refused: stays closed until the login changes.
  });

  return () => {
    controller.abort();
    throttle.stop();
    onConnectedChange?.(false);
  };
}
