import type { BetType } from '@wicket/shared/schemas/groups';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows, queryRowsPrepared } from '../../db/client';
import { bettingOpenSql } from '../../lib/betting-open';
import { groupPoolSql, poolSlotOf } from '../../lib/group-pool';

/** Timestamps come back as Date from node-postgres and PGlite alike; this keeps a string from either safe too. */
export const toIso = (value: Date | string): string => new Date(value).toISOString();

export type BetTarget = {
  groupId: string;
  matchId: string;
  clubId: string;
  betType: BetType;
  betAmount: bigint;
  team1: string;
  team2: string;
  /** Betting open by the database clock (lib/betting-open.ts). */
  open: boolean;
  firstName: string;
  lastName: string;
};

/**
 * The group a bet goes into, with its match and the better's name. No row locks: the caller holds the match's bet
 * lock (shared) from before this read, which keeps settlement, result saves and group changes out until it commits,
 * and this statement sees whatever they committed before.
 */
export async function readBetTarget(tx: DbOrTx, groupId: string, userId: string): Promise<BetTarget | undefined> {
  const [row] = await queryRowsPrepared<{
    group_id: string;
    match_id: string;
    club_id: string;
    bet_type: BetTarget['betType'];
    bet_amount: string;
    team1: string;
    team2: string;
    open: boolean;
    first_name: string;
    last_name: string;
  }>(
    tx,
    'bet_target',
    sql`select g.id as group_id, m.id as match_id, m.club_id, g.bet_type, g.bet_amount::text as bet_amount,
               m.team1, m.team2,
               ${bettingOpenSql({ matchStatus: sql`m.status`, groupStatus: sql`g.status`, matchStart: sql`m.date_time` })} as open,
               u.first_name, u.last_name
        from groups g
        join matches m on m.id = g.match_id
        join users u on u.id = ${userId}::uuid
        where g.id = ${groupId}::uuid`,
  );
  if (!row) return undefined;
  return {
    groupId: row.group_id,
    matchId: row.match_id,
    clubId: row.club_id,
    betType: row.bet_type,
    betAmount: BigInt(row.bet_amount),
    team1: row.team1,
    team2: row.team2,
    open: row.open,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

export async function readBalance(tx: DbOrTx, userId: string): Promise<bigint> {
  const [row] = await queryRows<{ credits: string }>(
    tx,
    sql`select credits::text as credits from users where id = ${userId}::uuid`,
  );
  return BigInt(row?.credits ?? '0');
}

export type InsertedBet = { id: string; combination: string; seq: bigint; createdAt: Date };

/**
 * Adds the bets' cost to the member's pool slot and inserts one bet per canonical combination, in one statement;
 * returns the bets that went in. A combination refused by a unique index (First Better: taken by anyone; any group:
 * already held by this member) is skipped, not an error, so the caller can name it and roll everything back. The
 * placing order (`seq`) follows the order sent, while rows are inserted in combination order so two requests racing
 * for overlapping combinations wait on each other in the same order and never deadlock.
 */
export async function insertBets(
  tx: DbOrTx,
  bet: { userId: string; groupId: string; matchId: string; firstBetter: boolean; betAmount: bigint },
  combinations: string[],
): Promise<InsertedBet[]> {
  const cost = bet.betAmount * BigInt(combinations.length);
  const rows = await queryRowsPrepared<{ id: string; combination: string; seq: string; created_at: Date | string }>(
    tx,
    'bet_insert',
    sql`with pool as (
          insert into group_pool_slots (group_id, match_id, slot, amount)
          values (${bet.groupId}::uuid, ${bet.matchId}::uuid, ${poolSlotOf(bet.userId)}::smallint,
                  ${cost.toString()}::bigint)
          on conflict (group_id, match_id, slot) do update set amount = group_pool_slots.amount + excluded.amount
          returning slot
        ), c as materialized (
          select u.combination, nextval(pg_get_serial_sequence('bets', 'seq')) as seq
          from unnest(${pgArray(combinations)}::text[]) with ordinality as u(combination, ord)
          order by u.ord
        )
        insert into bets (seq, user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount)
        select c.seq, ${bet.userId}::uuid, ${bet.groupId}::uuid, ${bet.matchId}::uuid, pool.slot, c.combination,
               ${bet.firstBetter}::boolean, ${bet.betAmount.toString()}::bigint
        from c cross join pool
        order by c.combination collate "C"
        on conflict do nothing
        returning id, combination, seq::text as seq, created_at`,
  );
  return rows
    .map((r) => ({ id: r.id, combination: r.combination, seq: BigInt(r.seq), createdAt: new Date(r.created_at) }))
    .sort((a, b) => (a.seq < b.seq ? -1 : 1));
}

/** The club a group belongs to (through its match), for read permissions. */
export async function findGroupClub(db: DbOrTx, groupId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ club_id: string }>(
    db,
    sql`select m.club_id from groups g join matches m on m.id = g.match_id where g.id = ${groupId}::uuid`,
  );
  return row?.club_id;
}

/**
 * The group's club and a version of its bet list: it changes with every bet placed, every result save (scores) and
 * the settlement (Win/Loss), which is all that changes what GET /api/bets/group/{groupId} answers. Bets are only
 * ever added (a group delete takes them all), each adds a positive amount to the pool, so the pool total names the
 * set of bets; it is summed from at most 64 slot rows instead of counting the bets.
 */
export async function findGroupListVersion(
  db: DbOrTx,
  groupId: string,
): Promise<{ clubId: string; version: string } | undefined> {
  const [row] = await queryRowsPrepared<{ club_id: string; version: string }>(
    db,
    'bet_list_version',
    sql`select m.club_id,
               concat_ws(':', ${groupPoolSql(sql`g.id`)}, extract(epoch from r.updated_at),
                         extract(epoch from m.settled_at),
                         md5(m.team1_players::text || m.team2_players::text)) as version
        from groups g join matches m on m.id = g.match_id left join results r on r.match_id = m.id
        where g.id = ${groupId}::uuid`,
  );
  return row ? { clubId: row.club_id, version: row.version } : undefined;
}

export type BetRow = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  betAmount: bigint;
  combination: string;
  score: number | null;
  result: 'Win' | 'Loss' | null;
  refunded: boolean;
  createdAt: Date;
  matchId: string;
  team1: string;
  team2: string;
  groupId: string;
  betType: string;
};

