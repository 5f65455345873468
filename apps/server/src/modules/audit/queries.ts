import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

export type AuditFilter = { clubId?: string; action?: string; from?: Date; to?: Date };

export type AuditRow = {
  id: string;
  at: Date;
  actorId: string;
  actorFirstName: string;
  actorLastName: string;
  actorUserType: string;
  clubId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

function where(filter: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.clubId) parts.push(sql`club_id = ${filter.clubId}::uuid`);
  if (filter.action) parts.push(sql`action = ${filter.action}`);
  if (filter.from) parts.push(sql`at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`at <= ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

type Raw = {
  id: string;
  at: Date | string;
  actor_id: string;
  actor_first_name: string;
  actor_last_name: string;
  actor_user_type: string;
  club_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
};

const toRow = (r: Raw): AuditRow => ({
  id: r.id,
  at: new Date(r.at),
  actorId: r.actor_id,
  actorFirstName: r.actor_first_name,
  actorLastName: r.actor_last_name,
  actorUserType: r.actor_user_type,
  clubId: r.club_id,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  before: r.before,
  after: r.after,
});

/** Audit rows matching the filter, newest first, one page (or up to `limit` for an export). */
export async function listAudit(db: DbOrTx, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  const rows = await queryRows<Raw>(
    db,
    sql`select id, at, actor_id, actor_first_name, actor_last_name, actor_user_type, club_id, action, entity,
               entity_id, before, after
        from audit_log where ${where(filter)} order by seq desc limit ${limit} offset ${offset}`,
  );
  return rows.map(toRow);
}

export async function countAudit(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log where ${where(filter)}`,
  );
  return Number(row?.n ?? 0);
}
