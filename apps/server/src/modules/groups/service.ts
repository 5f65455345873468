import { type BetType, isBiddingMethod } from '@wicket/shared/bet-types';
import { ALL_COMBINATIONS, combinationBreakdown } from '@wicket/shared/combinations';
import {
  betScore,
  isTeamKey,
  parseTeamKey,
  scoreOfBet,
  slotCreditsJson,
  tenthsToCredits,
} from '@wicket/shared/fantasy';
import { groupDeleteRefundDescription, messages } from '@wicket/shared/messages';
import { basisPointsToPercent, paiseToRs, percentToBasisPoints } from '@wicket/shared/money';
import { placePrizes, splitPrizes } from '@wicket/shared/prize-split';
import {
  type createGroupBodySchema,
  fantasyValuesOf,
  groupDetailSchema,
  groupListSchema,
  type Prizes,
  type Standings,
  standingsSchema,
  type updateGroupBodySchema,
} from '@wicket/shared/schemas/groups';
import { isSettled } from '@wicket/shared/schemas/matches';
import type { groupTemplateBodySchema } from '@wicket/shared/schemas/squads';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assertClubAccess, authContextOf } from '../../lib/access';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { VersionedHead } from '../../lib/json-response-cache';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import { lockMatch, matchHasResult } from '../../lib/match-lock';
import type { AuthContext, TokenClaims } from '../../plugins/auth';
import { recordAudit, recordAudits } from '../audit/record';
import { balanceEvents, type EventPublisher, noEvents, type ServerEvent } from '../events/hub';
import { applyPostings } from '../ledger/postings';
import { refundPostings } from '../ledger/refunds';
import { notifyRefunds } from '../notifications/causes';
import { notificationEvents } from '../notifications/inbox';
import {
  deleteGroupAndBets,
  findGroup,
  findGroupDetail,
  findGroupsByIds,
  findGroupVersions,
  findMatchGroupsVersion,
  findStandingsGroup,
  type GroupBoard,
  type GroupRow,
  type GroupValues,
  groupHasBets,
  insertGroups,
  listGroupsByMatch,
  listStandingsBets,
  lockGroup,
  readBoards,
  stakesByMember,
  updateGroupRow,
} from './queries';

type CreateBody = z.output<typeof createGroupBodySchema>;
type UpdateBody = z.output<typeof updateGroupBodySchema>;

/** floor(pool x share) of each place, RS: prize-split's own function, so the preview is what settlement pays. */
export function prizesJson(pool: bigint, sharesBp: [number, number, number]): Prizes {
  const prizes = placePrizes(pool, sharesBp);
  return { first: paiseToRs(prizes.first), second: paiseToRs(prizes.second), third: paiseToRs(prizes.third) };
}

/** A group's (or template's) Fantasy Team values as the API answers them: the budget in credits; null for others. */
export function fantasyJson(v: {
  teamSize: number | null;
  maxTeams: number | null;
  creditBudgetTenths: number | null;
}) {
  return {
    teamSize: v.teamSize,
    maxTeams: v.maxTeams,
    creditBudget: v.creditBudgetTenths === null ? null : tenthsToCredits(v.creditBudgetTenths),
  };
}

export function toGroupJson(row: GroupRow) {
  return {
    _id: row.id,
    betType: row.betType,
    betAmount: paiseToRs(row.betAmount),
    minimumIncrement: row.minimumIncrement === null ? null : paiseToRs(row.minimumIncrement),
    winnerShare1: basisPointsToPercent(row.winnerShare1Bp),
    winnerShare2: basisPointsToPercent(row.winnerShare2Bp),
    winnerShare3: basisPointsToPercent(row.winnerShare3Bp),
    status: row.status,
    ...fantasyJson(row),
    match: row.matchId,
    totalBetAmount: paiseToRs(row.totalBetAmount),
    hasBets: row.hasBets,
    createdAt: row.createdAt.toISOString(),
    prizes: prizesJson(row.totalBetAmount, [row.winnerShare1Bp, row.winnerShare2Bp, row.winnerShare3Bp]),
  };
}

/** The board's version and bet count as GET /api/groups/{id} answers them (its taken set and pool are there too). */
function boardVersionJson(board: GroupBoard) {
  return { version: board.version, betCount: board.betCount };
}

/**
 * Bidding Method needs its Minimum Increment (400 without; a create's schema says so first); other types ignore it
 * and store none (design-match-day section 6).
 */
function minimumIncrementOf(betType: BetType, sent: bigint | undefined): bigint | null {
  if (!isBiddingMethod(betType)) return null;
  if (sent === undefined) throw badRequest(messages.minimumIncrementRequired);
  return sent;
}

/** Percent (already checked by the schema) -> basis points. */
function bp(percent: number): number {
  const value = percentToBasisPoints(percent);
  if (value === null) throw new Error(`unchecked share ${percent}`);
  return value;
}

