import type { Report } from './report';
import { round } from './stats';

/** What one slice of load did: how many answers in how many seconds (the shape of autocannon's result). */
export type Slice = { requests: { total: number }; duration: number };

/**
 * Slices per side in `shareInAlternateSlices`. An even count makes the order a whole number of ABBA blocks, so a
 * steady drift of the host's speed weighs on both sides alike (bench/test/lib/alternate.test.ts).
 */
const ROUNDS = 4;

/**
 * Requests per second of `measured` as a share of `baseline`'s, both loaded in alternating slices (baseline,
 * measured, measured, baseline, and again: ABBA order, so a host that speeds up or slows down steadily moves both
 * alike). The 2-core hosts drift: in one run of 2026-12-07 the health check read 9,787 req/s in the reads phase
 * and 5,877 in the standings phase minutes later, and ten back-to-back runs of one single-core loop took 487 to 716
 * ms. A share of two windows measured a minute apart measured the host as much as the path (bench/README.md).
 */
export async function shareInAlternateSlices(
  baseline: (seconds: number) => Promise<Slice>,
  measured: (seconds: number) => Promise<Slice>,
  sliceSeconds: number,
): Promise<{ share: number; baselineRps: number; measuredRps: number }> {
  const total = { baseline: { requests: 0, seconds: 0 }, measured: { requests: 0, seconds: 0 } };
  const add = (side: keyof typeof total, slice: Slice) => {
    total[side].requests += slice.requests.total;
    total[side].seconds += slice.duration;
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      add('baseline', await baseline(sliceSeconds));
      add('measured', await measured(sliceSeconds));
    } else {
      add('measured', await measured(sliceSeconds));
      add('baseline', await baseline(sliceSeconds));
    }
  }
  const baselineRps = total.baseline.requests / total.baseline.seconds;
  const measuredRps = total.measured.requests / total.measured.seconds;
  return { share: baselineRps > 0 ? measuredRps / baselineRps : 0, baselineRps, measuredRps };
}

/** The share as a figure with its target (`>= share`), and the two rates behind it as a note. */
export function reportShareOfHealth(
  report: Report,
  phase: string,
  name: string,
  result: { share: number; baselineRps: number; measuredRps: number },
  target: number,
) {
  report.figure({
    phase,
    name: `${name}: share of health, alternate slices`,
    value: round(result.share, 2),
    unit: '',
    target: { op: '>=', value: target },
  });
  report.note(
    `${name}: ${round(result.measuredRps, 0)} req/s against health ${round(result.baselineRps, 0)} req/s in alternate ${ROUNDS} + ${ROUNDS} slices`,
  );
}
