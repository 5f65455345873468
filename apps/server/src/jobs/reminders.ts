import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { type IntervalJob, startIntervalJob } from '../lib/interval-job';
import type { EventPublisher } from '../modules/events/hub';
import type { CreatedNotification } from '../modules/notifications/inbox';
import { notificationEvents } from '../modules/notifications/inbox';
import { findDueReminderMatches, insertReminders, reminderTitle } from '../modules/notifications/reminders';

/** How often the job runs: a reminder goes out at most this long after it is due (the design allows a minute). */
export const REMINDER_INTERVAL_MS = 30_000;

/**
 * Reminds every Member without a bet on each match due at `now` (design-match-day section 4): the in-app
 * notification and the outbox message in one transaction, exactly once per member and match however many instances
 * run this at once. Publishes the `notification` hints after the commit; answers what it wrote.
 */
export async function sendDueReminders(db: Db, events: EventPublisher, now: Date): Promise<CreatedNotification[]> {
  const created = await db.transaction(async (tx) => {
    const due = await findDueReminderMatches(tx, now);
    const titles = due.map((m) => ({
      matchId: m.id,
      title: reminderTitle({ team1: m.team1, team2: m.team2, dateTime: new Date(m.date_time) }),
    }));
    return insertReminders(tx, now, titles);
  });
  events.publish(...notificationEvents(created));
  return created;
}

/** Runs `sendDueReminders` every 30 seconds with the real clock; `stop()` waits for a run in progress. */
export function startReminderJob(
  db: Db,
  events: EventPublisher,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): IntervalJob {
  return startIntervalJob(
    'reminders',
    REMINDER_INTERVAL_MS,
    async () => {
      const created = await sendDueReminders(db, events, clock());
      if (created.length > 0) log.info({ reminders: created.length }, 'reminders sent');
    },
    log,
  );
}
