/** Latency summary of one load run, milliseconds. */
export type LatencySummary = { p50: number; p95: number; p99: number; max: number; mean: number };

/** Nearest-rank percentiles over every recorded latency (no sampling, no histogram buckets). */
export function summarize(latencies: readonly number[]): LatencySummary {
  if (latencies.length === 0) return { p50: 0, p95: 0, p99: 0, max: 0, mean: 0 };
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sum / sorted.length,
  };
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
