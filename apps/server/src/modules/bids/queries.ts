import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows, queryRowsPrepared } from '../../db/client';
import { poolSlotOf } from '../../lib/group-pool';
import { matchBetLockKeySql } from '../../lib/match-bet-lock';

/** What place_bid answers: a refusal (with the least amount or the balance its text needs) or the bid placed. */
export type BidOutcome =
  /** The token's user is gone, the token is older than its last password change, or the user is not a Member. */
  | { outcome: 'caller_refused' }
  | { outcome: 'group_not_found' | 'match_not_found' | 'closed' | 'no_bids' | 'held' }
  | { outcome: 'too_low'; least: bigint }
  | { outcome: 'insufficient'; credits: bigint }
  | {
      outcome: 'placed';
      /** The bidder's balance after the debit. */
      credits: bigint;
      clubId: string;
      matchId: string;
      firstName: string;
      lastName: string;
      /** The outbid holder, its balance after the refund and its notification; null on a free lot. */
      outbid: { userId: string; credits: bigint; notificationId: string } | null;
    };

/** SQLSTATE place_bid raises when a free lot was taken by a concurrent bid after it found the lot free. */
export const LOT_TAKEN_MEANWHILE = 'WPL01';

/** The token's user as it is now, to tell a refused caller 401 from 403 (only after placeBidInDatabase refused it). */
export async function findCaller(
  db: DbOrTx,
  userId: string,
): Promise<{ tokenVersion: number; userType: string } | undefined> {
  const [row] = await queryRows<{ token_version: number; user_type: string }>(
    db,
    sql`select token_version, user_type from users where id = ${userId}::uuid`,
  );
  return row && { tokenVersion: row.token_version, userType: row.user_type };
}

/**
 * One bid, checks and writes, in one statement: first the caller (the token's user exists, the token is of its
 * current version and the user is a Member; the auth hook skips that read, plugins/auth.ts requireRoleInStatement),
 * then the database function place_bid (db/functions/place_bid.sql), called only for that caller's row, which takes the
 * match's bet lock (shared), checks in the design's order and writes the ledger, the lot, the pool and the outbid
 * notification. A refusal writes nothing. Run it alone (its own transaction, one round trip) or inside the caller's.
 * The texts are built here from packages/shared; the ledger descriptions as format() texts with the team names as
 * %1$s and %2$s, filled in by the function.
 */
export async function placeBidInDatabase(
  db: DbOrTx,
  bid: {
    matchId: string;
    /** The verified token's user and version; a Member's club is read with them (a Member reaches only its own). */
    userId: string;
    tokenVersion: number;
    groupId: string;
    combination: string;
    amount: bigint;
    debitFormat: string;
    creditFormat: string;
    outbidTitle: string;
    outbidLink: string;
  },
): Promise<BidOutcome> {
  const [row] = await queryRowsPrepared<{
    outcome: string;
    least_amount: string | null;
    bidder_credits: string | null;
    target_club_id: string | null;
    target_match_id: string | null;
    bidder_first_name: string | null;
    bidder_last_name: string | null;
    outbid_user_id: string | null;
    outbid_credits: string | null;
    notification_id: string | null;
  }>(
    db,
    'bid_place_as_member',
    sql`with caller as materialized (
          select id, member_of from users
          where id = ${bid.userId}::uuid and token_version = ${bid.tokenVersion}::int and user_type = 'Member')
        select outcome, least_amount::text as least_amount, bidder_credits::text as bidder_credits, target_club_id,
               target_match_id, bidder_first_name, bidder_last_name, outbid_user_id,
               outbid_credits::text as outbid_credits, notification_id
        from caller
        cross join lateral place_bid(${matchBetLockKeySql(bid.matchId)}, caller.id, caller.member_of, false,
                       ${bid.groupId}::uuid, ${bid.matchId}::uuid, ${bid.combination}::text,
                       ${bid.amount.toString()}::bigint, ${poolSlotOf(bid.userId)}::smallint, ${bid.debitFormat}::text,
                       ${bid.creditFormat}::text, ${bid.outbidTitle}::text, ${bid.outbidLink}::text)`,
  );
  // No caller row: place_bid did not run.
  if (!row) return { outcome: 'caller_refused' };
  switch (row.outcome) {
    case 'group_not_found':
    case 'match_not_found':
    case 'closed':
    case 'no_bids':
    case 'held':
      return { outcome: row.outcome };
    case 'too_low':
      return { outcome: 'too_low', least: BigInt(row.least_amount ?? 0) };
    case 'insufficient':
      return { outcome: 'insufficient', credits: BigInt(row.bidder_credits ?? 0) };
    case 'placed':
      return {
        outcome: 'placed',
        credits: BigInt(row.bidder_credits ?? 0),
        clubId: row.target_club_id ?? '',
        matchId: row.target_match_id ?? '',
        firstName: row.bidder_first_name ?? '',
        lastName: row.bidder_last_name ?? '',
        outbid:
          row.outbid_user_id === null
            ? null
            : {
                userId: row.outbid_user_id,
                credits: BigInt(row.outbid_credits ?? 0),
                notificationId: row.notification_id ?? '',
              },
      };
    default:
      throw new Error(`place_bid answered an unknown outcome ${row.outcome}`);
  }
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
  return (await listStandingBidsOf(db, [groupId])).get(groupId.toLowerCase()) ?? [];
}

/** Some groups' lots with a standing bid, each group's in combination order, in one statement. */
export async function listStandingBidsOf(
  db: DbOrTx,
  groupIds: readonly string[],
): Promise<Map<string, StandingBidRow[]>> {
  const rows = await queryRows<{
    group_id: string;
    combination: string;
    amount: string;
    user_id: string;
    first_name: string;
    last_name: string;
    bids: number;
    updated_at: Date | string;
  }>(
    db,
    sql`select b.group_id, b.combination, b.bet_amount::text as amount, b.user_id, u.first_name, u.last_name, b.bids,
               b.created_at as updated_at
        from bets b join users u on u.id = b.user_id
        where b.group_id = any(${pgArray(groupIds.map((id) => id.toLowerCase()))}::uuid[])
        order by b.group_id, b.combination collate "C"`,
  );
  const byGroup = new Map<string, StandingBidRow[]>();
  for (const r of rows) {
    const lots = byGroup.get(r.group_id) ?? [];
    lots.push({
      combination: r.combination,
      amount: BigInt(r.amount),
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      bids: r.bids,
      updatedAt: new Date(r.updated_at),
    });
    byGroup.set(r.group_id, lots);
  }
  return byGroup;
}
