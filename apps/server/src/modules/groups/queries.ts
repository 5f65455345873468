import { type BetType, isBiddingMethod } from '@wicket/shared/bet-types';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { GroupStatus } from '@wicket/shared/schemas/groups';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, definePrepared, pgArray, queryRows } from '../../db/client';
import { bets, groups, matches } from '../../db/schema';
import { type TokenUser, type TokenUserColumns, tokenUserOf } from '../../lib/access';
import { bettingOpenSql } from '../../lib/betting-open';
import { groupPoolSql } from '../../lib/group-pool';
import { defineVersionStatement } from '../../lib/version-statement';

export type GroupRow = {
  id: string;
  matchId: string;
  betType: BetType;
  betAmount: bigint;
  minimumIncrement: bigint | null;
  winnerShare1Bp: number;
  winnerShare2Bp: number;
  winnerShare3Bp: number;
  status: 'Active' | 'Inactive';
  teamSize: number | null;
  maxTeams: number | null;
  creditBudgetTenths: number | null;
  totalBetAmount: bigint;
  createdAt: Date;
  hasBets: boolean;
};

/** A group with hasBets computed in the same query. */
const groupColumns = {
  id: groups.id,
  matchId: groups.matchId,
  betType: groups.betType,
  betAmount: groups.betAmount,
  minimumIncrement: groups.minimumIncrement,
  winnerShare1Bp: groups.winnerShare1Bp,
  winnerShare2Bp: groups.winnerShare2Bp,
  winnerShare3Bp: groups.winnerShare3Bp,
  status: groups.status,
  teamSize: groups.teamSize,
  maxTeams: groups.maxTeams,
  creditBudgetTenths: groups.creditBudgetTenths,
  totalBetAmount: groupPoolSql(sql`groups.id`).mapWith((v: string | number | bigint) => BigInt(v)),
  createdAt: groups.createdAt,
  // Written with explicit names: Drizzle leaves columns unqualified in a one-table select.
  hasBets: sql<boolean>`exists (select 1 from bets b where b.group_id = groups.id)`,
};

/** A match's groups, oldest first, so the screens can label them Group 1, Group 2, ... */
export async function listGroupsByMatch(db: DbOrTx, matchId: string): Promise<GroupRow[]> {
  return db
    .select(groupColumns)
    .from(groups)
    .where(eq(groups.matchId, matchId))
    .orderBy(asc(groups.createdAt), asc(groups.id));
}

export async function findGroup(db: DbOrTx, id: string): Promise<GroupRow | undefined> {
  const [row] = await db.select(groupColumns).from(groups).where(eq(groups.id, id));
  return row;
}

export type GroupDetailRow = GroupRow & {
  clubId: string;
  team1: string;
  team2: string;
  dateTime: Date;
  matchStatus: 'Active' | 'Inactive' | 'Ongoing' | 'Announced' | 'Abandoned';
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
  team1Credits: Record<string, number>;
  team2Credits: Record<string, number>;
  /** The match's result, or null before one is saved. */
  resultId: string | null;
  /** Betting open by the database clock (lib/betting-open.ts). */
  bettingOpen: boolean;
};

/** A group with its match, for the place-bet screen, in one query. */
export async function findGroupDetail(db: DbOrTx, id: string): Promise<GroupDetailRow | undefined> {
  const [row] = await db
    .select({
      ...groupColumns,
      clubId: matches.clubId,
      team1: matches.team1,
      team2: matches.team2,
      dateTime: matches.dateTime,
      matchStatus: matches.status,
      team1Players: matches.team1Players,
      team2Players: matches.team2Players,
      team1Credits: matches.team1Credits,
      team2Credits: matches.team2Credits,
      resultId: sql<string | null>`(select r.id from results r where r.match_id = ${matches.id})`,
      bettingOpen: bettingOpenSql({
        matchId: matches.id,
        matchStatus: matches.status,
        groupStatus: groups.status,
        matchStart: matches.dateTime,
      }),
    })
    .from(groups)
    .innerJoin(matches, eq(matches.id, groups.matchId))
    .where(eq(groups.id, id));
  return row;
}

/** A group's board (design-contests section 3): its version, taken combinations (or lots), pool and bet count. */
export type GroupBoard = {
  groupId: string;
  betType: BetType;
  version: number;
  taken: string[];
  pool: bigint;
  betCount: number;
};

