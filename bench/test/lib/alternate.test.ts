import { describe, expect, it } from 'vitest';
import { shareInAlternateSlices } from '../../lib/alternate';

/**
 * A host whose speed drifts steadily, shared by two loads: each slice's requests are its rate integrated over the
 * slice's time, and time moves on with every slice.
 */
function driftingHost(speedAt: (seconds: number) => number) {
  let now = 0;
  const order: string[] = [];
  const load = (name: string, requestsPerSecond: number) => async (seconds: number) => {
    order.push(name);
    const steps = 1000;
    let requests = 0;
    for (let i = 0; i < steps; i++) requests += requestsPerSecond * speedAt(now + ((i + 0.5) * seconds) / steps);
    now += seconds;
    return { requests: { total: (requests * seconds) / steps }, duration: seconds };
  };
  return { load, order };
}

describe('shareInAlternateSlices', () => {
  it('loads the two sides in ABBA order', async () => {
    const host = driftingHost(() => 1);
    await shareInAlternateSlices(host.load('health', 1000), host.load('path', 500), 2);
    expect(host.order.join(' ')).toBe('health path path health health path path health');
  });

  it('reads the true share on a host that slows down steadily, where one window after the other does not', async () => {
    const slowing = (t: number) => 1 - t / 40;
    const host = driftingHost(slowing);
    const result = await shareInAlternateSlices(host.load('health', 1000), host.load('path', 500), 2);
    expect(result.share).toBeCloseTo(0.5, 6);

    // The same loads one after the other, 8 s each: the later window reads the slower host.
    const sequential = driftingHost(slowing);
    const health = await sequential.load('health', 1000)(8);
    const path = await sequential.load('path', 500)(8);
    expect(path.requests.total / health.requests.total).toBeLessThan(0.45);
  });

  it('answers 0 when the baseline answered nothing', async () => {
    const host = driftingHost(() => 1);
    const result = await shareInAlternateSlices(host.load('health', 0), host.load('path', 500), 1);
    expect(result.share).toBe(0);
  });
});
