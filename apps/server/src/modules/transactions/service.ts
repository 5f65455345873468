import { messages } from '@wicket/shared/messages';
import { paiseToRs } from '@wicket/shared/money';
import type { Db } from '../../db/client';
import { canSeeUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { findLedgerOwner, listTransactions } from './queries';

/** Wallet history readers: the user itself, the manager of the user's club, and Admins; anyone else reads not found. */
export async function assertCanReadLedger(db: Db, auth: AuthContext, userId: string): Promise<void> {
  const owner = await findLedgerOwner(db, userId);
  if (!owner || !canSeeUser(auth, owner)) throw notFound(messages.userNotFound);
}

/** GET /api/transactions/{userId}: the wallet history, newest first. */
export async function getTransactions(db: Db, auth: AuthContext, userId: string) {
  await assertCanReadLedger(db, auth, userId);
  const rows = await listTransactions(db, userId);
  return rows.map((t) => ({
    _id: t.id,
    type: t.type,
    amount: paiseToRs(t.amount),
    description: t.description,
    createdAt: t.createdAt.toISOString(),
    balanceAfter: paiseToRs(t.balanceAfter),
  }));
}
