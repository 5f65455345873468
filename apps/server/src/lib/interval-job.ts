import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from './db-errors';

export type IntervalJob = { stop(): Promise<void> };

/**
 * Runs `tick` every `everyMs`, never two at once in this process. Jobs must be idempotent and claim rows with
 * `FOR UPDATE SKIP LOCKED`, so running them on every instance is safe.
 */
export function startIntervalJob(
  name: string,
  everyMs: number,
  tick: () => Promise<unknown>,
  log: FastifyBaseLogger,
): IntervalJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = tick()
      .then(
        () => undefined,
        (err: unknown) => log.error({ err: loggableError(err), job: name }, 'job failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
