import type { BetType } from '@wicket/shared/bet-types';
import { teamEntryDescription } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, queryTextPrepared } from '../../db/client';
import { bettingOpenSql, matchStartedSql } from '../../lib/betting-open';
import { poolSlotOf } from '../../lib/group-pool';
import { sqlFormatOf } from '../../lib/sql-format';

// Fantasy Team entries (design-contests section 1). A team is a bet row whose `combination` is its key
// (packages/shared/src/fantasy.ts, teamKey) and whose `team_credits_tenths` is its cost; see migration 0029.

/** The group a team is entered in, with its match's players and prices, read under the match's bet lock. */
export type EntryTarget = {
  groupId: string;
  matchId: string;
  clubId: string;
  betType: BetType;
  betAmount: bigint;
  teamSize: number | null;
  maxTeams: number | null;
  creditBudgetTenths: number | null;
  team1: string;
  team2: string;
  team1Players: Record<string, string>;
  team2Players: Record<string, string>;
  team1Credits: Record<string, number>;
  team2Credits: Record<string, number>;
  /** betting_open() by the database clock (lib/betting-open.ts). */
  bettingOpen: boolean;
  /**
   * The deadline has passed for good: the match has started, has a result or is no longer Active or Inactive. A
   * group set Inactive before the start closes betting without showing anyone's team.
   */
  deadlinePassed: boolean;
};

/** The group, its match and betting open, in one read (after the bet lock: see lib/match-bet-lock.ts). */
export async function findEntryTarget(db: DbOrTx, groupId: string): Promise<EntryTarget | undefined> {
  const [row] = await queryRows<{
    group_id: string;
    match_id: string;
    club_id: string;
    bet_type: BetType;
    bet_amount: string;
    team_size: number | null;
    max_teams: number | null;
    credit_budget_tenths: number | null;
    team1: string;
    team2: string;
    team1_players: Record<string, string>;
    team2_players: Record<string, string>;
    team1_credits: Record<string, number>;
    team2_credits: Record<string, number>;
    open: boolean;
    deadline_passed: boolean;
  }>(
    db,
    sql`select g.id as group_id, m.id as match_id, m.club_id, g.bet_type::text as bet_type,
               g.bet_amount::text as bet_amount, g.team_size, g.max_teams, g.credit_budget_tenths, m.team1, m.team2,
               m.team1_players, m.team2_players, m.team1_credits, m.team2_credits,
               ${bettingOpenSql({ matchId: sql`m.id`, matchStatus: sql`m.status`, groupStatus: sql`g.status`, matchStart: sql`m.date_time` })} as open,
               (m.status not in ('Active', 'Inactive') or ${matchStartedSql(sql`m.date_time`)}
                or exists (select 1 from results r where r.match_id = m.id)) as deadline_passed
        from groups g join matches m on m.id = g.match_id
        where g.id = ${groupId}::uuid`,
  );
  if (!row) return undefined;
  return {
    groupId: row.group_id,
    matchId: row.match_id,
    clubId: row.club_id,
    betType: row.bet_type,
    betAmount: BigInt(row.bet_amount),
    teamSize: row.team_size,
    maxTeams: row.max_teams,
    creditBudgetTenths: row.credit_budget_tenths,
    team1: row.team1,
    team2: row.team2,
    team1Players: row.team1_players,
    team2Players: row.team2_players,
    team1Credits: row.team1_credits,
    team2Credits: row.team2_credits,
    bettingOpen: row.open,
    deadlinePassed: row.deadline_passed,
  };
}

/** How many teams the member has in the group (not counting `except`), and whether one of them has this key. */
export async function memberTeams(
  db: DbOrTx,
  groupId: string,
  userId: string,
  key: string,
  except?: string,
): Promise<{ count: number; same: boolean }> {
  const [row] = await queryRows<{ count: number; same: boolean }>(
    db,
    sql`select count(*)::int as count, coalesce(bool_or(combination = ${key}), false) as same
        from bets
        where group_id = ${groupId}::uuid and user_id = ${userId}::uuid
          and (${except ?? null}::uuid is null or id <> ${except ?? null}::uuid)`,
  );
  return { count: Number(row?.count ?? 0), same: row?.same === true };
}

/** What enter_team (db/functions/enter_team.sql) answers for a new team; stored as its Idempotency-Key's answer too. */
export type EnteredTeam = {
  teamId: string;
  createdAt: string;
  userId: string;
  groupId: string;
  matchId: string;
  clubId: string;
  key: string;
  creditsTenths: number;
  /** The member's balance after the fee, paise as text. */
  credits: string;
};

/** One call: the team just entered, or the stored answer of a replayed key. */
export type EnterTeamOutcome = { entered: EnteredTeam; replay?: undefined } | { entered?: undefined; replay: unknown };

/** SQLSTATE of enter_team's refusals; the message names the check (service.ts turns it into the design's text). */
export const ENTER_TEAM_REFUSED = 'WPFTM';

/** The ledger text of an entry, filled by enter_team with the match's teams. */
const TEAM_ENTERED_FORMAT = sqlFormatOf(2, teamEntryDescription);

/**
 * The values checks 2 to 5 read (the group's size and budget, the match's players and prices), as enter_team
 * compares them with the rows under the match's bet lock: `jsonb_build_array(team_size, credit_budget_tenths,
 * team1_players, team2_players, team1_credits, team2_credits)`.
 */
