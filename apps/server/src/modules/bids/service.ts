import {
  bidDebitDescription,
  bidHeldMessage,
  bidPlacedMessage,
  bidTooLowMessage,
  insufficientCreditsMessage,
  messages,
  outbidCreditDescription,
} from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import type { PlaceBidResponse, placeBidBodySchema, StandingBid } from '@wicket/shared/schemas/bids';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { pgErrorCode } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { type Answer, claimIdempotencyKey } from '../../lib/idempotency';
import { sqlFormatOf } from '../../lib/sql-format';
import type { AuthContext, TokenClaims } from '../../plugins/auth';
import { findGroupClub } from '../bets/queries';
import { balanceEvents, type ServerEvent } from '../events/hub';
import { outbidNotification } from '../notifications/causes';
import { notificationEvents } from '../notifications/inbox';
import { findCaller, LOT_TAKEN_MEANWHILE, listStandingBids, placeBidInDatabase, type StandingBidRow } from './queries';

type PlaceBidBody = z.output<typeof placeBidBodySchema>;

/** What a placed bid answers and announces after commit. */
export type PlacedBid = { answer: Answer<PlaceBidResponse, 201>; events: ServerEvent[] };

const canonicalRequest = (body: PlaceBidBody) => ({
  groupId: body.groupId.toLowerCase(),
  matchId: body.matchId.toLowerCase(),
  combination: body.combination,
  amount: body.amount.toString(),
});

/**
 * POST /api/bids (design-match-day section 6). The checks in the order of the design and the writes run in the
 * database, in one call (placeBidInDatabase: the function place_bid, under the match's bet lock taken shared): one
 * round trip, and a hot lot's row is locked only for as long as the database takes to write the bid. A bid already
 * too low by the last committed bid is refused without waiting for the lot; one that may stand locks the lot's row
 * and is checked again against the bid it waited for, so two bids on one lot run one after the other. A free lot's
 * first row goes in under the unique index of First Better rows, and the loser of that race runs again, then against
 * the standing bid. Nobody is debited for a lot they do not hold: the debit, the outbid holder's refund, the lot's
 * move and the pool commit together or not at all.
 *
 * The caller is checked first, in the same statement: the token's user exists and the token is of its current version
 * (401), and the user is a Member (403), as the auth hook would have (plugins/auth.ts, requireRoleInStatement).
 *
 * Without an `Idempotency-Key` the call is its own transaction; with one, it runs in the transaction of the key's
 * claim (lib/idempotency.ts), after the caller's check, and a refusal rolls the claim back.
 */
export async function placeBid(
  db: Db,
  token: TokenClaims,
  body: PlaceBidBody,
  idempotencyKey: string | undefined,
): Promise<PlacedBid> {
  for (let attempt = 0; ; attempt++) {
    try {
      if (idempotencyKey === undefined) return await placeBidOnce(db, token, body);
      return await db.transaction(async (tx) => {
        // The token before the key: a retired token gets no replay either.
        await assertMember(tx, token);
        const claim = await claimIdempotencyKey<PlaceBidResponse, 201>(
          tx,
          token.userId,
          idempotencyKey,
          canonicalRequest(body),
        );
        if (claim.replay) return { answer: claim.replay, events: [] };
        const placed = await placeBidOnce(tx, token, body);
        return { answer: await claim.answer(placed.answer), events: placed.events };
      });
    } catch (err) {
      // A lot is inserted once and never deleted while bids run, so one retry sees it standing; the bound is a guard.
      if (pgErrorCode(err) === LOT_TAKEN_MEANWHILE && attempt < 3) continue;
      throw err;
    }
  }
}

/** 401 when the token's user is gone or the token is older than its version, 403 when the user is not a Member. */
async function assertMember(db: DbOrTx, token: TokenClaims): Promise<void> {
  const caller = await findCaller(db, token.userId);
  if (!caller || caller.tokenVersion !== token.tokenVersion) throw unauthorized(messages.unauthorized);
  if (caller.userType !== 'Member') throw forbidden(messages.forbidden);
}

/** One run of the bid in the database; a refusal is thrown as its HTTP error. */
async function placeBidOnce(db: DbOrTx, token: TokenClaims, body: PlaceBidBody): Promise<PlacedBid> {
  // The lot (canonical) is what the outbid holder is told about; the bidder's own texts name it as they sent it.
  const lot = body.combination;
  const x = body.sent;
  const amount = body.amount;
  const groupId = body.groupId.toLowerCase();
  const notice = outbidNotification({ combination: lot, groupId });
  const result = await placeBidInDatabase(db, {
    matchId: body.matchId,
    userId: token.userId,
    tokenVersion: token.tokenVersion,
    groupId,
    combination: lot,
    amount,
    debitFormat: sqlFormatOf(2, (team1, team2) => bidDebitDescription(x, team1, team2)),
    creditFormat: sqlFormatOf(2, (team1, team2) => outbidCreditDescription(lot, team1, team2)),
    outbidTitle: notice.title,
    outbidLink: notice.link,
  });
  switch (result.outcome) {
    case 'caller_refused':
      // Refused before any bid check: which of 401 and 403, read again (a rare path).
      await assertMember(db, token);
      // It holds now: the user changed between the two reads. Refused as a token no longer valid.
      throw unauthorized(messages.unauthorized);
    case 'group_not_found':
      throw notFound(messages.groupNotFound);
    case 'match_not_found':
      throw notFound(messages.matchNotFound);
    case 'closed':
      throw conflict(messages.bettingClosed);
    case 'no_bids':
      throw badRequest(messages.groupTakesNoBids);
    case 'held':
      throw conflict(bidHeldMessage(x));
    case 'too_low':
      throw conflict(bidTooLowMessage(result.least, x));
    case 'insufficient':
      throw badRequest(insufficientCreditsMessage(amount, result.credits));
  }

  const balances = new Map<string, bigint>([[token.userId, result.credits]]);
  const events: ServerEvent[] = [];
  if (result.outbid) {
    balances.set(result.outbid.userId, result.outbid.credits);
    events.push(...notificationEvents([{ ...notice, id: result.outbid.notificationId, userId: result.outbid.userId }]));
  }
  return {
    answer: {
      statusCode: 201,
      body: {
        message: bidPlacedMessage(x),
        bid: {
          combination: lot,
          amount: paiseToRs(amount),
          better: { _id: token.userId, firstName: result.firstName, lastName: result.lastName },
        },
        credits: paiseToRs(result.credits),
      },
    },
    events: [
      { kind: 'group', data: { groupId, matchId: result.matchId, clubId: result.clubId }, boardChanged: true },
      ...balanceEvents(balances),
      ...events,
    ],
  };
}

/** GET /api/bids/group/{groupId}: the lots with a standing bid (members of the club, its Manager, Admins). */
export async function listGroupBids(db: Db, auth: AuthContext, groupId: string): Promise<StandingBid[]> {
  const clubId = await findGroupClub(db, groupId);
  if (!clubId || !canAccessClub(auth, clubId)) throw notFound(messages.groupNotFound);
  return (await listStandingBids(db, groupId)).map(standingBidJson);
}

/** A lot with its standing bid as the API answers it (GET /api/bids/group/{groupId}, a bidding board's change). */
export function standingBidJson(r: StandingBidRow): StandingBid {
  return {
    combination: r.combination,
    amount: paiseToRs(r.amount),
    better: { _id: r.userId, firstName: r.firstName, lastName: r.lastName },
    bids: r.bids,
    updatedAt: r.updatedAt.toISOString(),
  };
}
