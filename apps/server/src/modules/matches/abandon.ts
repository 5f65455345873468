import { abandonRefundDescription, messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import { type AbandonMatchResponse, isSettled } from '@wicket/shared/schemas/matches';
import type { Db } from '../../db/client';
import { assertClubAccess } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import { claimIdempotencyKey } from '../../lib/idempotency';
import { takeMatchBetLock } from '../../lib/match-bet-lock';
import { lockMatch } from '../../lib/match-lock';
import type { AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { balanceEvents, type EventPublisher, noEvents, type ServerEvent } from '../events/hub';
import { applyPostings } from '../ledger/postings';
import { refundPostings } from '../ledger/refunds';
import { notifyRefunds } from '../notifications/causes';
import { notificationEvents } from '../notifications/inbox';
import { markMatchAbandoned, unrefundedStakes } from './abandon-queries';
import { findMatch } from './queries';
import { toMatchJson } from './service';

/**
 * POST /api/matches/{id}/abandon (design-match-day section 3): one transaction, under the match's row lock and then
 * its exclusive bet lock (so every bet is either in and refunded, or comes after and is refused because the match
 * is no longer Active): one Credit per member and group, bets marked refunded, pools 0, the match Abandoned, a
 * `refund` notification per member and the audit row. The approval locks the same match row first, so of an abandon
 * and an approval racing exactly one wins and the other answers 409.
 *
 * With an `Idempotency-Key` (lib/idempotency.ts) the key is claimed first and the answer stored before commit; a retry
 * answers the stored body. The match, group, balance and notification hints go out once committed (none on a replay).
 */
export async function abandonMatch(
  db: Db,
  auth: AuthContext,
  id: string,
  idempotencyKey: string | undefined,
  events: EventPublisher = noEvents,
): Promise<AbandonMatchResponse> {
  let announce: ServerEvent[] = [];
  const answer = await db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<AbandonMatchResponse, 200>(tx, auth.userId, idempotencyKey, {
      operation: 'abandon',
      matchId: id.toLowerCase(),
    });
    if (claim.replay) return claim.replay.body;
    const match = await lockMatch(tx, id);
    if (!match) throw notFound(messages.matchNotFound);
    assertClubAccess(auth, match.clubId, messages.matchNotFound);
    await takeMatchBetLock(tx, id);
    if (match.status === 'Abandoned') throw conflict(messages.matchAlreadyAbandoned);
    if (match.status === 'Announced' || isSettled(match)) throw conflict(messages.creditsAlreadyApproved);

    const before = await findMatch(tx, id);
    const stakes = await unrefundedStakes(tx, id);
    const balances = await applyPostings(
      tx,
      refundPostings(stakes, {
        actorId: auth.userId,
        matchId: id,
        description: abandonRefundDescription(match.team1, match.team2),
      }),
    );
    await markMatchAbandoned(tx, id);
    const notifications = await notifyRefunds(tx, {
      userIds: stakes.map((s) => s.userId),
      team1: match.team1,
      team2: match.team2,
      why: 'match abandoned',
    });
    const refunded = stakes.reduce((sum, s) => sum + s.amount, 0n);
    const betCount = stakes.reduce((n, s) => n + s.bets, 0);
    const after = await findMatch(tx, id);
    await recordAudit(tx, auth, {
      clubId: match.clubId,
      action: 'match.abandon',
      entity: 'match',
      entityId: id,
      before: before ? toMatchJson(before) : null,
      after: after ? { ...toMatchJson(after), refunded: paiseToRs(refunded), bets: betCount } : null,
    });
    const body: AbandonMatchResponse = {
      message: messages.matchAbandoned,
      refunded: paiseToRs(refunded),
      bets: betCount,
    };
    await claim.answer({ statusCode: 200, body });
    announce = [
      { kind: 'match', data: { matchId: id.toLowerCase(), clubId: match.clubId, status: 'Abandoned' } },
      ...groupIdsOf(stakes).map((groupId) => ({
        kind: 'group' as const,
        data: { groupId, matchId: id.toLowerCase(), clubId: match.clubId },
      })),
      ...balanceEvents(balances),
      ...notificationEvents(notifications),
    ];
    return body;
  });
  events.publish(...announce);
  return answer;
}

/** The distinct groups that had bets, for their `group` hints. */
function groupIdsOf(stakes: { groupId: string }[]): string[] {
  return [...new Set(stakes.map((s) => s.groupId))];
}
