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
import {
  leastBid,
  type PlaceBidResponse,
  type placeBidBodySchema,
  type StandingBid,
} from '@wicket/shared/schemas/bids';
import { isBiddingMethod } from '@wicket/shared/schemas/groups';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { canAccessClub } from '../../lib/access';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type Answer, claimIdempotencyKey } from '../../lib/idempotency';
import { shareMatchBetLock } from '../../lib/match-bet-lock';
import type { AuthContext } from '../../plugins/auth';
import { findGroupClub, readBalance } from '../bets/queries';
import { balanceEvents, type ServerEvent } from '../events/hub';
import { applyPostings, InsufficientBalanceError, type Posting } from '../ledger/postings';
import { notifyOutbid } from '../notifications/causes';
import { notificationEvents } from '../notifications/inbox';
import { insertFirstBid, listStandingBids, lockLot, moveLot, readBidTarget } from './queries';

type PlaceBidBody = z.output<typeof placeBidBodySchema>;

/** A free lot was taken by a concurrent bid after this one found it free: run the whole bid again. */
class LotTakenMeanwhile extends Error {}

/** What a placed bid answers and announces after commit. */
export type PlacedBid = { answer: Answer<PlaceBidResponse, 201>; events: ServerEvent[] };

const canonicalRequest = (body: PlaceBidBody) => ({
  groupId: body.groupId.toLowerCase(),
  matchId: body.matchId.toLowerCase(),
  combination: body.combination,
  amount: body.amount.toString(),
});

/**
 * POST /api/bids (design-match-day section 6). One transaction under the match's bet lock (shared), with the checks
 * in the order of the design. The lot's row decides races: a standing bid is locked (FOR UPDATE) before its amount
 * is checked, so two bids on one lot run one after the other and the second is checked against the first; a free
 * lot's first row is inserted under the unique index of First Better rows, and the loser of that race runs again,
 * then against the standing bid. Nobody is debited for a lot they do not hold: the debit, the outbid holder's refund,
 * the lot's move and the pool commit together or not at all.
 *
 * Lock order, the same in every bid: the lot row (a standing bid) or the bidder's balance (a free lot), then the
 * balances (in user id order), then one pool slot, last.
 */
export async function placeBid(
  db: Db,
  auth: AuthContext,
  body: PlaceBidBody,
  idempotencyKey: string | undefined,
): Promise<PlacedBid> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await placeBidOnce(db, auth, body, idempotencyKey);
    } catch (err) {
      // A lot is inserted once and never deleted while bids run, so one retry sees it standing; the bound is a guard.
      if (err instanceof LotTakenMeanwhile && attempt < 3) continue;
      throw err;
    }
  }
}

async function placeBidOnce(
  db: Db,
  auth: AuthContext,
  body: PlaceBidBody,
  idempotencyKey: string | undefined,
): Promise<PlacedBid> {
  return db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<PlaceBidResponse, 201>(
      tx,
      auth.userId,
      idempotencyKey,
      canonicalRequest(body),
    );
    if (claim.replay) return { answer: claim.replay, events: [] };

    await shareMatchBetLock(tx, body.matchId);
    const target = await readBidTarget(tx, body.groupId, auth.userId);
    if (!target || !canAccessClub(auth, target.clubId)) throw notFound(messages.groupNotFound);
    if (target.matchId !== body.matchId.toLowerCase()) throw notFound(messages.matchNotFound);
    if (!target.open) throw conflict(messages.bettingClosed);
    if (!isBiddingMethod(target.betType) || target.minimumIncrement === null) {
      throw badRequest(messages.groupTakesNoBids);
    }

    const x = body.combination;
    const amount = body.amount;
    const lot = await lockLot(tx, target.groupId, x);
    if (lot && lot.userId === auth.userId) throw conflict(bidHeldMessage(x));
    const least = leastBid(lot ? lot.amount : null, target.betAmount, target.minimumIncrement);
    if (amount < least) throw conflict(bidTooLowMessage(least, x));

    const postings: Posting[] = [
      {
        userId: auth.userId,
        type: 'Debit',
        kind: 'bet_placed',
        amount,
        description: bidDebitDescription(x, target.team1, target.team2),
        actorId: auth.userId,
        matchId: target.matchId,
        groupId: target.groupId,
      },
    ];
    if (lot) {
      postings.push({
        userId: lot.userId,
        type: 'Credit',
        kind: 'bet_refunded',
        amount: lot.amount,
        description: outbidCreditDescription(x, target.team1, target.team2),
        actorId: auth.userId,
        matchId: target.matchId,
        groupId: target.groupId,
      });
      // Balances are locked in user id order, so two bids crossing between the same two members never deadlock.
      postings.sort((a, b) => (a.userId < b.userId ? -1 : 1));
    }
    let balances: Map<string, bigint>;
    try {
      balances = await applyPostings(tx, postings);
    } catch (err) {
      if (err instanceof InsufficientBalanceError) {
        throw badRequest(insufficientCreditsMessage(amount, await readBalance(tx, auth.userId)));
      }
      throw err;
    }

    const bid = { userId: auth.userId, groupId: target.groupId, matchId: target.matchId, amount };
    const events: ServerEvent[] = [];
    if (lot) {
      await moveLot(tx, lot, bid);
      events.push(
        ...notificationEvents(await notifyOutbid(tx, { userId: lot.userId, combination: x, groupId: target.groupId })),
      );
    } else if (!(await insertFirstBid(tx, { ...bid, combination: x }))) {
      throw new LotTakenMeanwhile();
    }

    const answer = await claim.answer({
      statusCode: 201,
      body: {
        message: bidPlacedMessage(x),
        bid: {
          combination: x,
          amount: paiseToRs(amount),
          better: { _id: auth.userId, firstName: target.firstName, lastName: target.lastName },
        },
        credits: paiseToRs(balances.get(auth.userId) ?? 0n),
      },
    });
    return {
      answer,
      events: [
        { kind: 'group', data: { groupId: target.groupId, matchId: target.matchId, clubId: target.clubId } },
        ...balanceEvents(balances),
        ...events,
      ],
    };
  });
}

/** GET /api/bids/group/{groupId}: the lots with a standing bid (members of the club, its Manager, Admins). */
export async function listGroupBids(db: Db, auth: AuthContext, groupId: string): Promise<StandingBid[]> {
  const clubId = await findGroupClub(db, groupId);
  if (!clubId || !canAccessClub(auth, clubId)) throw notFound(messages.groupNotFound);
  const rows = await listStandingBids(db, groupId);
  return rows.map((r) => ({
    combination: r.combination,
    amount: paiseToRs(r.amount),
    better: { _id: r.userId, firstName: r.firstName, lastName: r.lastName },
    bids: r.bids,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
