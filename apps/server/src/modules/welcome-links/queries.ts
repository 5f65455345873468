import { WELCOME_LINK_DAYS } from '@wicket/shared/schemas/member-import';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';

/**
 * Writes a welcome link per user (its token's hash, 14 days) in one statement. A user keeps one link: a new one
 * replaces the older row, so the older token stops working.
 */
export async function upsertWelcomeLinks(
  tx: DbOrTx,
  clubId: string,
  links: { userId: string; tokenHash: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await tx.execute(
    sql`insert into welcome_links (user_id, club_id, token_hash, expires_at)
        select l.user_id, ${clubId}::uuid, l.token_hash, now() + make_interval(days => ${WELCOME_LINK_DAYS}::int)
        from unnest(${pgArray(links.map((l) => l.userId))}::uuid[], ${pgArray(links.map((l) => l.tokenHash))}::text[])
          as l(user_id, token_hash)
        on conflict (user_id) do update
          set club_id = excluded.club_id, token_hash = excluded.token_hash, created_at = now(),
              expires_at = excluded.expires_at, used_at = null`,
  );
}

/**
 * A usable link: not used, not expired, its user still without a password (a staff reset meanwhile ends it) and
 * still a member of the link's club (leaving or removal ends it; migration 0024 also deletes the row then).
 * The joins give what the welcome screen greets with.
 */
const USABLE = sql`w.used_at is null and w.expires_at > now() and u.password_hash is null
  and u.member_of = w.club_id`;

export async function findUsableWelcomeLink(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string; firstName: string; clubName: string } | undefined> {
  const [row] = await queryRows<{ user_id: string; first_name: string; club_name: string }>(
    db,
    sql`select u.id as user_id, u.first_name, c.club_name
        from welcome_links w
        join users u on u.id = w.user_id
        join clubs c on c.id = w.club_id
        where w.token_hash = ${tokenHash} and ${USABLE}`,
  );
  return row ? { userId: row.user_id, firstName: row.first_name, clubName: row.club_name } : undefined;
}

/**
 * Uses the link once and sets the password in one statement: the link's row is updated only while it is usable,
 * so of two requests with the same token the second waits on the row and then finds it used. Answers the user id,
 * or undefined when the link was not usable. The token version goes up as with every password change.
 */
export async function consumeWelcomeLink(
  tx: DbOrTx,
  tokenHash: string,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`with used as (
          update welcome_links w set used_at = now()
          from users u
          where w.token_hash = ${tokenHash} and u.id = w.user_id and ${USABLE}
          returning w.user_id
        )
        update users set password_hash = ${passwordHash}, password_temporary = false, token_version = token_version + 1
        from used where users.id = used.user_id and users.password_hash is null
        returning users.id`,
  );
  return row?.id;
}

/** The user a staff member asks a new link for, with what the permission check needs. */
export async function lockWelcomeTarget(
  tx: DbOrTx,
  userId: string,
): Promise<{ id: string; userType: string; memberOf: string | null; hasPassword: boolean } | undefined> {
  const [row] = await queryRows<{ id: string; user_type: string; member_of: string | null; has_password: boolean }>(
    tx,
    sql`select id, user_type::text as user_type, member_of, password_hash is not null as has_password
        from users where id = ${userId}::uuid for update`,
  );
  return row
    ? { id: row.id, userType: row.user_type, memberOf: row.member_of, hasPassword: row.has_password }
    : undefined;
}
