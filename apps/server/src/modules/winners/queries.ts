import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

export type WinnerRow = {
  id: string;
  betId: string;
  userId: string;
  firstName: string;
  lastName: string;
  place: number;
  combination: string;
  score: number;
  amountWon: bigint;
  referralCommission: bigint;
};

/** A group's winners records, by place and then placing order. */
export async function listGroupWinners(db: DbOrTx, groupId: string): Promise<WinnerRow[]> {
  const rows = await queryRows<{
    id: string;
    bet_id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    place: number;
    combination: string;
    score: number;
    amount_won: string;
    referral_commission: string;
  }>(
    db,
    sql`select w.id, w.bet_id, w.user_id, u.first_name, u.last_name, w.place, w.combination, w.score,
               w.amount_won::text as amount_won, w.referral_commission::text as referral_commission
        from winners w
        join users u on u.id = w.user_id
        join bets b on b.id = w.bet_id
        where w.group_id = ${groupId}::uuid
        order by w.place, b.seq`,
  );
  return rows.map((r) => ({
    id: r.id,
    betId: r.bet_id,
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    place: r.place,
    combination: r.combination,
    score: r.score,
    amountWon: BigInt(r.amount_won),
    referralCommission: BigInt(r.referral_commission),
  }));
}

export type MyWinningRow = {
  id: string;
  betId: string;
  place: number;
  combination: string;
  score: number;
  amountWon: bigint;
  referralCommission: bigint;
  createdAt: Date;
  matchId: string;
  team1: string;
  team2: string;
  dateTime: Date;
  groupId: string;
  betType: string;
};

/** The caller's winners records, newest first. */
export async function listUserWinnings(db: DbOrTx, userId: string): Promise<MyWinningRow[]> {
  const rows = await queryRows<{
    id: string;
    bet_id: string;
    place: number;
    combination: string;
    score: number;
    amount_won: string;
    referral_commission: string;
    created_at: Date | string;
    match_id: string;
    team1: string;
    team2: string;
    date_time: Date | string;
    group_id: string;
    bet_type: string;
  }>(
    db,
    sql`select w.id, w.bet_id, w.place, w.combination, w.score, w.amount_won::text as amount_won, w.referral_commission::text as referral_commission, w.created_at,
               m.id as match_id, m.team1, m.team2, m.date_time, g.id as group_id, g.bet_type
        from winners w
        join groups g on g.id = w.group_id
        join matches m on m.id = g.match_id
        join bets b on b.id = w.bet_id
        where w.user_id = ${userId}::uuid
        order by w.created_at desc, b.seq desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    betId: r.bet_id,
    place: r.place,
    combination: r.combination,
    score: r.score,
    amountWon: BigInt(r.amount_won),
    referralCommission: BigInt(r.referral_commission),
    createdAt: new Date(r.created_at),
    matchId: r.match_id,
    team1: r.team1,
    team2: r.team2,
    dateTime: new Date(r.date_time),
    groupId: r.group_id,
    betType: r.bet_type,
  }));
}