/**
 * The boards of some groups, each read whole in one statement (so its version names exactly its taken set and pool),
 * whatever the number of bets: at most 64 slot rows a group. The version is the sum of the slots' write counts
 * (migration 0031); the taken set the OR of their bits (migration 0022, one bit per combination in ALL_COMBINATIONS
 * order), read from the bets themselves where a slot keeps no bits (a Bidding Method group's lots, at most one bet
 * each, or bets seeded in SQL). A Bidding Method group counts its lots; the others' bets all cost the bet amount.
 */
export async function readBoards(db: DbOrTx, groupIds: readonly string[]): Promise<Map<string, GroupBoard>> {
  const rows = await queryRows<{
    group_id: string;
    bet_type: BetType;
    bet_amount: string;
    version: number;
    pool: string;
    bits: string | null;
    lots: string[] | null;
  }>(
    db,
    sql`select g.id as group_id, g.bet_type, g.bet_amount::text,
               coalesce(sum(s.changes), 0)::integer as version, coalesce(sum(s.amount), 0)::text as pool,
               bit_or(s.taken)::text as bits,
               case when bool_or(s.taken is null)
                    then (select array_agg(distinct b.combination) from bets b where b.group_id = g.id) end as lots
        from groups g left join group_pool_slots s on s.group_id = g.id
        where g.id = any(${pgArray(groupIds.map((id) => id.toLowerCase()))}::uuid[])
        group by g.id`,
  );
  const boards = new Map<string, GroupBoard>();
  for (const row of rows) {
    const { bits } = row;
    const taken = row.lots ?? (bits === null ? [] : ALL_COMBINATIONS.filter((_, i) => bits[i] === '1'));
    const pool = BigInt(row.pool);
    const betAmount = BigInt(row.bet_amount);
    const betCount = isBiddingMethod(row.bet_type) ? taken.length : Number(pool / betAmount);
    boards.set(row.group_id, {
      groupId: row.group_id,
      betType: row.bet_type,
      version: row.version,
      taken,
      pool,
      betCount,
    });
  }
  return boards;
}

/**
 * The caller's user row (the token check), the match's club, and a version of its groups list (GET
 * /api/groups/match/{matchId}) in one statement: each group by its id, row version, pool and whether it has bets.
 * The pool only grows with bets, and an abandon's return to 0 keeps "has bets", so no later state repeats an earlier
 * version. A few groups' slot sums, whatever the number of bets.
 */
export const findMatchGroupsVersion = defineVersionStatement<{ matchId: string }>(
  'match_groups_version_user',
  sql`m.club_id,
      (select coalesce(string_agg(concat_ws(':', g.id, g.xmin, ${groupPoolSql(sql`g.id`)},
                                           exists (select 1 from bets b where b.group_id = g.id)),
                                 ',' order by g.id), '')
       from groups g where g.match_id = m.id) as version`,
  sql`left join matches m on m.id = ${sql.placeholder('matchId')}::uuid`,
);

const groupVersionsStatement = definePrepared<
  TokenUserColumns & {
    club_id: string | null;
    detail_version: string | null;
    standings_version: string | null;
    has_result: boolean | null;
  },
  { groupId: string; userId: string }
>(
  'group_versions_user',
  sql`select u.id as user_id, u.user_type, u.member_of, u.token_version, v.club_id,
             concat_ws(':', v.group_xmin, v.match_xmin, v.result_id, v.pool, v.open) as detail_version,
             concat_ws(':', v.group_xmin, v.match_xmin, v.result_xmin, v.pool) as standings_version,
             v.result_id is not null as has_result
      from (select 1) as one
      left join users u on u.id = ${sql.placeholder('userId')}::uuid
      left join lateral (
        select m.club_id, g.xmin::text as group_xmin, m.xmin::text as match_xmin, r.id as result_id,
               r.xmin::text as result_xmin, ${groupPoolSql(sql`g.id`)} as pool,
               ${bettingOpenSql({ matchId: sql`m.id`, matchStatus: sql`m.status`, groupStatus: sql`g.status`, matchStart: sql`m.date_time` })} as open
        from groups g join matches m on m.id = g.match_id left join results r on r.match_id = m.id
        where g.id = ${sql.placeholder('groupId')}::uuid
      ) v on true`,
);

/**
 * The caller's user row (for the token check), the group's club and the versions of its two answers, in one
 * statement whatever the number of bets: GET /api/groups/{id} and GET /api/groups/{id}/standings then build their
 * answers only for a version new to this instance. Every version is computed by the database on every request, so
 * every instance agrees on it.
 *
 * - Bets are only ever added (a bid raises its lot), each adding a positive amount to the pool, until an abandon sets
 *   the pool to 0 and changes the match row; so the pool, summed from at most 64 slot rows, names the set of bets
 *   (and with it the taken combinations, hasBets and the prizes).
 * - A row's xmin changes with every UPDATE of it (and PostgreSQL keeps it on freezing): the group's fields, the
 *   match's (status, start, players, settlement) and the result's scores.
 * - Betting open also depends on the clock (the start passes before the status job marks the match Ongoing), so the
 *   detail's version carries it as the database computes it now.
 */
