import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { startIntervalJob } from '../lib/interval-job';
import type { NotificationProvider } from '../modules/notifications/providers';
import {
  claimDueNotifications,
  type DeliveryOutcome,
  finishNotifications,
  type OutboxChannels,
  type OutboxMessage,
} from '../modules/notifications/queries';

export type DeliveryOptions = {
  /** Rows claimed per round. */
  batchSize: number;
  /** How long a claim holds a row; must be well above `sendTimeoutMs` so a live worker never loses its rows. */
  leaseMs: number;
  /** A send still running after this counts as failed. */
  sendTimeoutMs: number;
  /** After this many failed attempts the row is `failed` for good. */
  maxAttempts: number;
  /** Backoff before attempt n+1: baseBackoffMs * 2^(n-1), at most maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** Which rows this worker delivers: every channel but push (the default), or push only. */
  channels: OutboxChannels;
};

export const DELIVERY_DEFAULTS: DeliveryOptions = {
  batchSize: 20,
  leaseMs: 120_000,
  sendTimeoutMs: 15_000,
  maxAttempts: 5,
  baseBackoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  channels: 'messages',
};

export type DeliveryReport = { claimed: number; sent: number; retrying: number; failed: number };

export function backoffMs(attempts: number, opts: Pick<DeliveryOptions, 'baseBackoffMs' | 'maxBackoffMs'>): number {
  return Math.min(opts.baseBackoffMs * 2 ** Math.max(0, attempts - 1), opts.maxBackoffMs);
}

async function sendWithTimeout(provider: NotificationProvider, message: OutboxMessage, timeoutMs: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`send timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([provider.send(message, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One delivery round: claims the due outbox rows (a committed claim, so other workers skip them), sends them in
 * parallel through the provider, then records every outcome in one update. Sent rows are `sent` and never claimed
 * again; a failure goes back to `pending` with exponential backoff, or to `failed` after `maxAttempts`.
 * Safe on every instance at once. `now` is the clock (tests move it forward).
 */
export async function deliverDueNotifications(
  db: Db,
  provider: NotificationProvider,
  now: Date = new Date(),
  options: Partial<DeliveryOptions> = {},
): Promise<DeliveryReport> {
  const opts = { ...DELIVERY_DEFAULTS, ...options };
  const claimed = await claimDueNotifications(
    db,
    now,
    new Date(now.getTime() + opts.leaseMs),
    opts.batchSize,
    opts.channels,
  );
  if (claimed.length === 0) return { claimed: 0, sent: 0, retrying: 0, failed: 0 };

  const results = await Promise.allSettled(claimed.map((m) => sendWithTimeout(provider, m, opts.sendTimeoutMs)));
  const outcomes: DeliveryOutcome[] = claimed.map((m, i) => {
    const result = results[i];
    if (result?.status === 'fulfilled') {
      return { id: m.id, attempts: m.attempts, status: 'sent', error: null, nextAttemptAt: null };
    }
    const reason: unknown = result?.reason;
    const error = (reason instanceof Error ? reason.message : String(reason)).slice(0, 1000);
    if (m.attempts >= opts.maxAttempts) {
      return { id: m.id, attempts: m.attempts, status: 'failed', error, nextAttemptAt: null };
    }
    const next = new Date(now.getTime() + backoffMs(m.attempts, opts)).toISOString();
    return { id: m.id, attempts: m.attempts, status: 'pending', error, nextAttemptAt: next };
  });
  await finishNotifications(db, outcomes, now);
  return {
    claimed: claimed.length,
    sent: outcomes.filter((o) => o.status === 'sent').length,
    retrying: outcomes.filter((o) => o.status === 'pending').length,
    failed: outcomes.filter((o) => o.status === 'failed').length,
  };
}

/** The background job: a round every few seconds, rounds back to back while a batch comes back full. */
export function startOutboxDelivery(db: Db, provider: NotificationProvider, log: FastifyBaseLogger, everyMs = 5_000) {
  return startIntervalJob(
    'outbox-delivery',
    everyMs,
    async () => {
      for (let round = 0; round < 10; round++) {
        const report = await deliverDueNotifications(db, provider);
        if (report.failed > 0) log.warn({ failed: report.failed }, 'notifications failed for good');
        if (report.claimed < DELIVERY_DEFAULTS.batchSize) break;
      }
    },
    log,
  );
}
