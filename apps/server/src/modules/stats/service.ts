import { type CsvCell, csvMoney, toCsv } from '@wicket/shared/csv';
import { isTeamKey, scoreOfKey } from '@wicket/shared/fantasy';
import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import { type MyStats, type Standing, type StandingsQuery, standingsSchema } from '@wicket/shared/schemas/stats';
import type { Db } from '../../db/client';
import { authContextOf, canAccessClub } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { VersionedHead } from '../../lib/json-response-cache';
import type { AuthContext, TokenClaims } from '../../plugins/auth';
import { listGroupBets } from '../bets/queries';
import { listTransactions } from '../transactions/queries';
import { assertCanReadLedger } from '../transactions/service';
import {
  clubExists,
  findGroupClubAndMatch,
  findStandingsVersion,
  listStandings,
  listUserMatchStats,
  type StandingRow,
  sumReferralEarnings,
} from './queries';

/**
 * Members of the club, its Manager and Admins; any other caller, and an unknown club, read 404. One statement when
 * there are rows: a club with standings exists, and only an empty answer needs to ask whether the club does.
 */
async function standingRows(db: Db, auth: AuthContext, clubId: string, query: StandingsQuery) {
  if (!canAccessClub(auth, clubId)) throw notFound(messages.clubNotFound);
  const rows = await listStandings(db, clubId, query.from, query.to);
  if (rows.length === 0 && !(await clubExists(db, clubId))) throw notFound(messages.clubNotFound);
  return rows;
}

/**
 * GET /api/clubs/{clubId}/standings, first half: the caller's token holds (401), the caller may read the club
 * (members, its Manager, Admins; 404 otherwise, and for a club that does not exist) and the standings' version, in one
 * statement (queries.ts, findStandingsVersion). The answer has no field that depends on the caller: one per club,
 * range and version serves them all.
 */
export async function standingsHead(
  db: Db,
  token: TokenClaims,
  clubId: string,
  query: StandingsQuery,
): Promise<VersionedHead> {
  const { user, target } = await findStandingsVersion(db, { clubId, userId: token.userId });
  const auth = authContextOf(user, token);
  if (!canAccessClub(auth, clubId) || !target) throw notFound(messages.clubNotFound);
  return { key: `standings:${clubId.toLowerCase()}:${query.from ?? ''}:${query.to ?? ''}`, version: target.version };
}

/** Second half (design-match-day section 7), as JSON text checked against the response schema. No phone numbers. */
export async function standingsJson(db: Db, clubId: string, query: StandingsQuery): Promise<string> {
  const rows = await listStandings(db, clubId, query.from, query.to);
  const standings: Standing[] = rows.map((r) => ({
    user: { _id: r.userId, firstName: r.firstName, lastName: r.lastName },
    matches: r.matches,
    bets: r.bets,
    staked: paiseToRs(r.staked),
    won: paiseToRs(r.won),
    net: paiseToRs(r.net),
    wins: r.wins,
    firsts: r.firsts,
    referral: paiseToRs(r.referral),
    rank: r.rank,
  }));
  return JSON.stringify(standingsSchema.parse(standings));
}

export const STANDINGS_CSV_HEADER = [
  'Rank',
  'First Name',
  'Last Name',
  'Matches',
  'Bets',
  'Staked (RS)',
  'Won (RS)',
  'Net (RS)',
  'Wins',
  'Firsts',
  'Referral (RS)',
];

/** GET /api/clubs/{clubId}/standings.csv: the same rows and readers as the JSON. */
export async function getStandingsCsv(db: Db, auth: AuthContext, clubId: string, query: StandingsQuery) {
  const rows = await standingRows(db, auth, clubId, query);
  return toCsv(
    STANDINGS_CSV_HEADER,
    rows.map((r: StandingRow): CsvCell[] => [
      r.rank,
      r.firstName,
      r.lastName,
      r.matches,
      r.bets,
      csvMoney(r.staked),
      csvMoney(r.won),
      csvMoney(r.net),
      r.wins,
      r.firsts,
      csvMoney(r.referral),
    ]),
  );
}

/** GET /api/users/my-stats: the caller's own settled matches (refunded bets count nowhere, as in the standings). */
export async function getMyStats(db: Db, auth: AuthContext): Promise<MyStats> {
  const [rows, referral] = await Promise.all([
    listUserMatchStats(db, auth.userId),
    sumReferralEarnings(db, auth.userId),
  ]);
  const totals = { bets: 0, staked: 0n, won: 0n, wins: 0, firsts: 0 };
  for (const r of rows) {
    totals.bets += r.bets;
    totals.staked += r.staked;
    totals.won += r.won;
    totals.wins += r.wins;
    totals.firsts += r.firsts;
  }
  return {
    totals: {
      matches: rows.length,
      bets: totals.bets,
      staked: paiseToRs(totals.staked),
      won: paiseToRs(totals.won),
      net: paiseToRs(totals.won - totals.staked),
      wins: totals.wins,
      firsts: totals.firsts,
      referral: paiseToRs(referral),
    },
    matches: rows.map((r) => ({
      match: { _id: r.matchId, team1: r.team1, team2: r.team2, dateTime: r.dateTime.toISOString() },
      bets: r.bets,
      staked: paiseToRs(r.staked),
      won: paiseToRs(r.won),
      net: paiseToRs(r.won - r.staked),
    })),
  };
}

/** GET /api/groups/{id}/bets.csv: the betting sheet with names and phones, for the club's Manager and Admins. */
export async function getBettingSheetCsv(db: Db, auth: AuthContext, groupId: string): Promise<string> {
  const group = await findGroupClubAndMatch(db, groupId);
  if (!group || !canAccessClub(auth, group.clubId)) throw notFound(messages.groupNotFound);
  const rows = await listGroupBets(db, groupId);
  return toCsv(
    ['First Name', 'Last Name', 'Phone', 'Combination', 'Bet Amount (RS)', 'Score', 'Result', 'Placed At'],
    rows.map((r): CsvCell[] => [
      r.firstName,
      r.lastName,
      r.phoneNumber,
      // A Fantasy Team's players are nobody's to see before the match has a result (design-contests section 1).
      isTeamKey(r.combination) && r.score === null ? '' : r.combination,
      csvMoney(r.betAmount),
      r.score === null ? null : scoreOfKey(r.combination, r.score),
      r.result,
      r.createdAt.toISOString(),
    ]),
  );
}

/** GET /api/transactions/{userId}.csv: whoever may read those transactions (the user, its club's Manager, Admins). */
export async function getTransactionsCsv(db: Db, auth: AuthContext, userId: string): Promise<string> {
  await assertCanReadLedger(db, auth, userId);
  const rows = await listTransactions(db, userId);
  return toCsv(
    ['Date', 'Type', 'Amount (RS)', 'Balance After (RS)', 'Description'],
    rows.map((t): CsvCell[] => [
      t.createdAt.toISOString(),
      t.type,
      csvMoney(t.amount),
      csvMoney(t.balanceAfter),
      t.description,
    ]),
  );
}
