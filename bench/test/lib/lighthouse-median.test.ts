import { describe, expect, it } from 'vitest';
import { type LighthouseScored, medianLighthouseRun } from '../../lib/lighthouse-median';

const scored = (score: number | null, code?: string): LighthouseScored => ({
  lhr: { categories: { performance: { score } }, ...(code ? { runtimeError: { code, message: code } } : {}) },
});

/** Runs answering `results` in turn, and the notes the median wrote. */
function runsOf(results: LighthouseScored[]) {
  let next = 0;
  const notes: string[] = [];
  const run = async () => results[next++];
  return { run, notes, note: (text: string) => notes.push(text), calls: () => next };
}

describe('medianLighthouseRun', () => {
  it('answers the run whose performance score is the median of five, whatever their order', async () => {
    const results = [0.88, 0.98, 0.9, 0.95, 0.97].map((s) => scored(s));
    const runs = runsOf(results);
    expect(await medianLighthouseRun(runs.run, 5, runs.note)).toBe(results[3]);
    expect(runs.notes).toEqual(['performance of 5 runs in order 88, 98, 90, 95, 97; the median 95 counts']);
  });

  it('takes the lower middle of an even count', async () => {
    const results = [0.97, 0.89, 0.92, 0.99].map((s) => scored(s));
    const runs = runsOf(results);
    expect(await medianLighthouseRun(runs.run, 4, runs.note)).toBe(results[2]);
  });

  it('runs a run without a trace again once, and leaves runs without a score out', async () => {
    const results = [scored(null, 'NO_FCP'), scored(0.91), scored(null, 'PROTOCOL_TIMEOUT'), scored(0.93)];
    const runs = runsOf(results);
    expect(await medianLighthouseRun(runs.run, 3, runs.note)).toBe(results[1]);
    expect(runs.calls()).toBe(4);
    expect(runs.notes).toEqual([
      'NO_FCP (its trace was not recorded), run again',
      'run 2 has no performance score (PROTOCOL_TIMEOUT), not counted',
      'performance of 2 runs in order 91, 93; the median 91 counts',
    ]);
  });

  it('answers the last run, with its error, when no run has a score', async () => {
    const results = [scored(null, 'PROTOCOL_TIMEOUT'), scored(null, 'ERRORED_DOCUMENT_REQUEST')];
    const runs = runsOf(results);
    expect(await medianLighthouseRun(runs.run, 2, runs.note)).toBe(results[1]);
    expect(runs.notes).toEqual([
      'run 1 has no performance score (PROTOCOL_TIMEOUT), not counted',
      'run 2 has no performance score (ERRORED_DOCUMENT_REQUEST), not counted',
    ]);
  });
});
