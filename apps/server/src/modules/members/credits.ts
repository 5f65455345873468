import { creditAddedDescription, creditDeductedDescription } from '@wicket/shared/messages';
import type { DbOrTx } from '../../db/client';
import { applyPostings } from '../ledger/postings';
import { notifyCreditMoves } from '../notifications/causes';
import type { CreatedNotification } from '../notifications/inbox';

/** Credits a staff member adds to or deducts from a Member's balance. */
export type CreditPost = { memberId: string; amount: bigint; direction: 'add' | 'deduct' };

/**
 * The one way staff move credits (Add Credit, Deduct Credit, and the member import's opening credits), inside the
 * caller's transaction: a ledger posting per move naming the actor (a deduction never below 0: applyPostings throws
 * InsufficientBalanceError), and each member's `credit` notification. Answers the balances after and what it wrote.
 */
export async function postCredits(
  tx: DbOrTx,
  actor: { id: string; name: string },
  moves: readonly CreditPost[],
): Promise<{ balances: Map<string, bigint>; notifications: CreatedNotification[] }> {
  const balances = await applyPostings(
    tx,
    moves.map((move) =>
      move.direction === 'add'
        ? {
            userId: move.memberId,
            type: 'Credit' as const,
            kind: 'credit_added' as const,
            amount: move.amount,
            description: creditAddedDescription(actor.name),
            actorId: actor.id,
          }
        : {
            userId: move.memberId,
            type: 'Debit' as const,
            kind: 'credit_deducted' as const,
            amount: move.amount,
            description: creditDeductedDescription(actor.name),
            actorId: actor.id,
          },
    ),
  );
  const notifications = await notifyCreditMoves(
    tx,
    moves.map((move) => ({ ...move, actorName: actor.name })),
  );
  return { balances, notifications };
}
