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
 * One audit row per entry of one actor, in one statement however many (a match's template groups, a member import's
 * members), in the entries' order.
 */
export async function recordAudits(tx: DbOrTx, auth: AuthContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const column = (pick: (e: AuditEntry) => string | null) => pgArray(entries.map(pick));
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into audit_log (actor_id, actor_first_name, actor_last_name, actor_user_type, club_id, action, entity,
                               entity_id, before, after)
        select u.id, u.first_name, u.last_name, u.user_type::text, e.club_id, e.action, e.entity, e.entity_id,
               e.before, e.after
        from unnest(${column((e) => e.clubId)}::uuid[], ${column((e) => e.action)}::text[],
                    ${column((e) => e.entity)}::text[], ${column((e) => e.entityId)}::uuid[],
                    ${column((e) => json(e.before))}::jsonb[], ${column((e) => json(e.after))}::jsonb[])
               with ordinality as e(club_id, action, entity, entity_id, before, after, ord)
        join users u on u.id = ${auth.userId}::uuid
        order by e.ord
        returning id`,
  );
  if (rows.length !== entries.length) throw new Error(`audit: actor ${auth.userId} not found`);
}
