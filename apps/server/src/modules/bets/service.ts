import { createHash } from 'node:crypto';
import { canonicalCombination, combinationBreakdown } from '@wicket/shared/combinations';
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
  type MyBetsResponse,
  type PlaceBetsResponse,
  type placeBetsBodySchema,
} from '@wicket/shared/schemas/bets';
import { isBiddingMethod, isFirstBetter } from '@wicket/shared/schemas/groups';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type Answer, claimIdempotencyKey } from '../../lib/idempotency';
import { shareMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext } from '../../plugins/auth';
import { applyPostings, InsufficientBalanceError } from '../ledger/postings';
import {
  type BetRow,
  findGroupListVersion,
  findMatchSheets,
  insertBets,
  listGroupBets,
  listUserBets,
  type MatchSheet,
  readBalance,
  readBetTarget,
  toIso,
} from './queries';

type PlaceBetsBody = z.output<typeof placeBetsBodySchema>;

/** Managers and Admins see members' phone numbers; members see everything else. */
const showsPhones = (auth: AuthContext) => auth.userType === 'Manager' || auth.userType === 'Admin';

/** The bet's three players and their scores once its match has a result (design-match-day section 2). */
function breakdownOf(combination: string, sheet: MatchSheet | undefined): Bet['breakdown'] {
  if (!sheet) return null;
  return combinationBreakdown(
    combination,
    { team1: sheet.team1Players, team2: sheet.team2Players },
    { team1: sheet.team1Scores, team2: sheet.team2Scores },
  );
}

export function toBetJson(row: BetRow, withPhone: boolean, sheet?: MatchSheet): Bet {
  return {
    _id: row.id,
    better: {
      _id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      ...(withPhone ? { phoneNumber: row.phoneNumber } : {}),
    },
    betAmount: paiseToRs(row.betAmount),
    combination: row.combination,
    score: row.score,
    result: row.result,
    status: row.refunded ? 'Refunded' : row.result === null ? 'Pending' : 'Settled',
    createdAt: toIso(row.createdAt),
    match: { _id: row.matchId, team1: row.team1, team2: row.team2 },
    group: { _id: row.groupId, betType: row.betType },
    breakdown: breakdownOf(row.combination, sheet),
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

/**
 * POST /api/bets/multiple. One transaction under the match's bet lock (shared): the checks of design section 4 in
 * order, the conditional debit, the bets (unique indexes decide races) and the pool total commit together, or
 * nothing does. An idempotency key is claimed first and answered before commit (lib/idempotency.ts).
 */
export async function placeBets(
  db: Db,
  auth: AuthContext,
  body: PlaceBetsBody,
  idempotencyKey: string | undefined,
): Promise<Answer<PlaceBetsResponse, 201>> {
  return db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<PlaceBetsResponse, 201>(
      tx,
      auth.userId,
      idempotencyKey,
      canonicalRequest(body),
    );
    if (claim.replay) return claim.replay;

    await shareMatchBetLock(tx, body.matchId);
    const target = await readBetTarget(tx, body.groupId, auth.userId);
    if (!target || !canAccessClub(auth, target.clubId)) throw notFound(messages.groupNotFound);
    if (target.matchId !== body.matchId.toLowerCase()) throw notFound(messages.matchNotFound);
    if (!target.open) throw conflict(messages.bettingClosed);
    // A Bidding Method group's lots are bid for (POST /api/bids); their bets are the standing bids.
    if (isBiddingMethod(target.betType)) throw badRequest(messages.groupTakesBidsOnly);
    if (body.betAmount !== target.betAmount) throw badRequest(messages.betAmountMismatch);

    const sent = body.combinations;
    const canonical = sent.map(canonicalCombination);
    const cost = target.betAmount * BigInt(sent.length);
    let balances: Map<string, bigint>;
    try {
      balances = await applyPostings(tx, [
        {
          userId: auth.userId,
          type: 'Debit',
          kind: 'bet_placed',
          amount: cost,
          description: `Bet on ${target.team1} vs ${target.team2} (${target.betType}): ${canonical.join(', ')}`,
          actorId: auth.userId,
          matchId: target.matchId,
          groupId: target.groupId,
        },
      ]);
    } catch (err) {
      if (err instanceof InsufficientBalanceError) {
        throw badRequest(insufficientCreditsMessage(cost, await readBalance(tx, auth.userId)));
      }
      throw err;
    }

    const firstBetter = isFirstBetter(target.betType);
    const inserted = await insertBets(
      tx,
      {
        userId: auth.userId,
        groupId: target.groupId,
        matchId: target.matchId,
        firstBetter,
        betAmount: target.betAmount,
      },
      canonical,
    );
    if (inserted.length !== canonical.length) {
      const placed = new Set(inserted.map((b) => b.combination));
      const refused = sent[canonical.findIndex((c) => !placed.has(c))] ?? '';
      throw conflict(firstBetter ? combinationTakenMessage(refused) : ownDuplicateMessage(refused));
    }

    return claim.answer({
      statusCode: 201,
      body: {
        message: betsPlacedMessage(inserted.length),
        bets: inserted.map((b) =>
          toBetJson(
            {
              id: b.id,
              userId: auth.userId,
              firstName: target.firstName,
              lastName: target.lastName,
              phoneNumber: '',
              betAmount: target.betAmount,
              combination: b.combination,
              score: null,
              result: null,
              refunded: false,
              createdAt: b.createdAt,
              matchId: target.matchId,
              team1: target.team1,
              team2: target.team2,
              groupId: target.groupId,
              betType: target.betType,
            },
            false,
          ),
        ),
        credits: paiseToRs(balances.get(auth.userId) ?? 0n),
      },
    });
  });
}

/** What identifies one answer of GET /api/bets/group/{groupId}: checked against If-None-Match and the cache. */
export type GroupBetsHead = { etag: string; cacheKey: string; version: string; withPhone: boolean };

/**
 * GET /api/bets/group/{groupId}, first half: the caller may read it (members of the club, its Manager and Admins;
 * 404 otherwise) and which version of the list it gets. Phones are for the last two only, so they get their own.
 */
export async function groupBetsHead(db: Db, auth: AuthContext, groupId: string): Promise<GroupBetsHead> {
  const head = await findGroupListVersion(db, groupId);
  if (!head || !canAccessClub(auth, head.clubId)) throw notFound(messages.groupNotFound);
  const withPhone = showsPhones(auth);
  // Screens poll this list; an unchanged list answers 304 without reading or sending the bets again. The tag is
  // built from database state alone, so every instance agrees on it.
  const etag = `W/"${createHash('sha1').update(`${groupId}:${head.version}:${withPhone}`).digest('base64url')}"`;
  return { etag, cacheKey: `${groupId.toLowerCase()}:${withPhone}`, version: head.version, withPhone };
}

/** Second half: the group's bets in placing order, checked against the response schema, as JSON text. */
export async function groupBetsJson(db: Db, groupId: string, withPhone: boolean): Promise<string> {
  const rows = await listGroupBets(db, groupId);
  const sheets = await findMatchSheets(db, rows.length > 0 ? [rows[0]?.matchId ?? ''] : []);
  return JSON.stringify(betListSchema.parse(rows.map((row) => toBetJson(row, withPhone, sheets.get(row.matchId)))));
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
