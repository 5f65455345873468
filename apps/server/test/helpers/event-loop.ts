import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs `work` while watching this process's event loop (the server's: tests run it in-process) and answers how long
 * the loop was held at most: the longest gap between the ticks of a timer set every 2 ms, less those 2 ms. perf_hooks'
 * monitorEventLoopDelay watches too (its largest delay, for the record).
 */
export async function withEventLoopWatch<T>(
  work: () => Promise<T>,
): Promise<{ result: T; maxDelayMs: number; histogramMaxMs: number }> {
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
