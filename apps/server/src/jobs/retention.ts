import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { purgeIdempotencyKeys } from '../lib/idempotency';
import { type IntervalJob, startIntervalJob } from '../lib/interval-job';
import { purgeFinishedNotifications } from '../modules/notifications/queries';

/** How long sent outbox rows and idempotency keys are kept (design-contests section 4). */
export const RETENTION_DAYS = 7;
/** The job runs hourly: a row lives at most an hour past its 7 days. */
export const RETENTION_INTERVAL_MS = 3_600_000;
/** Rows deleted per statement, so one run never holds a long lock or a huge transaction. */
const BATCH = 5_000;

export type PurgeReport = { notifications: number; idempotencyKeys: number };

/**
 * Deletes finished outbox rows and idempotency keys older than 7 days at `now`, in batches until none is left.
 * Safe on every instance at once (the batches skip rows another instance holds).
 */
export async function purgeExpired(db: DbOrTx, now: Date, batch = BATCH): Promise<PurgeReport> {
  const before = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
  const report: PurgeReport = { notifications: 0, idempotencyKeys: 0 };
  let n: number;
  do {
    n = await purgeFinishedNotifications(db, before, batch);
    report.notifications += n;
  } while (n === batch);
  do {
    n = await purgeIdempotencyKeys(db, before, batch);
    report.idempotencyKeys += n;
  } while (n === batch);
  return report;
}

/** Runs `purgeExpired` hourly with the real clock; `stop()` waits for a run in progress. */
export function startRetentionJob(
  db: DbOrTx,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): IntervalJob {
  return startIntervalJob(
    'retention',
    RETENTION_INTERVAL_MS,
    async () => {
      const purged = await purgeExpired(db, clock());
      if (purged.notifications + purged.idempotencyKeys > 0) log.info(purged, 'expired rows purged');
    },
    log,
  );
}
