import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import { betScoreSql } from '../../lib/bet-score-sql';
import { groupPoolSql } from '../../lib/group-pool';

export type SettlementMatch = {
  id: string;
  clubId: string;
  status: 'Active' | 'Inactive' | 'Ongoing' | 'Announced' | 'Abandoned';
  prizeShareStatus: string | null;
  team1: string;
  team2: string;
  managerId: string;
  adminShareBp: number;
};

/**
 * The match, locked FOR UPDATE for the whole settlement: a second approval waits and then sees it settled. Bets are
 * kept out by the match's bet lock, which the settlement takes next (lib/match-bet-lock.ts).
 */
export async function lockMatchForSettlement(tx: DbOrTx, matchId: string): Promise<SettlementMatch | undefined> {
  const [row] = await queryRows<{
    id: string;
    club_id: string;
    status: SettlementMatch['status'];
    prize_share_status: string | null;
    team1: string;
    team2: string;
    manager_id: string;
    admin_share_bp: number;
  }>(
    tx,
    sql`select m.id, m.club_id, m.status, m.prize_share_status, m.team1, m.team2, c.manager_id, c.admin_share_bp
        from matches m join clubs c on c.id = m.club_id
        where m.id = ${matchId}::uuid
        for update of m`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    clubId: row.club_id,
    status: row.status,
    prizeShareStatus: row.prize_share_status,
    team1: row.team1,
    team2: row.team2,
    managerId: row.manager_id,
    adminShareBp: row.admin_share_bp,
  };
}

/** True when the match has a result; the result row is share-locked so it cannot change under the settlement. */
export async function lockResult(tx: DbOrTx, matchId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from results where match_id = ${matchId}::uuid for share`,
  );
  return rows.length > 0;
}

export type SettlementGroup = {
  id: string;
  pool: bigint;
  sharesBp: [number, number, number];
  betsSum: bigint;
};

export async function listMatchGroups(tx: DbOrTx, matchId: string): Promise<SettlementGroup[]> {
  const rows = await queryRows<{
    id: string;
    total: string;
    s1: number;
    s2: number;
    s3: number;
    bets_sum: string;
  }>(
    tx,
    sql`select g.id, ${groupPoolSql(sql`g.id`)}::text as total, g.winner_share1_bp as s1, g.winner_share2_bp as s2,
               g.winner_share3_bp as s3,
               coalesce((select sum(b.bet_amount) from bets b where b.group_id = g.id), 0)::text as bets_sum
        from groups g where g.match_id = ${matchId}::uuid
        order by g.created_at, g.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    pool: BigInt(r.total),
    sharesBp: [r.s1, r.s2, r.s3],
    betsSum: BigInt(r.bets_sum),
  }));
}

export type SettlementBet = {
  id: string;
  groupId: string;
  userId: string;
  combination: string;
  /** Recomputed from the stored result, whatever the bet held before. */
  score: number;
  seq: bigint;
  /** The member who referred this bet's member (only a Member counts), or null. */
  referrerId: string | null;
};

/**
 * Every bet of the match in placing order, with its score recomputed from the stored result (betScoreSql) and its
 * member's referrer. The settlement writes the score back together with Win/Loss, so each bet row is rewritten once.
 */
export async function listMatchBets(tx: DbOrTx, matchId: string): Promise<SettlementBet[]> {
  const rows = await queryRows<{
    id: string;
    group_id: string;
    user_id: string;
    combination: string;
    score: number;
    seq: string;
    referrer_id: string | null;
  }>(
    tx,
    sql`select b.id, b.group_id, b.user_id, b.combination, b.seq::text as seq, ref.id as referrer_id,
               ${betScoreSql(sql`b.combination`, sql`r.team1_scores`, sql`r.team2_scores`)} as score
        from bets b
        join results r on r.match_id = b.match_id
        join users u on u.id = b.user_id
        left join users ref on ref.id = u.referred_by and ref.user_type = 'Member'
        where b.match_id = ${matchId}::uuid
        order by b.seq`,
  );
  return rows.map((r) => ({
    id: r.id,
    groupId: r.group_id,
    userId: r.user_id,
    combination: r.combination,
    score: r.score,
    seq: BigInt(r.seq),
    referrerId: r.referrer_id,
  }));
}

/** Score and Win/Loss on every bet of the match, one statement (a bet row is rewritten once, not twice). */
export type WinnerInsert = {
  groupId: string;
  betId: string;
  userId: string;
  place: number;
  combination: string;
  score: number;
  amountWon: bigint;
};

/** The winners records (gross amountWon), one statement. */
export async function insertWinners(tx: DbOrTx, winners: WinnerInsert[]): Promise<void> {
  if (winners.length === 0) return;
  await tx.execute(
    sql`insert into winners (group_id, bet_id, user_id, place, combination, score, amount_won)
        select * from unnest(
          ${pgArray(winners.map((w) => w.groupId))}::uuid[],
          ${pgArray(winners.map((w) => w.betId))}::uuid[],
          ${pgArray(winners.map((w) => w.userId))}::uuid[],
          ${pgArray(winners.map((w) => w.place))}::int[],
          ${pgArray(winners.map((w) => w.combination))}::text[],
          ${pgArray(winners.map((w) => w.score))}::int[],
          ${pgArray(winners.map((w) => w.amountWon))}::bigint[])`,
  );
}

/** Adds each referrer's commission to its referralEarnings, one statement. Ids must be distinct. */
export async function addReferralEarnings(tx: DbOrTx, earnings: Map<string, bigint>): Promise<void> {
  if (earnings.size === 0) return;
  const ids = [...earnings.keys()];
  await tx.execute(
    sql`update users u set referral_earnings = u.referral_earnings + d.amount
        from unnest(${pgArray(ids)}::uuid[], ${pgArray(ids.map((id) => earnings.get(id) ?? 0n))}::bigint[])
          as d(id, amount)
        where u.id = d.id`,
  );
}

export async function markMatchSettled(tx: DbOrTx, matchId: string): Promise<void> {
  await tx.execute(
    sql`update matches set prize_share_status = 'Approved', settled_at = now(), status = 'Announced'
        where id = ${matchId}::uuid`,
  );
}

/**
 * Each bet's score from the stored result, and Win for the bets with a winners record, Loss for the rest: one
 * statement over the match, no arrays, so each bet row is rewritten once (a HOT update thanks to the fillfactor).
 */
export async function writeBetOutcomes(tx: DbOrTx, matchId: string): Promise<void> {
  await tx.execute(
    sql`update bets b
        set score = ${betScoreSql(sql`b.combination`, sql`r.team1_scores`, sql`r.team2_scores`)},
            result = (case when exists (select 1 from winners w where w.bet_id = b.id) then 'Win' else 'Loss' end)::bet_result
        from results r
        where b.match_id = ${matchId}::uuid and r.match_id = b.match_id`,
  );
}
