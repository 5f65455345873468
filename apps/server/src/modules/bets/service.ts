import { isFantasyTeam } from '@wicket/shared/bet-types';
import { canonicalCombination, combinationBreakdown } from '@wicket/shared/combinations';
import { isTeamKey, parseTeamKey, scoreOfBet } from '@wicket/shared/fantasy';
import {
  betsPlacedMessage,
  combinationTakenMessage,
  insufficientCreditsMessage,
  messages,
  ownDuplicateMessage,
} from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import {
  type Bet,
  betListSchema,
  betPageSchema,
  type MyBetsResponse,
  type PlaceBetsResponse,
  type placeBetsBodySchema,
} from '@wicket/shared/schemas/bets';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { authContextOf, canAccessClub } from '../../lib/access';
import { raisedByFunction } from '../../lib/db-errors';
import { type AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { type Answer, idempotencyRequestHash } from '../../lib/idempotency';
import type { VersionedHead } from '../../lib/json-response-cache';
import type { AuthContext, TokenClaims } from '../../plugins/auth';
import {
  type BetRow,
  findGroupListVersion,
  findMatchSheets,
  listGroupBets,
  listGroupBetsPage,
  listUserBets,
  type MatchSheet,
  PLACE_BETS_REFUSED,
  type PlaceBetsOutcome,
  type PlacedBets,
  placeBetsStatement,
  toIso,
} from './queries';

type PlaceBetsBody = z.output<typeof placeBetsBodySchema>;

/** Managers and Admins see members' phone numbers; members see everything else. */
const showsPhones = (auth: AuthContext) => auth.userType === 'Manager' || auth.userType === 'Admin';

/**
 * The bet's three players (a Fantasy Team's players) and their scores once its match has a result
 * (design-match-day section 2).
 */
function breakdownOf(combination: string, sheet: MatchSheet | undefined): Bet['breakdown'] {
  if (!sheet) return null;
  return combinationBreakdown(
    isTeamKey(combination) ? parseTeamKey(combination).players.join('') : combination,
    { team1: sheet.team1Players, team2: sheet.team2Players },
    { team1: sheet.team1Scores, team2: sheet.team2Scores },
  );
}

/**
 * A bet as the API answers it. A Fantasy Team's score is answered in points (stored in half points). `hideTeam`: a
 * list of others' bets names no Fantasy Team's players before the match has a result (design-contests section 1:
 * nobody sees another's team before the deadline; GET /api/groups/{groupId}/teams shows them after it).
 */
export function toBetJson(row: BetRow, withPhone: boolean, sheet?: MatchSheet, hideTeam = false): Bet {
  const hidden = hideTeam && isFantasyTeam(row.betType) && !sheet;
  return {
    _id: row.id,
    better: {
      _id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      ...(withPhone ? { phoneNumber: row.phoneNumber } : {}),
    },
    betAmount: paiseToRs(row.betAmount),
    combination: hidden ? '' : row.combination,
    score: row.score === null ? null : scoreOfBet(row.betType, row.score),
    result: row.result,
    status: row.refunded ? 'Refunded' : row.result === null ? 'Pending' : 'Settled',
    createdAt: toIso(row.createdAt),
    match: { _id: row.matchId, team1: row.team1, team2: row.team2 },
    group: { _id: row.groupId, betType: row.betType },
    breakdown: hidden ? null : breakdownOf(row.combination, sheet),
  };
}

/** The request as it means: same amount, ids and combinations (in order) are the same request however spelled. */
function canonicalRequest(body: PlaceBetsBody) {
  return {
    betAmount: body.betAmount.toString(),
    matchId: body.matchId.toLowerCase(),
    groupId: body.groupId.toLowerCase(),
    combinations: body.combinations,
  };
}

/** What POST /api/bets/multiple answers, and the club whose screens hear of it (null: announce nothing). */
export type PlaceBetsResult = { clubId: string | null; answer: Answer<PlaceBetsResponse, 201> };

/**
 * POST /api/bets/multiple: ONE statement, place_bets (db/functions/place_bets.sql; modules/bets/queries.ts, placeBetsStatement),
 * is the bet's whole transaction. In order, as on every route and in design section 4:
 * - the token: the user exists, the token is of its current version (401) and the user is a Member (403), read in
 *   the statement itself rather than by the auth hook (plugins/auth.ts, requireRoleInStatement);
 * - the Idempotency-Key, claimed first with lib/idempotency.ts's rules: a replay answers the first answer, the same
 *   key with another request is refused (409), a refusal rolls the claim back so only successes are replayed;
 * - the match's bet lock, shared (lib/match-bet-lock.ts); then group and match exist, belong together and to the
 *   caller's club (404); betting open (409, lib/betting-open.ts); not a Bidding Method group (400); the amount is
 *   the group's (400); the conditional debit and its ledger row (400 when short, naming the balance); the pool slot
 *   (lib/group-pool.ts) and the bets, where unique indexes decide races (409, naming the combination as sent).
 * A refusal raises in the database, so the debit, the bets, the pool and the key commit together or not at all. The
 * messages stay here; the statement names the check that failed.
 */
export async function placeBets(
  db: Db,
  token: TokenClaims,
  body: PlaceBetsBody,
  idempotencyKey: string | undefined,
): Promise<PlaceBetsResult> {
  const sent = body.combinations;
  const canonical = sent.map(canonicalCombination);
  let outcome: PlaceBetsOutcome;
  try {
    outcome = await placeBetsStatement(db, {
      userId: token.userId,
      tokenVersion: token.tokenVersion,
      groupId: body.groupId,
      matchId: body.matchId,
      betAmount: body.betAmount,
      combinations: canonical,
      idempotencyKey,
      requestHash: idempotencyKey === undefined ? undefined : idempotencyRequestHash(canonicalRequest(body)),
    });
  } catch (err) {
    const refusal = raisedByFunction(err, PLACE_BETS_REFUSED);
    if (!refusal) throw err;
    throw refusalError(refusal, body.betAmount * BigInt(sent.length), sent);
  }
  if (outcome.placed) return { clubId: outcome.clubId, answer: placedAnswer(outcome.placed) };
  return { clubId: outcome.clubId, answer: replayedAnswer(outcome.replay) };
}

/** A refusal of place_bets as the design's status and message. */
function refusalError(refusal: { message: string; detail: string }, cost: bigint, sent: string[]): AppError {
  switch (refusal.message) {
    case 'unauthorized':
      return unauthorized(messages.unauthorized);
    case 'forbidden':
      return forbidden(messages.forbidden);
    case 'idempotency_key_reused':
      return conflict(messages.idempotencyKeyReused);
    case 'group_not_found':
      return notFound(messages.groupNotFound);
    case 'match_not_found':
      return notFound(messages.matchNotFound);
    case 'betting_closed':
      return conflict(messages.bettingClosed);
    // A Bidding Method group's lots are bid for (POST /api/bids); their bets are the standing bids.
    case 'group_takes_bids_only':
      return badRequest(messages.groupTakesBidsOnly);
    case 'bet_amount_mismatch':
      return badRequest(messages.betAmountMismatch);
    case 'insufficient_credits':
      return badRequest(insufficientCreditsMessage(cost, BigInt(refusal.detail)));
    case 'combination_taken':
      return conflict(combinationTakenMessage(sent[Number(refusal.detail)] ?? ''));
    case 'own_duplicate':
      return conflict(ownDuplicateMessage(sent[Number(refusal.detail)] ?? ''));
    default:
      throw new Error(`place_bets refused for an unknown reason: ${refusal.message}`);
  }
}

/** The answer to a bet set just placed; a replay of its key rebuilds the same answer from the same stored facts. */
function placedAnswer(placed: PlacedBets): Answer<PlaceBetsResponse, 201> {
  const betAmount = BigInt(placed.betAmount);
  return {
    statusCode: 201,
    body: {
      message: betsPlacedMessage(placed.bets.length),
      bets: placed.bets.map((b) =>
        toBetJson(
          {
            id: b.id,
            userId: placed.userId,
            firstName: placed.firstName,
            lastName: placed.lastName,
            phoneNumber: '',
            betAmount,
            combination: b.combination,
            score: null,
            result: null,
            refunded: false,
            createdAt: new Date(b.createdAt),
            matchId: placed.matchId,
            team1: placed.team1,
            team2: placed.team2,
            groupId: placed.groupId,
            betType: placed.betType,
          },
          false,
        ),
      ),
      credits: paiseToRs(BigInt(placed.credits)),
    },
  };
}

/**
 * A replayed key's stored answer. Keys claimed by place_bets store the facts of the bets (placedAnswer rebuilds the
 * answer from them); keys claimed before it (lib/idempotency.ts, before migration 0010) stored the answer itself.
 */
function replayedAnswer(stored: unknown): Answer<PlaceBetsResponse, 201> {
  if (stored && typeof stored === 'object' && 'message' in stored) {
    return { statusCode: 201, body: stored as PlaceBetsResponse };
  }
  return placedAnswer(stored as PlacedBets);
}

/** What identifies one answer of GET /api/bets/group/{groupId}: checked against If-None-Match and the cache. */
export type GroupBetsHead = VersionedHead & { withPhone: boolean };

/** Which page of a group's bets was asked for; undefined is the whole list. */
export type GroupBetsPaging = { page: number; limit: number } | undefined;

/**
 * GET /api/bets/group/{groupId}, first half: the caller's token holds (401), the caller may read it (members of the club, its Manager and Admins;
 * 404 otherwise) and which version of the list (or of the page asked for) it gets. Phones are for the last two only,
 * so they get their own.
 */
export async function groupBetsHead(
  db: Db,
  token: TokenClaims,
  groupId: string,
  paging: GroupBetsPaging,
): Promise<GroupBetsHead> {
  // The token's user is read by the same statement as the list's version (routes.ts: authenticateInStatement).
  const { user, target: head } = await findGroupListVersion(db, { groupId, userId: token.userId });
  const auth = authContextOf(user, token);
  if (!head || !canAccessClub(auth, head.clubId)) throw notFound(messages.groupNotFound);
  const withPhone = showsPhones(auth);
  const slice = paging ? `${paging.page}:${paging.limit}` : 'all';
  // Screens poll this list; an unchanged list answers 304 without reading or sending the bets again. The key and
  // version come from database state and the page alone, so every instance agrees on the tag.
  return { key: `${groupId.toLowerCase()}:${withPhone}:${slice}`, version: head.version, withPhone };
}

/** Second half: the group's bets in placing order (all, or the page asked for), checked, as JSON text. */
export async function groupBetsJson(
  db: Db,
  groupId: string,
  withPhone: boolean,
  paging: GroupBetsPaging,
): Promise<string> {
  const { rows, total } = paging
    ? await listGroupBetsPage(db, groupId, paging.limit, (paging.page - 1) * paging.limit)
    : { rows: await listGroupBets(db, groupId), total: 0 };
  const sheets = await findMatchSheets(db, rows.length > 0 ? [rows[0]?.matchId ?? ''] : []);
  const bets = rows.map((row) => toBetJson(row, withPhone, sheets.get(row.matchId), true));
  if (!paging) return JSON.stringify(betListSchema.parse(bets));
  return JSON.stringify(betPageSchema.parse({ bets, total, page: paging.page, limit: paging.limit }));
}

/** GET /api/bets/my-bets: the caller's own bets, newest first, one page. */
export async function getMyBets(
  db: Db,
  auth: AuthContext,
  query: { page: number; limit: number },
): Promise<MyBetsResponse> {
  const { rows, total } = await listUserBets(db, auth.userId, query.limit, (query.page - 1) * query.limit);
  const sheets = await findMatchSheets(
    db,
    rows.map((row) => row.matchId),
  );
  return {
    bets: rows.map((row) => toBetJson(row, false, sheets.get(row.matchId))),
    total,
    page: query.page,
    limit: query.limit,
  };
}
