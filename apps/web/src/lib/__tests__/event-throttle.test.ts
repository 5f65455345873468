import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventThrottle, EVENT_REFETCH_INTERVAL_MS, EVENT_REFETCH_JITTER_MS } from '../event-throttle';
import { type LiveEvent, queryKeys } from '../query-keys';

const groupEvent = (groupId: string): LiveEvent => ({ type: 'group', groupId, matchId: 'm1' });

/** A client holding these queries, as the screens showing them would. */
function clientWith(...keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

describe('live event throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('outdates a query after a small random wait, then at most once per interval however many events arrive', async () => {
    const client = clientWith(queryKeys.groups.detail('g1'));
    const times: number[] = [];
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockImplementation(async () => {
      times.push(Date.now());
    });
    const throttle = createEventThrottle(client, { random: () => 0.5 });
    const jitter = Math.floor(0.5 * EVENT_REFETCH_JITTER_MS);

    throttle.push([groupEvent('g1')]);
    await vi.advanceTimersByTimeAsync(jitter - 1);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: queryKeys.groups.detail('g1'), exact: true });

    // A storm: an event every 10 ms for 3 s.
    for (let i = 0; i < 300; i += 1) {
      throttle.push([groupEvent('g1')]);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(EVENT_REFETCH_INTERVAL_MS + EVENT_REFETCH_JITTER_MS);
    const calls = invalidate.mock.calls.length;
    // 3 s of events after the first refetch: a refetch per interval, never two within one.
    expect(calls).toBeGreaterThanOrEqual(3);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(EVENT_REFETCH_INTERVAL_MS);
    // Quiet again: nothing more happens without events.
    await vi.advanceTimersByTimeAsync(10 * EVENT_REFETCH_INTERVAL_MS);
    expect(invalidate.mock.calls.length).toBe(calls);
    throttle.stop();
  });

  it('keeps each query to its own pace, refetches what events name only, and stops waiting when stopped', async () => {
    const client = clientWith(queryKeys.groups.detail('g1'), queryKeys.groups.detail('g2'), queryKeys.clubs.list);
    const throttle = createEventThrottle(client, { random: () => 0 });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    throttle.push([groupEvent('g1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([queryKeys.groups.detail('g1')]);
    // g2's first event is not held back by g1's refetch.
    throttle.push([groupEvent('g2'), groupEvent('g1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      queryKeys.groups.detail('g1'),
      queryKeys.groups.detail('g2'),
    ]);
    // g1's second event waits for its interval; stopping drops that wait.
    throttle.stop();
    await vi.advanceTimersByTimeAsync(2 * EVENT_REFETCH_INTERVAL_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('spreads the waits by its random source', async () => {
    const client = clientWith(queryKeys.groups.detail('g1'));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const throttle = createEventThrottle(client, { random: () => 0.999 });
    throttle.push([groupEvent('g1')]);
    await vi.advanceTimersByTimeAsync(EVENT_REFETCH_JITTER_MS - 2);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(invalidate).toHaveBeenCalledTimes(1);
    throttle.stop();
  });
});
