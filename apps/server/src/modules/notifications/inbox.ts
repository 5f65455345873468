import type { NotificationKind } from '@wicket/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import type { ServerEvent } from '../events/hub';

/** One in-app notification to write. `dedupeKey` makes it at most once per user and key (reminders). */
export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  link: string | null;
  dedupeKey?: string | null;
};

/** What was written: enough to announce each one (the `notification` event) once the transaction commits. */
export type CreatedNotification = {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  link: string | null;
};

/**
 * Writes in-app notifications in the caller's transaction, in one statement however many (design-match-day
 * section 4: written with their cause, so a refused or failed write leaves none). Rows whose `dedupeKey` the user
 * already has are skipped, so a reminder is written exactly once across instances; the answer lists only the rows
 * written, for the caller to announce after commit.
 */
export async function createNotifications(tx: DbOrTx, rows: NewNotification[]): Promise<CreatedNotification[]> {
  if (rows.length === 0) return [];
  const column = (pick: (n: NewNotification) => string | null) => pgArray(rows.map(pick));
  const created = await queryRows<{
    id: string;
    user_id: string;
    kind: NotificationKind;
    title: string;
    link: string | null;
  }>(
    tx,
    sql`insert into user_notifications (user_id, kind, title, link, dedupe_key)
        select n.user_id, n.kind, n.title, n.link, n.dedupe_key
        from unnest(${column((n) => n.userId)}::uuid[], ${column((n) => n.kind)}::text[],
                    ${column((n) => n.title)}::text[], ${column((n) => n.link)}::text[],
                    ${column((n) => n.dedupeKey ?? null)}::text[]) with ordinality
          as n(user_id, kind, title, link, dedupe_key, ord)
        order by n.ord
        on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
        returning id, user_id, kind, title, link`,
  );
  return created.map((r) => ({ id: r.id, userId: r.user_id, kind: r.kind, title: r.title, link: r.link }));
}

export type NotificationRow = {
  id: string;
  kind: NotificationKind;
  title: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
};

/** One page of a user's notifications, newest first, with the total and the unread count. */
export async function listUserNotifications(
  db: DbOrTx,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const rows = await queryRows<{
    id: string;
    kind: NotificationKind;
    title: string;
    link: string | null;
    created_at: Date | string;
    read_at: Date | string | null;
  }>(
    db,
    sql`select id, kind, title, link, created_at, read_at from user_notifications
        where user_id = ${userId}::uuid order by seq desc limit ${limit} offset ${offset}`,
  );
  const [counts] = await queryRows<{ total: number; unread: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
        from user_notifications where user_id = ${userId}::uuid`,
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      link: r.link,
      createdAt: new Date(r.created_at),
      readAt: r.read_at === null ? null : new Date(r.read_at),
    })),
    total: Number(counts?.total ?? 0),
    unread: Number(counts?.unread ?? 0),
  };
}

/** Marks the user's own notifications read (`ids` undefined: all of them); answers the unread count left. */
export async function markNotificationsRead(db: DbOrTx, userId: string, ids: string[] | undefined): Promise<number> {
  const only = ids === undefined ? sql`` : sql`and id = any(${pgArray(ids)}::uuid[])`;
  const [row] = await queryRows<{ unread: number }>(
    db,
    sql`with marked as (
          update user_notifications set read_at = now()
          where user_id = ${userId}::uuid and read_at is null ${only}
          returning id
        )
        select (select count(*) from user_notifications where user_id = ${userId}::uuid and read_at is null)::int
               - (select count(*) from marked)::int as unread`,
  );
  return Number(row?.unread ?? 0);
}

/** The `notification` hints for what a committed transaction created (publish them after the commit). */
export function notificationEvents(created: readonly CreatedNotification[]): ServerEvent[] {
  return created.map((n) => ({
    kind: 'notification',
    userId: n.userId,
    data: { _id: n.id, kind: n.kind, title: n.title },
  }));
}
