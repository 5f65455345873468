import type { Posting } from './postings';

/** What one member staked in one group and gets back. */
export type Stake = { userId: string; groupId: string; amount: bigint };

/**
 * The Credit postings that give stakes back (an abandoned match, a deleted group): one per member and group, in
 * the stakes' order, each naming its match and group so the ledger reads like the bets it undoes.
 */
export function refundPostings(
  stakes: Stake[],
  refund: { actorId: string; matchId: string; description: string },
): Posting[] {
  return stakes.map((stake) => ({
    userId: stake.userId,
    type: 'Credit',
    kind: 'bet_refunded',
    amount: stake.amount,
    description: refund.description,
    actorId: refund.actorId,
    matchId: refund.matchId,
    groupId: stake.groupId,
  }));
}
