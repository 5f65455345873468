/** What the median needs of a Lighthouse result: its performance score and, when the run failed, why. */
export type LighthouseScored = {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    runtimeError?: { code: string; message: string };
  };
};

/**
 * The run of `runs` whose performance score is their median (Lighthouse's docs/variability.md: the median of 5 runs
 * is about twice as stable as one run; one run of the place-bet screen read 88 and 98 in two full runs of one build
 * on one host, bench/README.md). Every figure and note of the page comes from that one run; `note` gets every run's
 * performance score. A run whose trace was not recorded (NO_NAVSTART, NO_FCP...) is run again once; runs without a
 * performance score do not count, and when none has one the last run is answered, with its error.
 */
export async function medianLighthouseRun<R extends LighthouseScored>(
  run: () => Promise<R | undefined>,
  runs: number,
  note: (text: string) => void,
): Promise<R | undefined> {
  const scored: { result: R; score: number }[] = [];
  let last: R | undefined;
  for (let i = 0; i < runs; i++) {
    last = await run();
    const traceFailure = last?.lhr.runtimeError?.code;
    if (traceFailure?.startsWith('NO_')) {
      note(`${traceFailure} (its trace was not recorded), run again`);
      last = await run();
    }
    const score = last?.lhr.categories.performance?.score;
    if (last && typeof score === 'number') scored.push({ result: last, score });
    else note(`run ${i + 1} has no performance score (${last?.lhr.runtimeError?.code ?? 'no result'}), not counted`);
  }
  if (scored.length === 0) return last;
  const scores = (list: { score: number }[]) => list.map((r) => Math.round(r.score * 100)).join(', ');
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  // The lower middle of an even count: a missed run never lifts the figure.
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as (typeof sorted)[number];
  note(`performance of ${scored.length} runs in order ${scores(scored)}; the median ${scores([median])} counts`);
  return median.result;
}
