import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowExists } from '../../db/client';
import { clubs, groups, matches } from '../../db/schema';
import { matchStartedSql } from '../../lib/betting-open';
import { matchHeadColumns } from '../../lib/match-lock';
import { defineVersionStatement } from '../../lib/version-statement';

export type MatchRow = {
  id: string;
  clubId: string;
  team1: string;
  team2: string;
  dateTime: Date;
  status: 'Active' | 'Inactive' | 'Ongoing' | 'Announced' | 'Abandoned';
  venue: string | null;
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
  team1Credits: Record<string, number>;
  team2Credits: Record<string, number>;
  prizeShareStatus: string | null;
  createdAt: Date;
  resultId: string | null;
  hasBets: boolean;
};

/** A match with its result id and hasBets, computed in the same query (no query per match). */
const matchColumns = {
  ...matchHeadColumns,
  venue: matches.venue,
  team1Players: matches.team1Players,
  team2Players: matches.team2Players,
  team1Credits: matches.team1Credits,
  team2Credits: matches.team2Credits,
  prizeShareStatus: matches.prizeShareStatus,
  createdAt: matches.createdAt,
  // Written with explicit names: Drizzle leaves columns unqualified in a one-table select.
  resultId: sql<string | null>`(select r.id from results r where r.match_id = matches.id)`,
  // One index probe per match (group_pool_slots_match_idx); an EXISTS here gets planned as a scan of every slot.
  hasBets: sql<boolean>`(select true from group_pool_slots s where s.match_id = matches.id order by s.match_id limit 1) is not null`,
};

/** A listed match: what `matchColumns` reads, and how many groups it has and how many of them are Active. */
export type MatchListRow = MatchRow & { groupCount: number; activeGroupCount: number };

/**
 * The list's extra columns: whether a member has a bet to place needs an Active group (the dashboards offer Play and
 * pick the Popular Live Match by it), and a manager's card says when a group is missing. One probe of
 * groups_match_idx per match, in the list's one statement.
 */
const listColumns = {
  ...matchColumns,
  groupCount: sql<number>`(select count(*)::int from groups g where g.match_id = matches.id)`,
  activeGroupCount: sql<number>`(select count(*)::int from groups g where g.match_id = matches.id and g.status = 'Active')`,
};

const prepareListByClub = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(matches)
    .where(eq(matches.clubId, sql.placeholder('clubId')))
    .orderBy(asc(matches.dateTime), asc(matches.createdAt), asc(matches.id))
    .prepare('matches_by_club');
/** One prepared list query per database: the dashboards poll it, so it is built and planned once. */
const listByClubStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareListByClub>>();

/** A club's matches, soonest first (the dashboards sort by date ascending). */
export async function listMatchesByClub(db: DbOrTx, clubId: string): Promise<MatchListRow[]> {
  let statement = listByClubStatements.get(db);
  if (!statement) {
    statement = prepareListByClub(db);
    listByClubStatements.set(db, statement);
  }
  return statement.execute({ clubId });
}

/**
 * The caller's user row (for the token check, lib/access.ts authContextOf), whether the club exists, and a version
 * of its match list, in one statement: the list route's one round trip when the list is cached. The version is the
 * club's count of deleted matches and the sum of its match stamps, which triggers renew on every write the list shows
 * (migration 0023, which says why the pair never repeats): two index-only sums, whatever the number of groups and
 * bets, and the same on every instance. Nothing in the list depends on the clock, so an unchanged version is an
 * unchanged answer.
 */
export const findMatchListVersion = defineVersionStatement<{ clubId: string }>(
  'match_list_version_user',
  sql`c.id as club_id,
      c.match_deletions || ':'
        || (coalesce((select sum(m.list_stamp) from matches m where m.club_id = c.id), 0)
            + coalesce((select sum(f.list_stamp) from match_first_bets f where f.club_id = c.id), 0)) as version`,
  sql`left join clubs c on c.id = ${sql.placeholder('clubId')}::uuid`,
);

export async function findMatch(db: DbOrTx, id: string): Promise<MatchRow | undefined> {
  const [row] = await db.select(matchColumns).from(matches).where(eq(matches.id, id));
  return row;
}

/** From the pool slots: a group has a slot row exactly when it has bets. */
export async function matchHasBets(db: DbOrTx, matchId: string): Promise<boolean> {
  return rowExists(db, sql`select 1 from group_pool_slots s where s.match_id = ${matchId}::uuid`);
}

export async function clubExists(db: DbOrTx, clubId: string): Promise<boolean> {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  return row !== undefined;
}

export type MatchValues = {
  team1: string;
  team2: string;
  dateTime: Date;
  status: 'Active' | 'Inactive' | 'Ongoing';
  /** Undefined: an edit leaves the venue as it is (Drizzle's set skips undefined); null clears it. */
  venue?: string | null;
};

export async function insertMatch(db: DbOrTx, clubId: string, values: MatchValues): Promise<string> {
  const [row] = await db
    .insert(matches)
    .values({ clubId, ...values, venue: values.venue ?? null })
    .returning({ id: matches.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateMatchRow(db: DbOrTx, id: string, values: MatchValues): Promise<void> {
  await db.update(matches).set(values).where(eq(matches.id, id));
}

export async function updateMatchPlayers(
  db: DbOrTx,
  id: string,
  team1Players: Record<string, string>,
  team2Players: Record<string, string>,
  credits: { team1?: Record<string, number>; team2?: Record<string, number> } = {},
): Promise<void> {
  // Prices not sent stay as they are (design-contests section 1: Add Players sets them, optionally).
  await db
    .update(matches)
    .set({
      team1Players,
      team2Players,
      ...(credits.team1 === undefined ? {} : { team1Credits: credits.team1 }),
      ...(credits.team2 === undefined ? {} : { team2Credits: credits.team2 }),
    })
    .where(eq(matches.id, id));
}

/** Deletes a match and its groups (only called when it has no bets); its result goes with it (cascade). */
export async function deleteMatchAndGroups(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(groups).where(eq(groups.matchId, id));
  await tx.delete(matches).where(eq(matches.id, id));
}

/**
 * The status job's one statement: every Active or Inactive match whose start time has passed becomes Ongoing.
 * Rows another transaction holds (a settlement, an edit) are skipped and picked up on the next run, so any number
 * of instances may run it at once. Answers the ids it moved.
 */
export async function markDueMatchesOngoing(db: DbOrTx, now: Date): Promise<string[]> {
  const due = db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        sql`${matches.status} in ('Active', 'Inactive')`,
        matchStartedSql(matches.dateTime, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .for('update', { skipLocked: true });
  const rows = await db
    .update(matches)
    .set({ status: 'Ongoing' })
    .where(and(sql`${matches.id} in ${due}`, sql`${matches.status} in ('Active', 'Inactive')`))
    .returning({ id: matches.id });
  return rows.map((r) => r.id);
}
