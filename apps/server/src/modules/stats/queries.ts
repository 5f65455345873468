import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { defineVersionStatement } from '../../lib/version-statement';

/**
 * Design-match-day section 7. Every figure comes from the rows a settlement leaves: bets (staked, still there after
 * the match is Announced), winners (gross winnings, places) and the ledger's referral commissions, which carry the
 * match id. A refund removes its bets (group delete) or leaves its match short of Announced, so refunded stakes and
 * the refund rows themselves count nowhere. Days are UTC and inclusive.
 */
function matchFilter(clubId: string, from: string | undefined, to: string | undefined): SQL {
  return sql`m.club_id = ${clubId}::uuid and m.status = 'Announced'
    and (${from ?? null}::date is null or m.date_time >= (${from ?? null}::date)::timestamp at time zone 'UTC')
    and (${to ?? null}::date is null or m.date_time < (${to ?? null}::date + 1)::timestamp at time zone 'UTC')`;
}

export type StandingRow = {
  userId: string;
  firstName: string;
  lastName: string;
  matches: number;
  bets: number;
  staked: bigint;
  won: bigint;
  net: bigint;
  wins: number;
  firsts: number;
  referral: bigint;
  rank: number;
};

type RawStanding = {
  user_id: string;
  first_name: string;
  last_name: string;
  matches: number;
  bets: number;
  staked: string;
  won: string;
  net: string;
  wins: number;
  firsts: number;
  referral: string;
  rank: number;
};

/**
 * A club's standings in one statement: one row per member who bet on the club's Announced matches in the range,
 * by net then won (both descending); equal net and won share a rank and the next rank skips (SQL `rank()`).
 */
export async function listStandings(
  db: DbOrTx,
  clubId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<StandingRow[]> {
  const rows = await queryRows<RawStanding>(
    db,
    sql`with m as (select m.id from matches m where ${matchFilter(clubId, from, to)}),
        bm as (select b.user_id, count(*) as bets, sum(b.bet_amount) as staked
               from bets b join m on m.id = b.match_id group by b.user_id, b.match_id),
        b as (select user_id, count(*)::int as matches, sum(bets)::int as bets, sum(staked) as staked
              from bm group by user_id),
        w as (select w.user_id, sum(w.amount_won) as won, count(*)::int as wins,
                     (count(*) filter (where w.place = 1))::int as firsts
              from winners w join groups g on g.id = w.group_id join m on m.id = g.match_id group by w.user_id),
        r as (select t.user_id, sum(t.amount) as referral
              from transactions t join m on m.id = t.match_id
              where t.kind = 'referral_commission' and t.type = 'Credit' group by t.user_id),
        s as (select b.user_id, b.matches, b.bets, b.staked, coalesce(w.won, 0) as won,
                     coalesce(w.won, 0) - b.staked as net, coalesce(w.wins, 0) as wins,
                     coalesce(w.firsts, 0) as firsts, coalesce(r.referral, 0) as referral
              from b left join w on w.user_id = b.user_id left join r on r.user_id = b.user_id)
        select s.user_id, u.first_name, u.last_name, s.matches, s.bets, s.staked::text as staked,
               s.won::text as won, s.net::text as net, s.wins, s.firsts, s.referral::text as referral,
               (rank() over (order by s.net desc, s.won desc))::int as rank
        from s join users u on u.id = s.user_id
        order by rank, u.first_name, u.last_name, u.id`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    matches: Number(r.matches),
    bets: Number(r.bets),
    staked: BigInt(r.staked),
    won: BigInt(r.won),
    net: BigInt(r.net),
    wins: Number(r.wins),
    firsts: Number(r.firsts),
    referral: BigInt(r.referral),
    rank: Number(r.rank),
  }));
}

export type MatchStatRow = {
  matchId: string;
  team1: string;
  team2: string;
  dateTime: Date;
  bets: number;
  staked: bigint;
  won: bigint;
  wins: number;
  firsts: number;
};

/** A member's settled matches (any club) with its stake and gross winnings on each, oldest first. */
export async function listUserMatchStats(db: DbOrTx, userId: string): Promise<MatchStatRow[]> {
  const rows = await queryRows<{
    match_id: string;
    team1: string;
    team2: string;
    date_time: Date | string;
    bets: number;
    staked: string;
    won: string;
    wins: number;
    firsts: number;
  }>(
    db,
    sql`select m.id as match_id, m.team1, m.team2, m.date_time, count(*)::int as bets,
               sum(b.bet_amount)::text as staked, coalesce(sum(w.amount_won), 0)::text as won,
               count(w.id)::int as wins, (count(w.id) filter (where w.place = 1))::int as firsts
        from bets b join matches m on m.id = b.match_id left join winners w on w.bet_id = b.id
        where b.user_id = ${userId}::uuid and m.status = 'Announced'
        group by m.id
        order by m.date_time, m.id`,
  );
  return rows.map((r) => ({
    matchId: r.match_id,
    team1: r.team1,
    team2: r.team2,
    dateTime: new Date(r.date_time),
    bets: Number(r.bets),
    staked: BigInt(r.staked),
    won: BigInt(r.won),
    wins: Number(r.wins),
    firsts: Number(r.firsts),
  }));
}

/** A user's referral commissions over its whole ledger. */
export async function sumReferralEarnings(db: DbOrTx, userId: string): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from transactions
        where user_id = ${userId}::uuid and kind = 'referral_commission' and type = 'Credit'`,
  );
  return BigInt(row?.total ?? '0');
}

/** The club of a group (through its match), or undefined. */
export async function findGroupClubAndMatch(
  db: DbOrTx,
  groupId: string,
): Promise<{ clubId: string; team1: string; team2: string } | undefined> {
  const [row] = await queryRows<{ club_id: string; team1: string; team2: string }>(
    db,
    sql`select m.club_id, m.team1, m.team2 from groups g join matches m on m.id = g.match_id
        where g.id = ${groupId}::uuid`,
  );
  return row ? { clubId: row.club_id, team1: row.team1, team2: row.team2 } : undefined;
}

/**
 * The caller's user row (for the token check) and the club's standings version, in one statement whatever the number
 * of matches: the club's settlements count (migration 0022), which every settlement bumps in its own transaction, the
 * only writer of what the standings show (they count Announced matches only; names do not change). Undefined for a
 * club that does not exist.
 */
export const findStandingsVersion = defineVersionStatement<{ clubId: string }>(
  'club_standings_version_user',
  sql`c.id as club_id, c.settlements::text as version`,
  sql`left join clubs c on c.id = ${sql.placeholder('clubId')}::uuid`,
);

/** Does the club exist? */
export async function clubExists(db: DbOrTx, clubId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from clubs where id = ${clubId}::uuid`);
  return rows.length > 0;
}