export async function findGroupVersions(
  db: DbOrTx,
  groupId: string,
  userId: string,
): Promise<{
  user: TokenUser | undefined;
  group: { clubId: string; detailVersion: string; standingsVersion: string; hasResult: boolean } | undefined;
}> {
  const [row] = await groupVersionsStatement(db, { groupId, userId });
  if (!row) throw new Error('the group version query answered no row');
  const group =
    row.club_id === null || row.detail_version === null || row.standings_version === null
      ? undefined
      : {
          clubId: row.club_id,
          detailVersion: row.detail_version,
          standingsVersion: row.standings_version,
          hasResult: row.has_result === true,
        };
  return { user: tokenUserOf(row), group };
}

/** Locks a group row for an edit or a delete; a bet placed meanwhile waits for us (it updates the pool total). */
export async function lockGroup(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: groups.id,
      matchId: groups.matchId,
      betType: groups.betType,
      status: groups.status,
      teamSize: groups.teamSize,
      maxTeams: groups.maxTeams,
      creditBudgetTenths: groups.creditBudgetTenths,
    })
    .from(groups)
    .where(eq(groups.id, id))
    .for('update');
  return row;
}

export async function groupHasBets(db: DbOrTx, groupId: string): Promise<boolean> {
  const [row] = await db.select({ id: bets.id }).from(bets).where(eq(bets.groupId, groupId)).limit(1);
  return row !== undefined;
}

export type GroupValues = {
  betType: BetType;
  betAmount: bigint;
  minimumIncrement: bigint | null;
  winnerShare1Bp: number;
  winnerShare2Bp: number;
  winnerShare3Bp: number;
  status: 'Active' | 'Inactive';
  /** Fantasy Team only (design-contests section 1); null for other types. */
  teamSize: number | null;
  maxTeams: number | null;
  creditBudgetTenths: number | null;
};

/**
 * Inserts many groups in one statement (a hand-made group is a batch of one; a match's group templates, or many
 * matches' at once, a larger one). Each row's `created_at` is the statement's time plus its place in the batch in
 * milliseconds, so a match's groups list (oldest first) keeps the batch's order. Answers the ids in that order.
 */
export async function insertGroups(
  db: DbOrTx,
  rows: readonly { matchId: string; values: GroupValues }[],
): Promise<{ id: string; matchId: string }[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(groups)
    .values(
      rows.map(({ matchId, values }, i) => ({
        matchId,
        ...values,
        createdAt: sql`now() + ${i}::int * interval '1 millisecond'`,
      })),
    )
    .returning({ id: groups.id, matchId: groups.matchId, createdAt: groups.createdAt });
  // RETURNING follows the VALUES order in practice, but nothing promises it: order by the created_at given above.
  inserted.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return inserted.map(({ id, matchId }) => ({ id, matchId }));
}

