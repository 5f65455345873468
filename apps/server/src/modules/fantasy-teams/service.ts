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
import { insufficientCreditsMessage, messages, mostTeamsMessage } from '@wicket/shared/messages';
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
import { raisedByFunction, uniqueViolation } from '../../lib/db-errors';
import { type AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { type Answer, idempotencyRequestHash } from '../../lib/idempotency';
import { shareMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext, TokenClaims } from '../../plugins/auth';
import type { ServerEvent } from '../events/hub';
import {
  countGroupTeams,
  ENTER_TEAM_REFUSED,
  type EnteredTeam,
  type EnterTeamOutcome,
  type EntryTarget,
  enterTeamStatement,
  entrySheetJson,
  findEntryTarget,
  findTeamMatch,
  listGroupTeams,
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

/** A group's entry target as last read, with what checks 2 to 5 and enter_team take from it, built once. */
type EntryHint = { target: EntryTarget; sheet: TeamSheet; sheetJson: string };

/**
 * Per database, the last entry target read for each group: checks 2 to 5 run on it before the entry's statement,
 * which confirms it under the match's bet lock (a changed group or match answers `stale`, and the target is read
 * again). A hint only, so it may be old; bounded, oldest dropped first.
 */
const entryHints = new WeakMap<Db, Map<string, EntryHint>>();
const ENTRY_HINTS_KEPT = 1000;
/** Reads of a changed group or match before an entry gives up (each one a new read and check). */
const STALE_RETRIES = 5;

async function entryHint(db: Db, groupId: string, fresh: boolean): Promise<EntryHint | undefined> {
  let hints = entryHints.get(db);
  if (!hints) {
    hints = new Map();
    entryHints.set(db, hints);
  }
  const id = groupId.toLowerCase();
  const known = fresh ? undefined : hints.get(id);
  if (known) return known;
  const target = await findEntryTarget(db, groupId);
  hints.delete(id);
  if (!target) return undefined;
  const hint = { target, sheet: sheetOf(target), sheetJson: entrySheetJson(target) };
  if (hints.size >= ENTRY_HINTS_KEPT) hints.delete(hints.keys().next().value as string);
  hints.set(id, hint);
  return hint;
}

/**
 * POST /api/groups/{groupId}/teams: ONE statement, enter_team (db/functions/enter_team.sql; queries.ts,
 * enterTeamStatement), is the entry's whole transaction, as place_bets is a bet's. In the design's order:
 * - the token: the user exists, the token is of its current version (401) and the user is a Member (403), read in
 *   the statement itself (plugins/auth.ts, requireRoleInStatement);
 * - the Idempotency-Key, claimed first with lib/idempotency.ts's rules (a refusal rolls the claim back);
 * - the match's bet lock, shared (lib/match-bet-lock.ts); check 1: the group in the caller's club (404), a Fantasy
 *   Team group (400), betting open (409, betting_open() by the database clock);
 * - checks 2 to 5 (400, checkTeam in packages/shared/src/fantasy.ts, the one place they are written), run here on
 *   the group's size and budget and the match's players and prices as last read (entryHint); the statement
 *   compares those values with the rows under the lock and answers `stale` when they changed, and the checks run
 *   again on a fresh read;
 * - the fee debited conditionally, which locks the member's balance row, so its own racing entries wait there and
 *   see each other: checks 6 (409, the same team) and 7 (409, maxTeams) are answered before check 8, the balance
 *   (400), whatever the balance; then the ledger row, the pool slot grown and the team stored.
 * A refusal raises in the database, so nothing of it stays. Other members' entries never wait for each other but on
 * a shared pool slot row, as bets do.
 */
export async function enterTeam(
  db: Db,
  token: TokenClaims,
  groupId: string,
  body: TeamBody,
  idempotencyKey: string | undefined,
): Promise<EnterTeamResult> {
  const requestHash =
    idempotencyKey === undefined
      ? undefined
      : idempotencyRequestHash({
          operation: 'enter-team',
          groupId: groupId.toLowerCase(),
          players: sortCodes(body.players.map((c) => c.toUpperCase())),
          captain: body.captain.toUpperCase(),
          viceCaptain: body.viceCaptain.toUpperCase(),
        });
  for (let attempt = 0; ; attempt++) {
    const hint = await entryHint(db, groupId, attempt > 0);
    const target = hint?.target;
    const check =
      hint && target && isFantasyTeam(target.betType)
        ? checkTeam(body, { teamSize: target.teamSize ?? 0, budgetTenths: target.creditBudgetTenths ?? 0 }, hint.sheet)
        : null;
    let outcome: EnterTeamOutcome;
    try {
      outcome = await enterTeamStatement(db, {
        userId: token.userId,
        tokenVersion: token.tokenVersion,
        groupId,
        sheet: hint?.sheetJson ?? null,
        team: check?.ok ? { key: check.key, costTenths: check.costTenths } : null,
        refusal: check && !check.ok ? check.message : null,
        idempotencyKey,
        requestHash,
      });
    } catch (err) {
      if (uniqueViolation(err) === SAME_TEAM_INDEX) throw conflict(messages.teamAlreadyEntered);
      const refusal = raisedByFunction(err, ENTER_TEAM_REFUSED);
      if (!refusal) throw err;
      if (refusal.message === 'stale') {
        if (attempt < STALE_RETRIES) continue;
        throw new Error(`enter_team: group ${groupId} changed on each of ${STALE_RETRIES + 1} reads`);
      }
      throw entryRefusal(refusal);
    }
    // A replayed key announces nothing new.
    if (!outcome.entered) return { answer: replayedEntry(outcome.replay), events: [] };
    const entered = outcome.entered;
    const answer = enteredAnswer(entered);
    const events: ServerEvent[] = [
      {
        kind: 'group',
        data: { groupId: entered.groupId, matchId: entered.matchId, clubId: entered.clubId },
        boardChanged: true,
      },
      { kind: 'balance', data: { userId: entered.userId, credits: answer.body.balance } },
    ];
    return { answer, events };
  }
}

/** A refusal of enter_team as the design's status and message. */
function entryRefusal(refusal: { message: string; detail: string }): AppError {
  switch (refusal.message) {
    case 'unauthorized':
      return unauthorized(messages.unauthorized);
    case 'forbidden':
      return forbidden(messages.forbidden);
    case 'idempotency_key_reused':
      return conflict(messages.idempotencyKeyReused);
    case 'group_not_found':
      return notFound(messages.groupNotFound);
    case 'group_takes_no_teams':
      return badRequest(messages.groupTakesNoTeams);
    case 'betting_closed':
      return conflict(messages.bettingClosed);
    // Checks 2 to 5: checkTeam's own text, passed through the statement so it is answered in the design's order.
    case 'team_refused':
      return badRequest(refusal.detail);
    case 'team_already_entered':
      return conflict(messages.teamAlreadyEntered);
    case 'most_teams':
      return conflict(mostTeamsMessage(Number(refusal.detail)));
    case 'insufficient_credits': {
      const [fee = '0', balance = '0'] = refusal.detail.split(' ');
      return badRequest(insufficientCreditsMessage(BigInt(fee), BigInt(balance)));
    }
    default:
      throw new Error(`enter_team refused for an unknown reason: ${refusal.message}`);
  }
}

/** The answer to a team just entered; a replay of its key rebuilds the same answer from the same stored facts. */
function enteredAnswer(entered: EnteredTeam): Answer<EnterTeamResponse, 201> {
  const team = toTeamJson(
    {
      id: entered.teamId,
      groupId: entered.groupId,
      userId: entered.userId,
      firstName: '',
      lastName: '',
      key: entered.key,
      creditsTenths: entered.creditsTenths,
      halfPoints: null,
      rank: null,
      createdAt: new Date(entered.createdAt),
    },
    false,
  );
  return {
    statusCode: 201,
    body: { message: messages.teamEntered, team, balance: paiseToRs(BigInt(entered.credits)) },
  };
}

/**
 * A replayed key's stored answer: enter_team stores the facts of the entry (enteredAnswer rebuilds the answer);
 * keys claimed before it (lib/idempotency.ts, claimIdempotencyKey) stored the answer itself.
 */
function replayedEntry(stored: unknown): Answer<EnterTeamResponse, 201> {
  if (stored && typeof stored === 'object' && 'message' in stored) {
    return { statusCode: 201, body: stored as EnterTeamResponse };
  }
  return enteredAnswer(stored as EnteredTeam);
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
