import type { QueryClient } from '@tanstack/react-query';
import { keysForEvent, type LiveEvent } from './query-keys';

/** A query refetches on live events at most this often (design-season section 8)... */
export const EVENT_REFETCH_INTERVAL_MS = 1_000;
/** ...each time after a random wait of up to this, so the screens watching one group do not all ask at once. */
export const EVENT_REFETCH_JITTER_MS = 300;

export type EventThrottle = {
  /** Outdates what these events change: each query they reach, once its wait is over. */
  push(events: readonly LiveEvent[]): void;
  /** Drops the waits not yet over (the stream closed for good). */
  stop(): void;
};

/**
 * Live events arrive with every bet (a busy group, many a second), and each outdates the group's queries. The first
 * event for a query outdates it after a small random wait; later ones within `intervalMs` of its last refetch wait
 * for the interval to end (plus the random wait) and are folded into one. Per query (its hash), so a query that
 * several keys reach still refetches once. The refetch revalidates with If-None-Match (the browser's HTTP cache
 * does that for answers with an ETag), so an unchanged answer costs a 304. Mutations outdate their keys at once
 * (`invalidateEvents`); only the stream goes through here.
 */
export function createEventThrottle(
  queryClient: QueryClient,
  opts: { intervalMs?: number; jitterMs?: number; random?: () => number } = {},
): EventThrottle {
  const intervalMs = opts.intervalMs ?? EVENT_REFETCH_INTERVAL_MS;
  const jitterMs = opts.jitterMs ?? EVENT_REFETCH_JITTER_MS;
  const random = opts.random ?? Math.random;
  /** When each query was last outdated here. */
  const last = new Map<string, number>();
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();

  return {
    push(events) {
      const now = Date.now();
      // Forget refetches older than the interval: they hold nothing back any more.
      for (const [hash, at] of last) if (now - at >= intervalMs) last.delete(hash);
      for (const key of events.flatMap(keysForEvent)) {
        for (const query of queryClient.getQueryCache().findAll({ queryKey: key })) {
          const hash = query.queryHash;
          if (waiting.has(hash)) continue;
          const previous = last.get(hash);
          const rest = previous === undefined ? 0 : Math.max(0, previous + intervalMs - now);
          const timer = setTimeout(
            () => {
              waiting.delete(hash);
              last.set(hash, Date.now());
              void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
            },
            rest + Math.floor(random() * jitterMs),
          );
          waiting.set(hash, timer);
        }
      }
    },
    stop() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
