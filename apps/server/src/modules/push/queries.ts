import type { NotificationSettings } from '@wicket/shared/schemas/push';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';

/** A member keeps at most this many phones; a new one replaces the oldest (design-contests section 2). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export type PushLanguage = 'en' | 'hi';

export type StoredSubscription = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
};

/**
 * Keeps the subscription for `userId`, one statement per step under a per-user lock (two phones subscribing at once
 * still leave at most 10): the same endpoint replaces its row whoever had it (a browser has one subscription, for
 * whoever signed in on it last), then anything past the newest 10 of the user goes.
 */
export async function saveSubscription(
  tx: DbOrTx,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string; language: PushLanguage },
): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext('push_subscriptions'), hashtext(${userId}))`);
  await queryRows(
    tx,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, language, created_at)
        values (${userId}::uuid, ${subscription.endpoint}, ${subscription.p256dh}, ${subscription.auth},
                ${subscription.language}, clock_timestamp())
        on conflict (endpoint) do update
          set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
              language = excluded.language, created_at = excluded.created_at
        returning id`,
  );
  await queryRows(
    tx,
    sql`delete from push_subscriptions where id in (
          select id from push_subscriptions where user_id = ${userId}::uuid
          order by created_at desc, id desc offset ${MAX_PUSH_SUBSCRIPTIONS}
        )
        returning id`,
  );
}

/** Deletes the caller's own subscription with this endpoint (someone else's is left alone). */
export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from push_subscriptions where user_id = ${userId}::uuid and endpoint = ${endpoint} returning id`,
  );
  return rows.length;
}

/** Subscriptions the push service said are gone (404, 410). */
export async function deleteSubscriptionsById(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from push_subscriptions where id = any(${pgArray(ids)}::uuid[]) returning id`,
  );
  return rows.length;
}

/** A member's phones and push settings, in one statement (no settings row: all on). */
export async function pushTargets(
  db: DbOrTx,
  userId: string,
): Promise<{ subscriptions: StoredSubscription[]; settings: NotificationSettings['push'] }> {
  const rows = await queryRows<{
    id: string | null;
    endpoint: string | null;
    p256dh: string | null;
    auth: string | null;
    language: PushLanguage | null;
    reminders: boolean | null;
    results: boolean | null;
    credits: boolean | null;
    invitations: boolean | null;
  }>(
    db,
    sql`select s.id, s.endpoint, s.p256dh, s.auth, s.language,
               p.reminders, p.results, p.credits, p.invitations
        from (select ${userId}::uuid as user_id) u
        left join push_subscriptions s on s.user_id = u.user_id
        left join user_push_settings p on p.user_id = u.user_id
        order by s.created_at`,
  );
  const first = rows[0];
  return {
    subscriptions: rows.flatMap((r) =>
      r.id && r.endpoint && r.p256dh && r.auth
        ? [{ id: r.id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, language: r.language ?? 'en' }]
        : [],
    ),
    settings: {
      reminders: first?.reminders ?? true,
      results: first?.results ?? true,
      credits: first?.credits ?? true,
      invitations: first?.invitations ?? true,
    },
  };
}

export async function readPushSettings(db: DbOrTx, userId: string): Promise<NotificationSettings['push']> {
  const [row] = await queryRows<NotificationSettings['push']>(
    db,
    sql`select reminders, results, credits, invitations from user_push_settings where user_id = ${userId}::uuid`,
  );
  return row ?? { reminders: true, results: true, credits: true, invitations: true };
}

export async function writePushSettings(
  db: DbOrTx,
  userId: string,
  push: NotificationSettings['push'],
): Promise<NotificationSettings['push']> {
  const [row] = await queryRows<NotificationSettings['push']>(
    db,
    sql`insert into user_push_settings (user_id, reminders, results, credits, invitations)
        values (${userId}::uuid, ${push.reminders}, ${push.results}, ${push.credits}, ${push.invitations})
        on conflict (user_id) do update
          set reminders = excluded.reminders, results = excluded.results, credits = excluded.credits,
              invitations = excluded.invitations
        returning reminders, results, credits, invitations`,
  );
  if (!row) throw new Error('push settings not written');
  return row;
}

/** The outbox row of a test push: one push to each of the user's phones, sent after the commit like any other. */
export async function queueTestPush(db: DbOrTx, userId: string): Promise<void> {
  await queryRows(
    db,
    sql`insert into notifications (channel, recipient, body, sender_id)
        values ('push', ${userId}, ${JSON.stringify({ kind: 'test' })}, ${userId}::uuid)
        returning id`,
  );
}
