import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { startIntervalJob } from '../lib/interval-job';
import type { NotificationProvider } from '../modules/notifications/providers';
import { type DeliveryOptions, type DeliveryReport, deliverDueNotifications } from './outbox-delivery';

/**
 * The outbox's push rows (design-contests section 2): the same claim, lease and finish as WhatsApp messages, with
 * room for a row's own tries. A row is one notification for one member's phones; its provider (modules/push/sender.ts)
 * tries each phone up to three times over about 12 seconds, so a send may take up to a minute, and a row fails only
 * when the database cannot be read (then the outbox's backoff tries it again).
 */
export const PUSH_DELIVERY: Partial<DeliveryOptions> = {
  channels: 'push',
  batchSize: 50,
  sendTimeoutMs: 60_000,
  leaseMs: 180_000,
  maxAttempts: 3,
  baseBackoffMs: 10_000,
};

/** One round of push delivery (tests call it after the write they check). */
export function deliverDuePushes(
  db: Db,
  provider: NotificationProvider,
  now: Date = new Date(),
  options: Partial<DeliveryOptions> = {},
): Promise<DeliveryReport> {
  return deliverDueNotifications(db, provider, now, { ...PUSH_DELIVERY, ...options });
}

/** The background job: a round every 2 seconds (a push is wanted soon after its cause), back to back while full. */
export function startPushDelivery(db: Db, provider: NotificationProvider, log: FastifyBaseLogger, everyMs = 2_000) {
  return startIntervalJob(
    'push-delivery',
    everyMs,
    async () => {
      for (let round = 0; round < 10; round++) {
        const report = await deliverDuePushes(db, provider);
        if (report.failed > 0) log.warn({ failed: report.failed }, 'push rows failed for good');
        if (report.claimed < (PUSH_DELIVERY.batchSize ?? 50)) break;
      }
    },
    log,
  );
}
