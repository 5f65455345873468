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
  /** The row's club as it is named now; null when the row has no club or the club is gone. */
  clubName: string | null;
  /** The member a member or credit row is about, as named now; null when gone or not a member row. */
  member: { id: string; firstName: string; lastName: string } | null;
  /** The match a match, players, group or result row is about, as it stands now; null when gone. */
  match: { id: string; team1: string; team2: string } | null;
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
  club_name: string | null;
  member_id: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  match_id: string | null;
  match_team1: string | null;
  match_team2: string | null;
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
  clubName: r.club_name,
  member:
    r.member_id === null
      ? null
      : { id: r.member_id, firstName: r.member_first_name ?? '', lastName: r.member_last_name ?? '' },
  match: r.match_id === null ? null : { id: r.match_id, team1: r.match_team1 ?? '', team2: r.match_team2 ?? '' },
});

/**
 * The match a row is about: a match row's own id, or the `match` id a group's, result's or scorecard's JSON carries
 * (the JSON is ours, but a malformed id must not fail the whole page, so only a uuid is cast).
 */
const ROW_MATCH_ID = sql`case
  when a.entity = 'match' then a.entity_id
  when a.entity in ('group', 'result', 'scorecard')
   and coalesce(a.after, a.before) ->> 'match' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then (coalesce(a.after, a.before) ->> 'match')::uuid
end`;

/**
 * Audit rows matching the filter, newest first, one page (or up to `limit` for an export), each with the names the
 * screen words it with (its club, the member, the match), joined once for the whole page: no query per row.
 */
export async function listAudit(db: DbOrTx, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  const rows = await queryRows<Raw>(
    db,
    sql`select a.id, a.at, a.actor_id, a.actor_first_name, a.actor_last_name, a.actor_user_type, a.club_id,
               a.action, a.entity, a.entity_id, a.before, a.after, c.club_name,
               u.id as member_id, u.first_name as member_first_name, u.last_name as member_last_name,
               m.id as match_id, m.team1 as match_team1, m.team2 as match_team2
        from (select * from audit_log where ${where(filter)} order by seq desc limit ${limit} offset ${offset}) a
        left join clubs c on c.id = a.club_id
        left join users u on a.entity = 'member' and u.id = a.entity_id
          -- An invitation's rows name the phone staff typed, never the account (design-contests section 4).
          and a.action not in ('member.invite', 'member.uninvite')
        left join matches m on m.id = ${ROW_MATCH_ID}
        order by a.seq desc`,
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