/** Groups by id, in the order of `ids` (missing ones left out). */
export async function findGroupsByIds(db: DbOrTx, ids: readonly string[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(groupColumns)
    .from(groups)
    .where(inArray(groups.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function updateGroupRow(db: DbOrTx, id: string, values: GroupValues): Promise<void> {
  await db.update(groups).set(values).where(eq(groups.id, id));
}

/** Each member's stake in a group: what a refund gives back, one row per member. */
export async function stakesByMember(
  db: DbOrTx,
  groupId: string,
): Promise<{ userId: string; amount: bigint; bets: number }[]> {
  const rows = await queryRows<{ user_id: string; amount: string; bets: number }>(
    db,
    sql`select user_id, sum(bet_amount)::text as amount, count(*)::int as bets
        from ${bets} where group_id = ${groupId}
        group by user_id order by min(seq)`,
  );
  return rows.map((r) => ({ userId: r.user_id, amount: BigInt(r.amount), bets: Number(r.bets) }));
}

/** Deletes a group and its bets (winners rows go with the bets). */
export async function deleteGroupAndBets(tx: DbOrTx, groupId: string): Promise<void> {
  await tx.delete(bets).where(eq(bets.groupId, groupId));
  await tx.delete(groups).where(eq(groups.id, groupId));
}

export type StandingsGroup = {
  clubId: string;
  betType: BetType;
  settled: boolean;
  pool: bigint;
  sharesBp: [number, number, number];
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
  /** null before the match has a result. */
  team1Scores: number[] | null;
  team2Scores: number[] | null;
};

/** A group with its pool, shares, its match's players, settlement state and saved result (if any). */
export async function findStandingsGroup(db: DbOrTx, groupId: string): Promise<StandingsGroup | undefined> {
  const [row] = await queryRows<{
    club_id: string;
    bet_type: BetType;
    settled: boolean;
    pool: string;
    s1: number;
    s2: number;
    s3: number;
    team1_players: Record<string, string>;
    team2_players: Record<string, string>;
    team1_scores: number[] | null;
    team2_scores: number[] | null;
  }>(
    db,
    sql`select m.club_id, g.bet_type::text as bet_type, m.prize_share_status is not null as settled, ${groupPoolSql(sql`g.id`)}::text as pool,
               g.winner_share1_bp as s1, g.winner_share2_bp as s2, g.winner_share3_bp as s3,
               m.team1_players, m.team2_players, r.team1_scores, r.team2_scores
        from groups g join matches m on m.id = g.match_id left join results r on r.match_id = m.id
        where g.id = ${groupId}::uuid`,
  );
  if (!row) return undefined;
  return {
    clubId: row.club_id,
    betType: row.bet_type,
    settled: row.settled,
    pool: BigInt(row.pool),
    sharesBp: [row.s1, row.s2, row.s3],
    team1Players: row.team1_players,
    team2Players: row.team2_players,
    team1Scores: row.team1_scores,
    team2Scores: row.team2_scores,
  };
}

export type StandingsBet = {
  id: string;
  combination: string;
  seq: bigint;
  userId: string;
  firstName: string;
  lastName: string;
};

/** The group's bets in placing order, with their members' names. */
export async function listStandingsBets(db: DbOrTx, groupId: string): Promise<StandingsBet[]> {
  const rows = await queryRows<{
    id: string;
    combination: string;
    seq: string;
    user_id: string;
    first_name: string;
    last_name: string;
  }>(
    db,
    sql`select b.id, b.combination, b.seq::text as seq, b.user_id, u.first_name, u.last_name
        from bets b join users u on u.id = b.user_id
        where b.group_id = ${groupId}::uuid order by b.seq`,
  );
  return rows.map((r) => ({
    id: r.id,
    combination: r.combination,
    seq: BigInt(r.seq),
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
  }));
}

// The club's group templates (design-season section 4), as the groups they make: the groups feature applies them to
// new matches (apply-templates.ts) and the group-templates feature edits them.

type TemplateRow = {
  club_id: string;
  position: number | null;
  bet_type: BetType;
  bet_amount: string;
  minimum_increment: string | null;
  winner_share1_bp: number;
  winner_share2_bp: number;
  winner_share3_bp: number;
  status: GroupStatus;
  team_size: number | null;
  max_teams: number | null;
  credit_budget_tenths: number | null;
};

const templateValues = (r: TemplateRow): GroupValues => ({
  teamSize: r.team_size,
  maxTeams: r.max_teams,
  creditBudgetTenths: r.credit_budget_tenths,
  betType: r.bet_type,
  betAmount: BigInt(r.bet_amount),
  minimumIncrement: r.minimum_increment === null ? null : BigInt(r.minimum_increment),
  winnerShare1Bp: r.winner_share1_bp,
  winnerShare2Bp: r.winner_share2_bp,
  winnerShare3Bp: r.winner_share3_bp,
  status: r.status,
});

/** The club and its templates in their order, in one read: undefined when the club does not exist. */
export async function findClubTemplates(db: DbOrTx, clubId: string): Promise<GroupValues[] | undefined> {
  const rows = await queryRows<TemplateRow>(
    db,
    sql`select c.id as club_id, t.position, t.bet_type::text as bet_type, t.bet_amount::text as bet_amount,
               t.minimum_increment::text as minimum_increment, t.winner_share1_bp, t.winner_share2_bp,
               t.winner_share3_bp, t.status::text as status, t.team_size, t.max_teams, t.credit_budget_tenths
        from clubs c left join group_templates t on t.club_id = c.id
        where c.id = ${clubId}::uuid
        order by t.position`,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((r) => r.position !== null).map(templateValues);
}

/** How many of these matches belong to the club (applyGroupTemplates checks it is all of them). */
export async function countClubMatches(db: DbOrTx, clubId: string, matchIds: readonly string[]): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from matches
        where club_id = ${clubId}::uuid and id = any(${pgArray(matchIds)}::uuid[])`,
  );
  return Number(rows[0]?.n ?? 0);
}
