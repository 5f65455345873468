import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import type { TokenUser } from '../../lib/access';

/** What a live stream was opened with, as the database holds it now: one statement for every connected user. */
export async function findStreamUsers(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, TokenUser>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    userType: TokenUser['userType'];
    memberOf: string | null;
    tokenVersion: number;
  }>(
    db,
    sql`select id, user_type as "userType", member_of as "memberOf", token_version as "tokenVersion"
        from users where id = any(${pgArray(userIds)}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, { ...r, tokenVersion: Number(r.tokenVersion) }]));
}
