import type { AuditAction } from '@wicket/shared/schemas/audit';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';

export type AuditEntry = {
  clubId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  /** The entity's JSON before and after (money in RS), null where there is none. */
  before: unknown;
  after: unknown;
};

/**
 * Writes one audit row for a Manager's or Admin's write, in that write's transaction (so a refused or failed write
 * leaves none). The actor's name and type are copied in: the row outlives the user. The table refuses UPDATE and
 * DELETE (a trigger), so what is written here stays as written.
 */
export async function recordAudit(tx: DbOrTx, auth: AuthContext, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, auth, [entry]);
}

/**
 * recordAudit for many rows of one actor in one statement (a write that creates many things at once, e.g. a match's
 * groups from the club's templates): one row per entry, in the entries' order.
 */
export async function recordAudits(tx: DbOrTx, auth: AuthContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into audit_log (actor_id, actor_first_name, actor_last_name, actor_user_type, club_id, action, entity,
                               entity_id, before, after)
        select u.id, u.first_name, u.last_name, u.user_type::text, e.club_id::uuid, e.action, e.entity,
               e.entity_id::uuid, e.before::jsonb, e.after::jsonb
        from users u,
             unnest(${pgArray(entries.map((e) => e.clubId))}::text[], ${pgArray(entries.map((e) => e.action))}::text[],
                    ${pgArray(entries.map((e) => e.entity))}::text[], ${pgArray(entries.map((e) => e.entityId))}::text[],
                    ${pgArray(entries.map((e) => json(e.before)))}::text[],
                    ${pgArray(entries.map((e) => json(e.after)))}::text[])
               with ordinality as e(club_id, action, entity, entity_id, before, after, ord)
        where u.id = ${auth.userId}::uuid
        order by e.ord
        returning id`,
  );
  if (rows.length !== entries.length) throw new Error(`audit: actor ${auth.userId} not found`);
}
