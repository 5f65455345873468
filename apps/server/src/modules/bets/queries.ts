import type { BetType } from '@wicket/shared/bet-types';
import { betPlacedDescription } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows, queryRowsPrepared, queryTextPrepared } from '../../db/client';
import { betResultSql } from '../../lib/bet-result-sql';
import { groupPoolSql, poolSlotOf } from '../../lib/group-pool';
import { sqlFormatOf } from '../../lib/sql-format';
import { defineVersionStatement } from '../../lib/version-statement';

/** Timestamps come back as Date from node-postgres and PGlite alike; this keeps a string from either safe too. */
export const toIso = (value: Date | string): string => new Date(value).toISOString();

/** What place_bets (db/functions/place_bets.sql) answers for a new bet set; stored as its Idempotency-Key's answer too. */
export type PlacedBets = {
  userId: string;
  groupId: string;
  matchId: string;
  betType: BetType;
  /** Paise, as text. */
  betAmount: string;
  team1: string;
  team2: string;
  firstName: string;
  lastName: string;
  /** The member's balance after the debit, paise as text. */
  credits: string;
  /** In placing order. */
  bets: { id: string; combination: string; createdAt: string }[];
};

/** One call: the caller's club now, and either the bets just placed or the stored answer of a replayed key. */
export type PlaceBetsOutcome = { clubId: string | null } & (
  | { placed: PlacedBets; replay?: undefined }
  | { placed?: undefined; replay: unknown }
);

/**
 * POST /api/bets/multiple's whole database work in ONE round trip: the SQL function place_bets (db/functions/place_bets.sql)
 * checks the token's version and the caller's type, claims the Idempotency-Key, takes the match's bet lock (shared),
 * reads the group and match, runs the checks of design section 4 in order, debits with its ledger row, adds to the
 * pool slot and inserts the bets, then stores the key's answer. Run on its own (no BEGIN/COMMIT): the statement is
 * its own transaction, and a refusal raises SQLSTATE PLACE_BETS_REFUSED, which rolls back all of it.
 * `combinations` are canonical, in the order sent.
 */
/** The ledger text of a bet, filled by place_bets with the teams, the bet type and the combinations. */
const BET_PLACED_FORMAT = sqlFormatOf(4, betPlacedDescription);

export async function placeBetsStatement(
  db: DbOrTx,
  call: {
    userId: string;
    tokenVersion: number;
    groupId: string;
    matchId: string;
    betAmount: bigint;
    combinations: string[];
    idempotencyKey: string | undefined;
    requestHash: string | undefined;
  },
): Promise<PlaceBetsOutcome> {
  const [row] = await queryTextPrepared<{ outcome: PlaceBetsOutcome }>(
    db,
    'place_bets',
    'select place_bets($1::uuid, $2::int, $3::uuid, $4::uuid, $5::bigint, $6::text[], $7::smallint, $8::text, $9::text, $10::text) as outcome',
    [
      call.userId,
      call.tokenVersion,
      call.groupId,
      call.matchId,
      call.betAmount.toString(),
      call.combinations,
      poolSlotOf(call.userId),
      call.idempotencyKey ?? null,
      call.requestHash ?? null,
      BET_PLACED_FORMAT,
    ],
  );
  if (!row) throw new Error('place_bets answered no row');
  return row.outcome;
}

/** The SQLSTATE of place_bets' refusals; the message names the check (see service.ts, placeBets). */
export const PLACE_BETS_REFUSED = 'WPBET';

export type InsertedBet = { id: string; combination: string; seq: bigint; createdAt: Date };

/**
 * Adds the bets' cost to the member's pool slot and inserts one bet per canonical combination, in one statement (the
 * same statement place_bets runs for a bet request, the slot's taken bits included; this one is for tests and tools
 * that skip the request's checks);
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
          insert into group_pool_slots (group_id, match_id, slot, amount, taken, changes)
          values (${bet.groupId}::uuid, ${bet.matchId}::uuid, ${poolSlotOf(bet.userId)}::smallint,
                  ${cost.toString()}::bigint, combination_bits(${pgArray(combinations)}::text[]), 1)
          on conflict (group_id, match_id, slot) do update set amount = group_pool_slots.amount + excluded.amount,
            taken = group_pool_slots.taken | excluded.taken, changes = group_pool_slots.changes + 1
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
 * The caller's user row (for the token check, lib/access.ts authContextOf), the group's club and a version of its bet
 * list, in one statement. The version changes with every bet placed, every result save (scores) and the settlement
 * (Win/Loss), which is all that changes what GET /api/bets/group/{groupId} answers. Bets are only ever added (a group
 * delete takes them all), each adds a positive amount to the pool, so the pool total names the set of bets; it is
 * summed from at most 64 slot rows instead of counting the bets. An abandon marks them refunded and sets the pool
 * back to 0, the total of a group without bets, so the match's status (Abandoned, for good) is part of it too.
 */
export const findGroupListVersion = defineVersionStatement<{ groupId: string }>(
  'bet_list_version_user',
  sql`v.club_id, v.version`,
  sql`left join lateral (
        select m.club_id,
               concat_ws(':', ${groupPoolSql(sql`g.id`)}, m.status, extract(epoch from r.updated_at),
                         extract(epoch from m.settled_at),
                         md5(m.team1_players::text || m.team2_players::text)) as version
        from groups g join matches m on m.id = g.match_id left join results r on r.match_id = m.id
        where g.id = ${sql.placeholder('groupId')}::uuid
      ) v on true`,
);

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
  b.combination, b.score,
  ${betResultSql(sql`b.result`, sql`m.prize_share_status`)} as result, b.refunded, b.created_at, m.id as match_id, m.team1, m.team2, g.id as group_id, g.bet_type`;
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

/**
 * One page of a group's bets in placing order, and how many bets the group has, in one statement: the count row is
 * always there, so a page past the end still answers the total (with no bets). The page's ids are picked first and
 * only then joined: sorting the group's ids alone stays in memory (20,000 bets: 8 ms for page 1, 11 ms for the last
 * page on PostgreSQL 15), where sorting the joined rows spilled to disk (24 ms and 104 ms).
 */
export async function listGroupBetsPage(
  db: DbOrTx,
  groupId: string,
  limit: number,
  offset: number,
): Promise<{ rows: BetRow[]; total: number }> {
  const rows = await queryRows<RawBetRow & { total: string }>(
    db,
    sql`select n.total::text as total, p.*
        from (select count(*) as total from bets where group_id = ${groupId}::uuid) n
        left join lateral (
          select ${betColumns}, b.seq
          from (select id from bets where group_id = ${groupId}::uuid order by seq limit ${limit} offset ${offset}) s
          join bets b on b.id = s.id join users u on u.id = b.user_id join groups g on g.id = b.group_id
          join matches m on m.id = b.match_id
        ) p on true
        order by p.seq`,
  );
  return {
    rows: rows.filter((r) => r.id !== null).map(toBetRow),
    total: Number(rows[0]?.total ?? 0),
  };
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
