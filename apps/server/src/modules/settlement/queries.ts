import { WINNING_PLACES } from '@wicket/shared/prize-split';
import type { MatchStatus } from '@wicket/shared/schemas/matches';
import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../../db/client';
import { betScoreSql } from '../../lib/bet-score-sql';
import { groupPoolSql } from '../../lib/group-pool';

export type SettlementMatch = {
  id: string;
  clubId: string;
  status: MatchStatus;
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
 * The bets that can win: in each group, every bet whose score (recomputed from the stored result, betScoreSql) is
 * one of the group's three highest distinct scores, in placing order, with its member's referrer. The prize split
 * only ever pays these (splitPrizes gives every other bet nothing and no place), so the 100,000 bets of a big match
 * stay in the database and a few hundred come back. Scores are worked out once per group and combination (at most
 * 364 per group), not once per bet: the cut of each group, then the bets of its winning combinations. Those few
 * combinations (about three a group) are what the last step hashes, as one array per group, and the match's bets
 * are read past them once; hashing the 100,000 bets instead and probing them with the winning combinations, the
 * planner's choice before, spilled to disk in four batches.
 */
export async function listPrizeContenders(tx: DbOrTx, matchId: string): Promise<SettlementBet[]> {
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
    sql`with combos as (
          select c.group_id, c.combination,
                 ${betScoreSql(sql`c.combination`, sql`r.team1_scores`, sql`r.team2_scores`)} as score
          from (select distinct group_id, combination from bets where match_id = ${matchId}::uuid) c
          join results r on r.match_id = ${matchId}::uuid
        ), cuts as (
          -- Each group's third highest distinct score (or its lowest, with fewer): the least that can win.
          select group_id, min(score) as cut
          from (select group_id, score, row_number() over (partition by group_id order by score desc) as place
                from (select distinct group_id, score from combos) d) ranked
          where place <= ${WINNING_PLACES}
          group by group_id
        ), winning as (
          select c.group_id, array_agg(c.combination) as combinations
          from combos c join cuts k on k.group_id = c.group_id and c.score >= k.cut
          group by c.group_id
        )
        select b.id, b.group_id, b.user_id, b.combination, b.seq::text as seq, ref.id as referrer_id,
               ${betScoreSql(sql`b.combination`, sql`r.team1_scores`, sql`r.team2_scores`)} as score
        from winning w
        join bets b on b.group_id = w.group_id and b.combination = any(w.combinations)
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

/** How many bets the match has, and its betters in the order of their first bet. */
export async function listMatchBetters(tx: DbOrTx, matchId: string): Promise<{ bets: number; userIds: string[] }> {
  const rows = await queryRows<{ user_id: string; bets: string }>(
    tx,
    sql`select user_id, sum(count(*)) over ()::text as bets
        from bets where match_id = ${matchId}::uuid
        group by user_id
        order by min(seq)`,
  );
  return { bets: Number(rows[0]?.bets ?? 0), userIds: rows.map((r) => r.user_id) };
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
  referralCommission: bigint;
};

/** The winners records (gross amountWon and the referrer's part of it), one statement. */
export async function insertWinners(tx: DbOrTx, winners: WinnerInsert[]): Promise<void> {
  if (winners.length === 0) return;
  await tx.execute(
    sql`insert into winners (group_id, bet_id, user_id, place, combination, score, amount_won, referral_commission)
        select * from unnest(
          ${pgArray(winners.map((w) => w.groupId))}::uuid[],
          ${pgArray(winners.map((w) => w.betId))}::uuid[],
          ${pgArray(winners.map((w) => w.userId))}::uuid[],
          ${pgArray(winners.map((w) => w.place))}::int[],
          ${pgArray(winners.map((w) => w.combination))}::text[],
          ${pgArray(winners.map((w) => w.score))}::int[],
          ${pgArray(winners.map((w) => w.amountWon))}::bigint[],
          ${pgArray(winners.map((w) => w.referralCommission))}::bigint[])`,
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

/**
 * The match is Announced, and its club's settlements count (the club standings' version, migration 0022) goes up in
 * the same statement: standings count only Announced matches, so nothing else changes them.
 */
export async function markMatchSettled(tx: DbOrTx, matchId: string): Promise<void> {
  await tx.execute(
    sql`with m as (update matches set prize_share_status = 'Approved', settled_at = now(), status = 'Announced'
                   where id = ${matchId}::uuid returning club_id)
        update clubs c set settlements = c.settlements + 1 from m where c.id = m.club_id`,
  );
}

/**
 * Each bet's score from the stored result, and Win for the bets with a winners record: one statement over the match
 * that rewrites only those bets and any whose stored score is not the result's (none after a result save, which
 * scored them all). A losing bet keeps its null result, which reads Loss once the match is settled (betResultSql),
 * so the 100,000 bets of a big match are read, not rewritten a second time. The match's winning bet ids are read
 * once into a hash (an uncorrelated IN), not looked up bet by bet.
 */
export async function writeBetOutcomes(tx: DbOrTx, matchId: string): Promise<void> {
  const score = betScoreSql(sql`b.combination`, sql`r.team1_scores`, sql`r.team2_scores`);
  const won = sql`b.id in (select w.bet_id from winners w join groups g on g.id = w.group_id
                           where g.match_id = ${matchId}::uuid)`;
  await tx.execute(
    sql`update bets b
        set score = ${score}, result = (case when ${won} then 'Win' end)::bet_result
        from results r
        where b.match_id = ${matchId}::uuid and r.match_id = b.match_id
          and (b.score is distinct from ${score} or ${won})`,
  );
}
