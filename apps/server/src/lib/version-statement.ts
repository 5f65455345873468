import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, definePrepared } from '../db/client';
import { type TokenUser, type TokenUserColumns, tokenUserOf } from './access';

/** What a versioned read's first statement found: the token's user, and the read's club and version if it exists. */
export type VersionFound = { user: TokenUser | undefined; target: { clubId: string; version: string } | undefined };

/**
 * The first statement of a versioned read (lib/json-response-cache.ts, sendVersioned): the token's user, by the
 * `userId` placeholder, for the token check (lib/access.ts, authContextOf), beside `columns`, which name the read's
 * `club_id` and `version` (null when what is read does not exist) from `joins`. One round trip, a named prepared
 * statement; the read is answered from the cache when its version is not new to this instance.
 */
export function defineVersionStatement<V extends Record<string, unknown>>(name: string, columns: SQL, joins: SQL) {
  const statement = definePrepared<
    TokenUserColumns & { club_id: string | null; version: string | null },
    V & { userId: string }
  >(
    name,
    sql`select u.id as user_id, u.user_type, u.member_of, u.token_version, ${columns}
        from (select 1) as one
        left join users u on u.id = ${sql.placeholder('userId')}::uuid
        ${joins}`,
  );
  return async (db: DbOrTx, values: V & { userId: string }): Promise<VersionFound> => {
    const [row] = await statement(db, values);
    if (!row) throw new Error(`the version statement ${name} answered no row`);
    const target =
      row.club_id === null || row.version === null ? undefined : { clubId: row.club_id, version: row.version };
    return { user: tokenUserOf(row), target };
  };
}