async function loadGroupJson(db: DbOrTx, id: string) {
  const row = await findGroup(db, id);
  if (!row) throw notFound(messages.groupNotFound);
  return toGroupJson(row);
}

/**
 * GET /api/groups/match/{matchId}, first half: the caller's token holds (401), the caller may read the match (404
 * otherwise) and the version of its groups list, in one statement (queries.ts, findMatchGroupsVersion). The play-match
 * screen refetches it on every bet of the match's groups; no field depends on the caller.
 */
export async function matchGroupsHead(db: Db, token: TokenClaims, matchId: string): Promise<VersionedHead> {
  const { user, target: list } = await findMatchGroupsVersion(db, { matchId, userId: token.userId });
  const auth = authContextOf(user, token);
  if (!list) throw notFound(messages.matchNotFound);
  assertClubAccess(auth, list.clubId, messages.matchNotFound);
  return { key: `${matchId.toLowerCase()}:match-groups`, version: list.version };
}

/** Second half: the match's groups, oldest first, each with its pool and hasBets, checked, as JSON text. */
export async function matchGroupsJson(db: Db, matchId: string): Promise<string> {
  return JSON.stringify(groupListSchema.parse((await listGroupsByMatch(db, matchId)).map(toGroupJson)));
}

/**
 * GET /api/groups/{id} and GET /api/groups/{id}/standings, first half: the caller's token holds (401), the caller may
 * read the group (members of its club, its Manager, Admins; 404 otherwise), and which version of the answer it gets,
 * all in one statement (queries.ts, findGroupVersions). Neither answer has a field that depends on the caller, so one
 * answer per group and version serves every caller who may read it. Standings before a result: 409.
 */
export async function groupReadHead(
  db: Db,
  token: TokenClaims,
  id: string,
  read: 'detail' | 'standings',
): Promise<VersionedHead> {
  const { user, group } = await findGroupVersions(db, id, token.userId);
  const auth = authContextOf(user, token);
  if (!group) throw notFound(messages.groupNotFound);
  assertClubAccess(auth, group.clubId, messages.groupNotFound);
  if (read === 'standings' && !group.hasResult) throw conflict(messages.standingsNoResult);
  const version = read === 'detail' ? group.detailVersion : group.standingsVersion;
  return { key: `${id.toLowerCase()}:${read}`, version };
}

/**
 * GET /api/groups/{id}, second half: the group, its free and taken combinations and its match, so the place-bet
 * screen needs one call, checked against the response schema, as JSON text. The board (taken set, pool, count and
 * its version) is one read of the pool slots (queries.ts, readBoards), not gathered from the bets, so a screen can
 * apply the `group` events' changes from its version on.
 */
export async function groupDetailJson(db: Db, id: string): Promise<string> {
  const row = await findGroupDetail(db, id);
  if (!row) throw notFound(messages.groupNotFound);
  const board = (await readBoards(db, [id])).get(row.id);
  if (!board) throw notFound(messages.groupNotFound);
  const taken = new Set(board.taken);
  const detail = {
    ...toGroupJson({ ...row, totalBetAmount: board.pool }),
    CombinationsMaster: ALL_COMBINATIONS.filter((c) => !taken.has(c)),
    SelectedCombinations: ALL_COMBINATIONS.filter((c) => taken.has(c)),
    ...boardVersionJson(board),
    bettingOpen: row.bettingOpen,
    match: {
      _id: row.matchId,
      team1: row.team1,
      team2: row.team2,
      dateTime: row.dateTime.toISOString(),
      status: row.matchStatus,
      result: row.resultId,
      Team1Players: row.team1Players,
      Team2Players: row.team2Players,
      Team1Credits: slotCreditsJson(row.team1Players, row.team1Credits),
      Team2Credits: slotCreditsJson(row.team2Players, row.team2Credits),
    },
  };
  return JSON.stringify(groupDetailSchema.parse(detail));
}

/**
 * Locks the match for a group write: it must be the caller's (404 otherwise). Then the match's bet lock, so no bet
 * is half-way into a group being checked, changed or refunded.
 */
async function lockOpenMatch(tx: DbOrTx, auth: AuthContext, matchId: string, notFoundMessage: string) {
  const match = await lockMatch(tx, matchId, 'no key update');
  if (!match) throw notFound(notFoundMessage);
  assertClubAccess(auth, match.clubId, notFoundMessage);
  await takeMatchBetLock(tx, matchId);
  // An abandoned match is closed: its bets are refunded, so its groups can neither change nor refund again.
  if (match.status === 'Abandoned') throw conflict(messages.matchAlreadyAbandoned);
  return match;
}

