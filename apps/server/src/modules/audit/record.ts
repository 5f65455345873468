import type { AuditAction } from '@wicket/shared/schemas/audit';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
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
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into audit_log (actor_id, actor_first_name, actor_last_name, actor_user_type, club_id, action, entity,
                               entity_id, before, after)
        select u.id, u.first_name, u.last_name, u.user_type::text, ${entry.clubId}::uuid, ${entry.action},
               ${entry.entity}, ${entry.entityId}::uuid, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb
        from users u where u.id = ${auth.userId}::uuid
        returning id`,
  );
  if (rows.length !== 1) throw new Error(`audit: actor ${auth.userId} not found`);
}