export const entrySheetJson = (target: EntryTarget) =>
  JSON.stringify([
    target.teamSize,
    target.creditBudgetTenths,
    target.team1Players,
    target.team2Players,
    target.team1Credits,
    target.team2Credits,
  ]);

/**
 * POST /api/groups/{groupId}/teams as ONE statement (enter_team, a prepared statement): the token, the key, the
 * match's bet lock, check 1, the sheet checks 2 to 5 ran on (`sheet`, null when the group was not found) and their
 * outcome (`team` or `refusal`), checks 6 to 8, the debit and its ledger row, the pool slot and the team. Run outside
 * any transaction: the call is its own, and a refusal raises SQLSTATE ENTER_TEAM_REFUSED, which rolls back all of it.
 */
export async function enterTeamStatement(
  db: DbOrTx,
  call: {
    userId: string;
    tokenVersion: number;
    groupId: string;
    sheet: string | null;
    team: { key: string; costTenths: number } | null;
    refusal: string | null;
    idempotencyKey: string | undefined;
    requestHash: string | undefined;
  },
): Promise<EnterTeamOutcome> {
  const [row] = await queryTextPrepared<{ outcome: EnterTeamOutcome }>(
    db,
    'enter_team',
    'select enter_team($1::uuid, $2::int, $3::uuid, $4::jsonb, $5::text, $6::text, $7::int, $8::smallint, $9::text, $10::text, $11::text) as outcome',
    [
      call.userId,
      call.tokenVersion,
      call.groupId,
      call.sheet,
      call.refusal,
      call.team?.key ?? null,
      call.team?.costTenths ?? null,
      poolSlotOf(call.userId),
      call.idempotencyKey ?? null,
      call.requestHash ?? null,
      TEAM_ENTERED_FORMAT,
    ],
  );
  if (!row) throw new Error('enter_team answered no row');
  return row.outcome;
}

/** A stored team as read back. */
export type TeamRow = {
  id: string;
  groupId: string;
  userId: string;
  firstName: string;
  lastName: string;
  key: string;
  creditsTenths: number;
  /** bets.score: half points, null before the match has a result. */
  halfPoints: number | null;
  /** Dense rank by points among the group's teams (ties share it); null without points. */
  rank: number | null;
  createdAt: Date;
};

type RawTeamRow = {
  id: string;
  group_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  combination: string;
  team_credits_tenths: number | null;
  score: number | null;
  rank: number | null;
  created_at: Date | string;
};

const toTeamRow = (r: RawTeamRow): TeamRow => ({
  id: r.id,
  groupId: r.group_id,
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  key: r.combination,
  creditsTenths: r.team_credits_tenths ?? 0,
  halfPoints: r.score,
  rank: r.rank === null ? null : Number(r.rank),
  createdAt: new Date(r.created_at),
});

/**
 * A group's teams with owners and ranks, best first then in entry order; `ownerId` keeps only that member's. The
 * rank is over the whole group's teams either way.
 */
export async function listGroupTeams(db: DbOrTx, groupId: string, ownerId?: string): Promise<TeamRow[]> {
  const rows = await queryRows<RawTeamRow>(
    db,
    sql`select * from (
          select b.id, b.group_id, b.user_id, u.first_name, u.last_name, b.combination, b.team_credits_tenths,
                 b.score, b.seq,
                 case when b.score is null then null
                      else dense_rank() over (order by b.score desc nulls last) end::int as rank,
                 b.created_at
          from bets b join users u on u.id = b.user_id
          where b.group_id = ${groupId}::uuid
        ) t
        where ${ownerId ?? null}::uuid is null or t.user_id = ${ownerId ?? null}::uuid
        order by t.rank nulls last, t.seq`,
  );
  return rows.map(toTeamRow);
}

/** One team, its row locked for an edit, with its group's id. */
export async function lockTeam(tx: DbOrTx, id: string): Promise<{ userId: string; groupId: string } | undefined> {
  const [row] = await queryRows<{ user_id: string; group_id: string }>(
    tx,
    sql`select b.user_id, b.group_id from bets b where b.id = ${id}::uuid for update`,
  );
  return row === undefined ? undefined : { userId: row.user_id, groupId: row.group_id };
}

/** One team's group and match, unlocked: to take the match's bet lock before locking the team. */
export async function findTeamMatch(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await queryRows<{ match_id: string }>(db, sql`select b.match_id from bets b where b.id = ${id}::uuid`);
  return row?.match_id;
}

/** A team's new players, captains and cost. */
export async function updateTeam(tx: DbOrTx, id: string, key: string, creditsTenths: number): Promise<void> {
  await queryRows(
    tx,
    sql`update bets set combination = ${key}, team_credits_tenths = ${creditsTenths}::int where id = ${id}::uuid`,
  );
}

/** How many teams a group has. */
export async function countGroupTeams(db: DbOrTx, groupId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bets where group_id = ${groupId}::uuid`,
  );
  return Number(row?.n ?? 0);
}

/** The Fantasy Team groups of a match: a result save rescores their teams and announces each (a `group` event). */
export async function listFantasyGroupIds(db: DbOrTx, matchId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from groups where match_id = ${matchId}::uuid and bet_type::text = 'Fantasy Team'`,
  );
  return rows.map((r) => r.id);
}
