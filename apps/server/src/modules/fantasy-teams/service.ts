import { isFantasyTeam } from '@wicket/shared/bet-types';
import {
  checkTeam,
  halfPointsToPoints,
  parseTeamKey,
  sortCodes,
  type TeamSheet,
  teamSheet,
  tenthsToCredits,
} from '@wicket/shared/fantasy';
import { insufficientCreditsMessage, messages, mostTeamsMessage, teamEntryDescription } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import type {
  EnterTeamResponse,
  FantasyTeam,
  GroupTeams,
  SaveTeamResponse,
  teamBodySchema,
} from '@wicket/shared/schemas/fantasy-teams';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type Answer, claimIdempotencyKey } from '../../lib/idempotency';
import { shareMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext } from '../../plugins/auth';
import type { ServerEvent } from '../events/hub';
import { applyPostings } from '../ledger/postings';
import {
  countGroupTeams,
  type EntryTarget,
  findEntryTarget,
  findGroupMatchId,
  findTeamMatch,
  insertTeam,
  listGroupTeams,
  lockMemberBalance,
  lockTeam,
  memberTeams,
  type TeamRow,
  updateTeam,
} from './queries';

type TeamBody = z.output<typeof teamBodySchema>;

/** The bet's unique index that refuses a member's second copy of a team (db/schema.ts, bets). */
const SAME_TEAM_INDEX = 'bets_member_combination_unique';

export function toTeamJson(row: TeamRow, withOwner: boolean): FantasyTeam {
  const team = parseTeamKey(row.key);
  return {
    _id: row.id,
    group: row.groupId,
    players: sortCodes(team.players),
    captain: team.captain,
    viceCaptain: team.viceCaptain,
    credits: tenthsToCredits(row.creditsTenths),
    points: row.halfPoints === null ? null : halfPointsToPoints(row.halfPoints),
    rank: row.rank,
    createdAt: row.createdAt.toISOString(),
    ...(withOwner ? { owner: { _id: row.userId, firstName: row.firstName, lastName: row.lastName } } : {}),
  };
}

const sheetOf = (target: EntryTarget): TeamSheet =>
  teamSheet(
    { team1: target.team1Players, team2: target.team2Players },
    { team1: target.team1Credits, team2: target.team2Credits },
  );

/**
 * Check 1 of design-contests section 1, after the match's bet lock: the group exists in the caller's club (404), is
 * a Fantasy Team group (400) and takes entries now (409, betting_open() by the database clock); then checks 2 to 5
 * (400, packages/shared/src/fantasy.ts, checkTeam) with the group's size, budget and the match's prices now.
 */
async function checkedEntry(tx: DbOrTx, auth: AuthContext, groupId: string, body: TeamBody) {
  const target = await findEntryTarget(tx, groupId);
  if (!target || !canAccessClub(auth, target.clubId)) throw notFound(messages.groupNotFound);
  if (!isFantasyTeam(target.betType)) throw badRequest(messages.groupTakesNoTeams);
  if (!target.bettingOpen) throw conflict(messages.bettingClosed);
  const teamSize = target.teamSize ?? 0;
  const check = checkTeam(body, { teamSize, budgetTenths: target.creditBudgetTenths ?? 0 }, sheetOf(target));
  if (!check.ok) throw badRequest(check.message);
  return { target, key: check.key, costTenths: check.costTenths };
}

/** What POST /api/groups/{groupId}/teams answers, and what to announce after the commit. */
export type EnterTeamResult = { answer: Answer<EnterTeamResponse, 201>; events: ServerEvent[] };

/**
 * POST /api/groups/{groupId}/teams: a Member enters a team, as safe as a bet (place_bets) in one transaction: the
 * Idempotency-Key claimed first; the match's bet lock shared (lib/match-bet-lock.ts), then checks 1 to 5; the
 * member's balance row locked, so its own racing entries wait here and see each other (checks 6 and 7: the same team,
 * maxTeams); check 8, the balance; then the fee debited through the ledger (a conditional debit that never goes
 * below 0), the pool slot grown and the team stored. Every refusal throws, which rolls all of it back.
 */
