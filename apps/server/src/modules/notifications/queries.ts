import { and, count, eq, gt, sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import { notifications } from '../../db/schema';

export type OutboxMessage = { id: string; channel: string; recipient: string; body: string; attempts: number };

export async function enqueueNotification(
  db: DbOrTx,
  message: { channel: string; recipient: string; body: string; senderId: string | null },
): Promise<string> {
  const [row] = await db.insert(notifications).values(message).returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Queues many messages in the outbox in one statement (the member import's WhatsApp messages). */
export async function enqueueNotifications(
  db: DbOrTx,
  messages: { channel: string; recipient: string; body: string; senderId: string | null }[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const column = (pick: (m: (typeof messages)[number]) => string | null) => pgArray(messages.map(pick));
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (channel, recipient, body, sender_id)
        select m.channel, m.recipient, m.body, m.sender_id
        from unnest(${column((m) => m.channel)}::text[], ${column((m) => m.recipient)}::text[],
                    ${column((m) => m.body)}::text[], ${column((m) => m.senderId)}::uuid[])
          with ordinality as m(channel, recipient, body, sender_id, ord)
        order by m.ord
        returning id`,
  );
  return rows.length;
}

/** How many notifications this user queued since `since` (the invite limit). */
export async function countSentSince(db: DbOrTx, senderId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.senderId, senderId), gt(notifications.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Which outbox rows a worker takes: `push` rows (jobs/push-delivery.ts: one notification for one member's phones) or
 * every other channel (WhatsApp or the log, jobs/outbox-delivery.ts).
 */
export type OutboxChannels = 'messages' | 'push';

/**
 * Claims up to `limit` due rows of `channels`: pending ones whose next attempt is due, and `sending` ones whose lease expired
 * (their worker died). `FOR UPDATE SKIP LOCKED` lets any number of workers claim at once without ever taking the
 * same row; the claim bumps `attempts`, which then fences the finishing update.
 */
export async function claimDueNotifications(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
  channels: OutboxChannels = 'messages',
): Promise<OutboxMessage[]> {
  const channel = channels === 'push' ? sql`channel = 'push'` : sql`channel <> 'push'`;
  return queryRows<OutboxMessage>(
    db,
    sql`with due as (
          select id from notifications
          where ((status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
             or (status = 'sending' and locked_until <= ${now.toISOString()}::timestamptz))
            and ${channel}
          order by next_attempt_at, created_at
          limit ${limit}
          for update skip locked
        )
        update notifications n
        set status = 'sending', attempts = n.attempts + 1, locked_until = ${leaseUntil.toISOString()}::timestamptz
        from due where n.id = due.id
        returning n.id, n.channel, n.recipient, n.body, n.attempts`,
  );
}

export type DeliveryOutcome = {
  id: string;
  /** The attempt number this worker claimed: a row re-claimed by someone else since is left alone. */
  attempts: number;
  status: 'sent' | 'pending' | 'failed';
  error: string | null;
  nextAttemptAt: string | null;
};

/** Records every outcome of one batch in one statement; only rows still held by this claim are touched. */
export async function finishNotifications(db: DbOrTx, outcomes: DeliveryOutcome[], now: Date): Promise<number> {
  if (outcomes.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update notifications n
        set status = d.status::notification_status,
            locked_until = null,
            sent_at = case when d.status = 'sent' then ${now.toISOString()}::timestamptz else null end,
            last_error = d.error,
            next_attempt_at = coalesce(d.next_attempt_at, n.next_attempt_at)
        from jsonb_to_recordset(${JSON.stringify(outcomes.map((o) => ({ id: o.id, attempts: o.attempts, status: o.status, error: o.error, next_attempt_at: o.nextAttemptAt })))}::jsonb)
          as d(id uuid, attempts int, status text, error text, next_attempt_at timestamptz)
        where n.id = d.id and n.status = 'sending' and n.attempts = d.attempts
        returning n.id`,
  );
  return rows.length;
}

/**
 * Deletes up to `limit` finished outbox rows (sent, or failed for good) finished before `before`: a sent message is
 * of no more use, and its row holds a phone number and maybe a (sealed) link. Answers how many it deleted; rows
 * another worker holds are skipped.
 */
export async function purgeFinishedNotifications(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from notifications where id in (
          select id from notifications
          where status in ('sent', 'failed') and coalesce(sent_at, created_at) < ${before.toISOString()}::timestamptz
          limit ${limit}
          for update skip locked
        )
        returning id`,
  );
  return rows.length;
}
