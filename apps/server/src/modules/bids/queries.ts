import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, queryRowsPrepared } from '../../db/client';
import { bettingOpenSql } from '../../lib/betting-open';
import { poolSlotOf } from '../../lib/group-pool';

export type BidTarget = {
  groupId: string;
  matchId: string;
  clubId: string;
  betType: string;
  /** The opening bid, paise. */
  betAmount: bigint;
  minimumIncrement: bigint | null;
  team1: string;
  team2: string;
  /** Betting open by the database clock (lib/betting-open.ts). */
  open: boolean;
  firstName: string;
  lastName: string;
};

/**
 * The group a bid goes into, with its match and the bidder's name. No row locks: the caller holds the match's bet
 * lock (shared), which keeps settlement, result saves and group changes out until it commits.
 */
export async function readBidTarget(tx: DbOrTx, groupId: string, userId: string): Promise<BidTarget | undefined> {
  const [row] = await queryRowsPrepared<{
    group_id: string;
    match_id: string;
    club_id: string;
    bet_type: string;
    bet_amount: string;
    minimum_increment: string | null;
    team1: string;
    team2: string;
    open: boolean;
    first_name: string;
    last_name: string;
  }>(
    tx,
    'bid_target',
    sql`select g.id as group_id, m.id as match_id, m.club_id, g.bet_type, g.bet_amount::text as bet_amount,
               g.minimum_increment::text as minimum_increment, m.team1, m.team2,
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
    minimumIncrement: row.minimum_increment === null ? null : BigInt(row.minimum_increment),
    team1: row.team1,
    team2: row.team2,
    open: row.open,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

export type Lot = { id: string; userId: string; amount: bigint; poolSlot: number };

/**
 * The lot's standing bid, locked until commit: a concurrent bid on the same lot waits here and then reads the
 * standing bid as the winner of the race left it (READ COMMITTED re-reads the newest row version under FOR UPDATE).
 */
export async function lockLot(tx: DbOrTx, groupId: string, combination: string): Promise<Lot | undefined> {
  const [row] = await queryRowsPrepared<{ id: string; user_id: string; amount: string; pool_slot: number }>(
    tx,
    'bid_lock_lot',
    sql`select id, user_id, bet_amount::text as amount, pool_slot from bets
        where group_id = ${groupId}::uuid and combination = ${combination} and first_better
        for update`,
  );
  return row ? { id: row.id, userId: row.user_id, amount: BigInt(row.amount), poolSlot: row.pool_slot } : undefined;
}

/**
 * A free lot's first bid: the bet row and its amount in the bidder's pool slot, in one statement. Answers false when
 * a concurrent bid took the lot first (the unique index of First Better rows refuses the second row, and the pool is
 * only added to for a row that went in).
 */
export async function insertFirstBid(
  tx: DbOrTx,
  bid: { userId: string; groupId: string; matchId: string; combination: string; amount: bigint },
): Promise<boolean> {
  const rows = await queryRowsPrepared<{ id: string }>(
    tx,
    'bid_insert_first',
    sql`with ins as (
          insert into bets (user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount)
          values (${bid.userId}::uuid, ${bid.groupId}::uuid, ${bid.matchId}::uuid,
                  ${poolSlotOf(bid.userId)}::smallint, ${bid.combination}, true, ${bid.amount.toString()}::bigint)
          on conflict do nothing
          returning id, group_id, match_id, pool_slot, bet_amount
        ), pool as (
          insert into group_pool_slots (group_id, match_id, slot, amount)
          select group_id, match_id, pool_slot, bet_amount from ins
          on conflict (group_id, match_id, slot) do update set amount = group_pool_slots.amount + excluded.amount
          returning slot
        )
        select ins.id from ins left join pool on true`,
  );
  return rows.length > 0;
}

/**
 * Moves a locked lot to its new highest bidder: the new amount, one more bid, a new placing order and time, and the
 * difference added to the lot's pool slot (the slot it has had since its first bid).
 */
export async function moveLot(
  tx: DbOrTx,
  lot: Lot,
  bid: { userId: string; groupId: string; matchId: string; amount: bigint },
): Promise<void> {
  await queryRowsPrepared(
    tx,
    'bid_move_lot',
    sql`with moved as (
          update bets set user_id = ${bid.userId}::uuid, bet_amount = ${bid.amount.toString()}::bigint,
                 bids = bids + 1, seq = nextval(pg_get_serial_sequence('bets', 'seq')), created_at = now()
          where id = ${lot.id}::uuid
          returning id
        )
        update group_pool_slots set amount = amount + ${(bid.amount - lot.amount).toString()}::bigint
        where group_id = ${bid.groupId}::uuid and match_id = ${bid.matchId}::uuid
          and slot = ${lot.poolSlot}::smallint and exists (select 1 from moved)`,
  );
}

export type StandingBidRow = {
  combination: string;
  amount: bigint;
  userId: string;
  firstName: string;
  lastName: string;
  bids: number;
  updatedAt: Date;
};

/** A group's lots with a standing bid, in combination order. */
export async function listStandingBids(db: DbOrTx, groupId: string): Promise<StandingBidRow[]> {
  const rows = await queryRows<{
    combination: string;
    amount: string;
    user_id: string;
    first_name: string;
    last_name: string;
    bids: number;
    updated_at: Date | string;
  }>(
    db,
    sql`select b.combination, b.bet_amount::text as amount, b.user_id, u.first_name, u.last_name, b.bids,
               b.created_at as updated_at
        from bets b join users u on u.id = b.user_id
        where b.group_id = ${groupId}::uuid
        order by b.combination collate "C"`,
  );
  return rows.map((r) => ({
    combination: r.combination,
    amount: BigInt(r.amount),
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    bids: r.bids,
    updatedAt: new Date(r.updated_at),
  }));
}