export async function enterTeam(
  db: Db,
  auth: AuthContext,
  groupId: string,
  body: TeamBody,
  idempotencyKey: string | undefined,
): Promise<EnterTeamResult> {
  let events: ServerEvent[] = [];
  try {
    const answer = await db.transaction(async (tx) => {
      const claim = await claimIdempotencyKey<EnterTeamResponse, 201>(tx, auth.userId, idempotencyKey, {
        operation: 'enter-team',
        groupId: groupId.toLowerCase(),
        players: sortCodes(body.players.map((c) => c.toUpperCase())),
        captain: body.captain.toUpperCase(),
        viceCaptain: body.viceCaptain.toUpperCase(),
      });
      if (claim.replay) return claim.replay;
      const matchId = await findGroupMatchId(tx, groupId);
      if (matchId === undefined) throw notFound(messages.groupNotFound);
      await shareMatchBetLock(tx, matchId);
      const { target, key, costTenths } = await checkedEntry(tx, auth, groupId, body);
      const balance = await lockMemberBalance(tx, auth.userId);
      if (balance === undefined) throw notFound(messages.groupNotFound);
      const mine = await memberTeams(tx, groupId, auth.userId, key);
      if (mine.same) throw conflict(messages.teamAlreadyEntered);
      const maxTeams = target.maxTeams ?? 1;
      if (mine.count >= maxTeams) throw conflict(mostTeamsMessage(maxTeams));
      const fee = target.betAmount;
      if (balance < fee) throw badRequest(insufficientCreditsMessage(fee, balance));
      const balances = await applyPostings(tx, [
        {
          userId: auth.userId,
          type: 'Debit',
          kind: 'team_entered',
          amount: fee,
          description: teamEntryDescription(target.team1, target.team2),
          actorId: auth.userId,
          matchId: target.matchId,
          groupId: target.groupId,
        },
      ]);
      const inserted = await insertTeam(tx, {
        userId: auth.userId,
        groupId: target.groupId,
        matchId: target.matchId,
        fee,
        key,
        creditsTenths: costTenths,
      });
      const credits = balances.get(auth.userId) ?? balance - fee;
      const team = toTeamJson(
        {
          id: inserted.id,
          groupId: target.groupId,
          userId: auth.userId,
          firstName: '',
          lastName: '',
          key,
          creditsTenths: costTenths,
          halfPoints: null,
          rank: null,
          createdAt: inserted.createdAt,
        },
        false,
      );
      events = [
        { kind: 'group', data: { groupId: target.groupId, matchId: target.matchId, clubId: target.clubId } },
        { kind: 'balance', data: { userId: auth.userId, credits: paiseToRs(credits) } },
      ];
      return claim.answer({
        statusCode: 201,
        body: { message: messages.teamEntered, team, balance: paiseToRs(credits) },
      });
    });
    return { answer, events };
  } catch (err) {
    if (uniqueViolation(err) === SAME_TEAM_INDEX) throw conflict(messages.teamAlreadyEntered);
    throw err;
  }
}

/**
 * PUT /api/fantasy-teams/{id}: the owner changes a team while betting is open (checks 1 to 6; 404 for anyone
 * else's team); no money moves. The match's bet lock is shared first, then the team's row locked.
 */
export async function saveTeam(
  db: Db,
  auth: AuthContext,
  id: string,
  body: TeamBody,
): Promise<{ answer: SaveTeamResponse; events: ServerEvent[] }> {
  try {
    return await db.transaction(async (tx) => {
      const matchId = await findTeamMatch(tx, id);
      if (matchId === undefined) throw notFound(messages.fantasyTeamNotFound);
      await shareMatchBetLock(tx, matchId);
      const owned = await lockTeam(tx, id);
      if (!owned || owned.userId !== auth.userId) throw notFound(messages.fantasyTeamNotFound);
      const { target, key, costTenths } = await checkedEntry(tx, auth, owned.groupId, body);
      const mine = await memberTeams(tx, owned.groupId, auth.userId, key, id);
      if (mine.same) throw conflict(messages.teamAlreadyEntered);
      await updateTeam(tx, id, key, costTenths);
      const [row] = (await listGroupTeams(tx, owned.groupId, auth.userId)).filter((t) => t.id === id);
      if (!row) throw new Error('saved team not found');
      return {
        answer: { message: messages.teamSaved, team: toTeamJson(row, false) },
        // The owner's other devices show the team as saved (nobody else sees it before the deadline).
        events: [{ kind: 'group', data: { groupId: target.groupId, matchId: target.matchId, clubId: target.clubId } }],
      };
    });
  } catch (err) {
    if (uniqueViolation(err) === SAME_TEAM_INDEX) throw conflict(messages.teamAlreadyEntered);
    throw err;
  }
}

/**
 * GET /api/groups/{groupId}/teams: readers of the club (404 otherwise). While betting is open, only the caller's own
 * teams (staff: none), so nobody sees another's team before the deadline; once it closes at the deadline (the match
 * started, has a result, or was abandoned), every team with its owner, points and rank, sorted by rank.
 */
export async function groupTeams(db: Db, auth: AuthContext, groupId: string): Promise<GroupTeams> {
  const target = await findEntryTarget(db, groupId);
  if (!target || !canAccessClub(auth, target.clubId)) throw notFound(messages.groupNotFound);
  const entries = await countGroupTeams(db, groupId);
  if (target.bettingOpen || !target.deadlinePassed) {
    if (auth.userType !== 'Member') return { entries, teams: [] };
    const own = await listGroupTeams(db, groupId, auth.userId);
    return { entries, teams: own.map((row) => toTeamJson(row, false)) };
  }
  const all = await listGroupTeams(db, groupId);
  return { entries, teams: all.map((row) => toTeamJson(row, true)) };
}
