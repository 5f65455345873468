import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { type IntervalJob, startIntervalJob } from '../lib/interval-job';
import { markDueMatchesOngoing } from '../modules/matches/queries';

/** How often the job runs: a match turns Ongoing at most this long after its start time. */
export const MATCH_STATUS_INTERVAL_MS = 30_000;

/**
 * Moves every Active or Inactive match whose start time is at or before `now` to Ongoing, in one set-based UPDATE.
 * Idempotent and safe on many instances at once (rows are claimed with FOR UPDATE SKIP LOCKED). Answers how many
 * matches it started.
 *
 * Betting does not wait for this job: the bet's own SQL checks betting open (lib/betting-open.ts), which closes at
 * the start time even if this job is late.
 */
export async function startDueMatches(db: DbOrTx, now: Date): Promise<number> {
  const started = await markDueMatchesOngoing(db, now);
  return started.length;
}

/** Runs `startDueMatches` every 30 seconds with the real clock; `stop()` waits for a run in progress. */
export function startMatchStatusJob(
  db: DbOrTx,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): IntervalJob {
  return startIntervalJob(
    'match-status',
    MATCH_STATUS_INTERVAL_MS,
    async () => {
      const started = await startDueMatches(db, clock());
      if (started > 0) log.info({ started }, 'matches started');
    },
    log,
  );
}
