import { formatMatchStartTime } from '@wicket/shared/match-time';
import { notificationTitles } from '@wicket/shared/messages';
import { REMINDER_MINUTES_MAX } from '@wicket/shared/schemas/clubs';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import type { CreatedNotification } from './inbox';

/** A reminder is once per member and match, whichever instance writes it: the key of the unique index. */
export const reminderDedupeKey = (matchId: string) => `reminder:${matchId}`;

/**
 * The matches whose reminders are due at `now` (design-match-day section 4): Active, not started, starting within
 * their club's `reminder_minutes` (0 = off), with at least one Active group. `m` is matches, `c` its club. The
 * bound by the largest setting lets the (status, date_time) index narrow the scan to the next day's matches.
 */
function dueMatch(now: Date): SQL {
  const at = now.toISOString();
  return sql`m.status = 'Active'
    and c.reminder_minutes > 0
    and m.date_time > ${at}::timestamptz
    and m.date_time <= ${at}::timestamptz + c.reminder_minutes * interval '1 minute'
    and m.date_time <= ${at}::timestamptz + ${REMINDER_MINUTES_MAX} * interval '1 minute'
    and exists (select 1 from groups g where g.match_id = m.id and g.status = 'Active')`;
}

type DueMatch = { id: string; team1: string; team2: string; date_time: Date | string };

/** The due matches, with what their reminder text needs. */
export async function findDueReminderMatches(db: DbOrTx, now: Date): Promise<DueMatch[]> {
  return queryRows<DueMatch>(
    db,
    sql`select m.id, m.team1, m.team2, m.date_time from matches m join clubs c on c.id = m.club_id
        where ${dueMatch(now)}`,
  );
}

/**
 * Writes one `reminder` notification per Member of the club without a bet on a due match, and queues the same text
 * in the outbox (WhatsApp, or the log) for exactly the rows written, in ONE statement: the insert's `on conflict`
 * on the dedupe key makes a reminder exactly once however many instances run this at the same time (a racing
 * insert waits for the other's commit, then skips), and the outbox reads only what the insert returned.
 * `titles` is each due match's text (its start in club time is formatted in TypeScript); the statement re-checks
 * that every match is still due.
 */
export async function insertReminders(
  db: DbOrTx,
  now: Date,
  titles: { matchId: string; title: string }[],
): Promise<CreatedNotification[]> {
  if (titles.length === 0) return [];
  const rows = await queryRows<{ id: string; user_id: string; title: string; link: string | null }>(
    db,
    sql`with due(match_id, title, dedupe_key) as (
          select * from unnest(${pgArray(titles.map((t) => t.matchId))}::uuid[],
                               ${pgArray(titles.map((t) => t.title))}::text[],
                               ${pgArray(titles.map((t) => reminderDedupeKey(t.matchId)))}::text[])
        ),
        written as (
          insert into user_notifications (user_id, kind, title, link, dedupe_key)
          select u.id, 'reminder', due.title, '/play-match/' || m.id::text, due.dedupe_key
          from due
          join matches m on m.id = due.match_id
          join clubs c on c.id = m.club_id
          join users u on u.member_of = m.club_id and u.user_type = 'Member'
          where ${dueMatch(now)}
            and not exists (select 1 from bets b where b.match_id = m.id and b.user_id = u.id)
            and not exists (
              select 1 from user_notifications n where n.user_id = u.id and n.dedupe_key = due.dedupe_key
            )
          on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
          returning id, user_id, title, link
        ),
        queued as (
          -- WhatsApp wants the calling code before the stored national number: whatsAppNumber (shared phone.ts).
          insert into notifications (channel, recipient, body)
          select 'whatsapp',
                 regexp_replace(u.country_code, '[^0-9]', '', 'g') || u.phone_number,
                 written.title
          from written join users u on u.id = written.user_id
          returning id
        )
        select id, user_id, title, link from written`,
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id, kind: 'reminder' as const, title: r.title, link: r.link }));
}

/** The reminder text of one match: `India vs Australia starts at 7:30 PM and you have no bet yet`. */
export function reminderTitle(match: { team1: string; team2: string; dateTime: Date }): string {
  return notificationTitles.reminder(match.team1, match.team2, formatMatchStartTime(match.dateTime));
}