/**
 * A new group's stored values from a create's body or a club's group template (both checked by the same schema,
 * `newGroupFields` with `withGroupRules`): paise, basis points, and the increment only for Bidding Method.
 */
export function newGroupValues(body: z.output<typeof groupTemplateBodySchema>): GroupValues {
  return {
    betType: body.betType,
    betAmount: body.betAmount,
    minimumIncrement: minimumIncrementOf(body.betType, body.minimumIncrement),
    winnerShare1Bp: bp(body.winnerShare1),
    winnerShare2Bp: bp(body.winnerShare2),
    winnerShare3Bp: bp(body.winnerShare3),
    status: body.status,
    ...fantasyValuesOf(body.betType, body),
  };
}

/**
 * Inserts new groups on matches of one club, already checked and locked by the caller (one statement whatever the
 * number), with one `group.create` audit row each (one statement): what a hand-made group create writes. Answers
 * the groups' JSON in the order given, and the `group` events to publish once the transaction has committed.
 */
export async function insertNewGroups(
  tx: DbOrTx,
  auth: AuthContext,
  clubId: string,
  rows: readonly { matchId: string; values: GroupValues }[],
): Promise<{ groups: ReturnType<typeof toGroupJson>[]; events: ServerEvent[] }> {
  const inserted = await insertGroups(tx, rows);
  const groups = (
    await findGroupsByIds(
      tx,
      inserted.map((g) => g.id),
    )
  ).map(toGroupJson);
  await recordAudits(
    tx,
    auth,
    groups.map((after) => ({
      clubId,
      action: 'group.create',
      entity: 'group',
      entityId: after._id,
      before: null,
      after,
    })),
  );
  const events: ServerEvent[] = groups.map((g) => ({
    kind: 'group',
    data: { groupId: g._id, matchId: g.match, clubId },
  }));
  return { groups, events };
}

/** POST /api/groups: Managers of the match's club and Admins; not on a settled match. */
export async function createGroup(db: Db, auth: AuthContext, body: CreateBody, events: EventPublisher = noEvents) {
  const { group, created } = await db.transaction(async (tx) => {
    const match = await lockOpenMatch(tx, auth, body.matchId, messages.matchNotFound);
    if (isSettled(match)) throw conflict(messages.alreadySettled);
    // A published result: no new pool can open on the match (design-season section 10).
    if (await matchHasResult(tx, body.matchId)) throw conflict(messages.matchHasResult);
    const created = await insertNewGroups(tx, auth, match.clubId, [
      { matchId: body.matchId, values: newGroupValues(body) },
    ]);
    const after = created.groups[0];
    if (!after) throw new Error('group not created');
    return { group: { ...after, message: messages.groupAdded }, created };
  });
  events.publish(...created.events);
  return group;
}

/** The group's match id, or 404: a group the caller cannot see reads as not found. */
async function groupMatchId(db: DbOrTx, id: string): Promise<string> {
  const group = await findGroup(db, id);
  if (!group) throw notFound(messages.groupNotFound);
  return group.matchId;
}

/**
 * PUT /api/groups/{id}: refused (409) once the group has bets or its match is settled. A missing betType or status
 * keeps the current one. Locks match then group, the same order as a delete.
 */
export async function updateGroup(
  db: Db,
  auth: AuthContext,
  id: string,
  body: UpdateBody,
  events: EventPublisher = noEvents,
) {
  const matchId = await groupMatchId(db, id);
  const { group, clubId } = await db.transaction(async (tx) => {
    const match = await lockOpenMatch(tx, auth, matchId, messages.groupNotFound);
    const group = await lockGroup(tx, id);
    if (!group || group.matchId !== matchId) throw notFound(messages.groupNotFound);
    if (await groupHasBets(tx, id)) throw conflict(messages.groupHasBets);
    if (isSettled(match)) throw conflict(messages.alreadySettled);
    if (await matchHasResult(tx, matchId)) throw conflict(messages.matchHasResult);
    const betType = body.betType ?? group.betType;
    const values: GroupValues = {
      betType,
      betAmount: body.betAmount,
      minimumIncrement: minimumIncrementOf(betType, body.minimumIncrement),
      winnerShare1Bp: bp(body.winnerShare1),
      winnerShare2Bp: bp(body.winnerShare2),
      winnerShare3Bp: bp(body.winnerShare3),
      status: body.status ?? group.status,
      ...fantasyValuesOf(betType, body, group),
    };
    const before = await loadGroupJson(tx, id);
    await updateGroupRow(tx, id, values);
    const after = await loadGroupJson(tx, id);
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'group.update',
      entity: 'group',
      entityId: id,
      before,
      after,
    });
    return { group: { ...after, message: messages.groupUpdated }, clubId: match.clubId };
  });
  events.publish({ kind: 'group', data: { groupId: group._id, matchId, clubId } });
  return group;
}