type RawBetRow = {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  bet_amount: string;
  combination: string;
  score: number | null;
  result: 'Win' | 'Loss' | null;
  refunded: boolean;
  created_at: Date | string;
  match_id: string;
  team1: string;
  team2: string;
  group_id: string;
  bet_type: string;
};

const betColumns = sql`b.id, b.user_id, u.first_name, u.last_name, u.phone_number, b.bet_amount::text as bet_amount,
  b.combination, b.score, b.result, b.refunded, b.created_at, m.id as match_id, m.team1, m.team2, g.id as group_id, g.bet_type`;
const betJoins = sql`from bets b join users u on u.id = b.user_id join groups g on g.id = b.group_id
  join matches m on m.id = b.match_id`;

const toBetRow = (r: RawBetRow): BetRow => ({
  id: r.id,
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  phoneNumber: r.phone_number,
  betAmount: BigInt(r.bet_amount),
  combination: r.combination,
  score: r.score,
  result: r.result,
  refunded: r.refunded,
  createdAt: new Date(r.created_at),
  matchId: r.match_id,
  team1: r.team1,
  team2: r.team2,
  groupId: r.group_id,
  betType: r.bet_type,
});

/** A group's bets in placing order. */
export async function listGroupBets(db: DbOrTx, groupId: string): Promise<BetRow[]> {
  const rows = await queryRows<RawBetRow>(
    db,
    sql`select ${betColumns} ${betJoins} where b.group_id = ${groupId}::uuid order by b.seq`,
  );
  return rows.map(toBetRow);
}

/** One page of a member's bets, newest first, and how many there are in all. */
export async function listUserBets(
  db: DbOrTx,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: BetRow[]; total: number }> {
  const rows = await queryRows<RawBetRow>(
    db,
    sql`select ${betColumns} ${betJoins} where b.user_id = ${userId}::uuid
        order by b.created_at desc, b.seq desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from bets where user_id = ${userId}::uuid`,
  );
  return { rows: rows.map(toBetRow), total: Number(count?.total ?? 0) };
}

/** What a bet's breakdown needs from its match: the players' names and, once saved, the result's scores. */
export type MatchSheet = {
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
  team1Scores: number[];
  team2Scores: number[];
};

/** The sheets of the matches that have a result (one statement for any number of matches). */
export async function findMatchSheets(db: DbOrTx, matchIds: readonly string[]): Promise<Map<string, MatchSheet>> {
  if (matchIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    team1_players: Record<string, string>;
    team2_players: Record<string, string>;
    team1_scores: number[];
    team2_scores: number[];
  }>(
    db,
    sql`select m.id, m.team1_players, m.team2_players, r.team1_scores, r.team2_scores
        from matches m join results r on r.match_id = m.id
        where m.id = any(${pgArray([...new Set(matchIds)])}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        team1Players: r.team1_players,
        team2Players: r.team2_players,
        team1Scores: r.team1_scores,
        team2Scores: r.team2_scores,
      },
    ]),
  );
}
