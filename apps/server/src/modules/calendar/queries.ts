import type { UserType } from '@wicket/shared/schemas/users';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/** The user's feed nonce, written first if the user has none yet (two first reads at once agree on one). */
export async function findOrCreateFeedNonce(
  db: DbOrTx,
  userId: string,
  fresh: { nonce: string; tokenHash: string },
): Promise<string> {
  const [row] = await queryRows<{ nonce: string }>(
    db,
    sql`with created as (
          insert into calendar_feeds (user_id, nonce, token_hash)
          values (${userId}::uuid, ${fresh.nonce}, ${fresh.tokenHash})
          on conflict (user_id) do nothing
          returning nonce
        )
        select nonce from created
        union all
        select nonce from calendar_feeds where user_id = ${userId}::uuid
        limit 1`,
  );
  if (row) return row.nonce;
  // The row of a concurrent first read was not yet visible to this statement's snapshot: read it now.
  const [again] = await queryRows<{ nonce: string }>(
    db,
    sql`select nonce from calendar_feeds where user_id = ${userId}::uuid`,
  );
  if (!again) throw new Error(`calendar feed of ${userId} neither created nor found`);
  return again.nonce;
}

/** A new nonce and token hash for the user: the old address stops working. */
export async function replaceFeed(db: DbOrTx, userId: string, fresh: { nonce: string; tokenHash: string }) {
  await db.execute(
    sql`insert into calendar_feeds (user_id, nonce, token_hash)
        values (${userId}::uuid, ${fresh.nonce}, ${fresh.tokenHash})
        on conflict (user_id) do update set nonce = excluded.nonce, token_hash = excluded.token_hash,
                                            created_at = now()`,
  );
}

export type FeedOwner = { userId: string; userType: UserType; memberOf: string | null };

/** Whose feed a token's hash is (calendar_feeds_token_hash_unique), or undefined. */
export async function findFeedOwner(db: DbOrTx, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await queryRows<{ id: string; user_type: UserType; member_of: string | null }>(
    db,
    sql`select u.id, u.user_type, u.member_of from calendar_feeds f join users u on u.id = f.user_id
        where f.token_hash = ${tokenHash}`,
  );
  return row && { userId: row.id, userType: row.user_type, memberOf: row.member_of };
}

export type CalendarMatch = {
  id: string;
  team1: string;
  team2: string;
  dateTime: Date;
  status: string;
  venue: string | null;
  clubName: string;
};

type CalendarMatchRow = {
  id: string;
  team1: string;
  team2: string;
  date_time: string | Date;
  status: string;
  venue: string | null;
  club_name: string;
};
const toCalendarMatch = (r: CalendarMatchRow): CalendarMatch => ({
  id: r.id,
  team1: r.team1,
  team2: r.team2,
  dateTime: new Date(r.date_time),
  status: r.status,
  venue: r.venue,
  clubName: r.club_name,
});

/** One club's matches starting at or after `since`, soonest first (matches_club_date_idx). */
export async function listClubMatchesSince(db: DbOrTx, clubId: string, since: Date): Promise<CalendarMatch[]> {
  const rows = await queryRows<CalendarMatchRow>(
    db,
    sql`select m.id, m.team1, m.team2, m.date_time, m.status::text as status, m.venue, c.club_name
        from matches m join clubs c on c.id = m.club_id
        where m.club_id = ${clubId}::uuid and m.date_time >= ${since.toISOString()}::timestamptz
        order by m.date_time, m.id`,
  );
  return rows.map(toCalendarMatch);
}

/** Every club's matches starting at or after `since` (an Admin's feed), soonest first. */
export async function listAllMatchesSince(db: DbOrTx, since: Date): Promise<CalendarMatch[]> {
  const rows = await queryRows<CalendarMatchRow>(
    db,
    sql`select m.id, m.team1, m.team2, m.date_time, m.status::text as status, m.venue, c.club_name
        from matches m join clubs c on c.id = m.club_id
        where m.date_time >= ${since.toISOString()}::timestamptz
        order by m.date_time, m.id`,
  );
  return rows.map(toCalendarMatch);
}