/**
 * DELETE /api/groups/{id}: refunds every bet of the group in the same transaction (one Credit per member for the
 * sum of that member's bets), then deletes the bets and the group. Refused (409) once the match is settled, since
 * the pool has been paid out by then.
 */
export async function deleteGroup(db: Db, auth: AuthContext, id: string, events: EventPublisher = noEvents) {
  const matchId = await groupMatchId(db, id);
  const { answer, clubId, balances, notifications } = await db.transaction(async (tx) => {
    // Match row, then the bet lock, then the group: the order settlement and result saves use too.
    const match = await lockOpenMatch(tx, auth, matchId, messages.groupNotFound);
    const group = await lockGroup(tx, id);
    if (!group || group.matchId !== matchId) throw notFound(messages.groupNotFound);
    if (isSettled(match)) throw conflict(messages.alreadySettled);
    // Read under the bet lock: every bet that reached the group has committed, and none can start until the group
    // (with its pool slots and bets, by cascade) is gone.
    const stakes = await stakesByMember(tx, id);
    const before = await loadGroupJson(tx, id);
    const balances = await applyPostings(
      tx,
      refundPostings(
        stakes.map((stake) => ({ ...stake, groupId: id })),
        { actorId: auth.userId, matchId, description: groupDeleteRefundDescription(match.team1, match.team2) },
      ),
    );
    await deleteGroupAndBets(tx, id);
    const notifications = await notifyRefunds(tx, {
      userIds: stakes.map((s) => s.userId),
      team1: match.team1,
      team2: match.team2,
      why: 'group deleted',
    });
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'group.delete',
      entity: 'group',
      entityId: id,
      before,
      after: null,
    });
    const answer = {
      _id: id,
      message: messages.groupDeleted,
      refundedBets: stakes.reduce((n, s) => n + s.bets, 0),
      refundedAmount: paiseToRs(stakes.reduce((sum, s) => sum + s.amount, 0n)),
    };
    return { answer, clubId: match.clubId, balances, notifications };
  });
  events.publish(
    { kind: 'group', data: { groupId: id.toLowerCase(), matchId: matchId, clubId } },
    ...balanceEvents(balances),
    ...notificationEvents(notifications),
  );
  return answer;
}

/** The players a bet names: a combination's three, or a Fantasy Team's (its key without captains). */
const playerCodes = (combination: string) =>
  isTeamKey(combination) ? parseTeamKey(combination).players.join('') : combination;

/**
 * GET /api/groups/{id}/standings (design-match-day section 2): every bet ranked by its score in the saved result,
 * with what it gets if the match were settled now, computed by settlement's own splitPrizes. Provisional until the
 * credits are approved; 409 before the match has a result. The second half of the route, after groupReadHead: as
 * JSON text, checked against the response schema.
 */
export async function standingsJson(db: Db, id: string): Promise<string> {
  const group = await findStandingsGroup(db, id);
  if (!group) throw notFound(messages.groupNotFound);
  if (!group.team1Scores || !group.team2Scores) throw conflict(messages.standingsNoResult);
  const scores = { team1: group.team1Scores, team2: group.team2Scores };
  const players = { team1: group.team1Players, team2: group.team2Players };
  // A Fantasy Team's score is ranked in half points (exact) and answered in points (design-contests section 1).
  const bets = (await listStandingsBets(db, id)).map((bet) => ({
    ...bet,
    score: betScore(bet.combination, scores.team1, scores.team2),
  }));
  // The admin share and platform admin only divide the house remainder; a bet's winnings do not depend on them.
  const split = splitPrizes({
    pool: group.pool,
    winnerSharesBp: group.sharesBp,
    adminShareBp: 0,
    hasPlatformAdmin: false,
    bets: bets.map((b) => ({ id: b.id, score: b.score, placedOrder: b.seq, referred: false })),
  });
  const rows = bets.map((bet, i) => {
    const outcome = split.outcomes[i];
    if (!outcome || outcome.id !== bet.id) throw new Error('splitPrizes answered out of order');
    return {
      seq: bet.seq,
      score: bet.score,
      row: {
        _id: bet.id,
        combination: bet.combination,
        better: { _id: bet.userId, firstName: bet.firstName, lastName: bet.lastName },
        score: scoreOfBet(group.betType, bet.score),
        place: outcome.place,
        winnings: paiseToRs(outcome.amountWon),
        breakdown: combinationBreakdown(playerCodes(bet.combination), players, scores),
      },
    };
  });
  rows.sort((a, b) => b.score - a.score || (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0));
  const standings: Standings = {
    provisional: !group.settled,
    pool: paiseToRs(group.pool),
    prizes: prizesJson(group.pool, group.sharesBp),
    rows: rows.map((r) => r.row),
  };
  return JSON.stringify(standingsSchema.parse(standings));
}
