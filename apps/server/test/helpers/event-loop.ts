import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** V8's collector, to start a measurement from a clean heap (what the test built before is not the server's cost). */
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Runs `work` while watching this process's event loop (the server's: tests run it in-process) and answers how long
 * the loop was held at most: the longest gap between the ticks of a timer set every 2 ms, less those 2 ms. perf_hooks'
 * monitorEventLoopDelay watches too (its largest delay, for the record).
 */
export async function withEventLoopWatch<T>(
  work: () => Promise<T>,
): Promise<{ result: T; maxDelayMs: number; histogramMaxMs: number }> {
  collectGarbage();
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 2);
    last = now;
  }, 2);
  try {
    const result = await work();
    // one more tick, so a hold at the very end is seen too
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { result, maxDelayMs: longest, histogramMaxMs: histogram.max / 1e6 };
  } finally {
    clearInterval(timer);
    histogram.disable();
  }
}

/**
 * The same request `tries` times, each watched as above: the least hold of the tries, with every answer. A hold the
 * request causes shows in every try; a busy machine's scheduling (another process on the core for 30 ms) does not,
 * so the least is the request's own cost.
 */
export async function leastEventLoopHold<T>(
  tries: number,
  work: () => Promise<T>,
): Promise<{ results: T[]; leastMs: number; holdsMs: number[] }> {
  const results: T[] = [];
  const holdsMs: number[] = [];
  for (let i = 0; i < tries; i += 1) {
    const { result, maxDelayMs } = await withEventLoopWatch(work);
    results.push(result);
    holdsMs.push(maxDelayMs);
  }
  return { results, leastMs: Math.min(...holdsMs), holdsMs };
}
