import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions, users } from '../../db/schema';

export async function findLedgerOwner(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: users.id, memberOf: users.memberOf }).from(users).where(eq(users.id, userId));
  return row;
}

/** A user's ledger rows, newest first (by insertion order, which is also the order of the balances). */
export async function listTransactions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: transactions.id,
      type: transactions.type,
      amount: transactions.amount,
      description: transactions.description,
      createdAt: transactions.createdAt,
      balanceAfter: transactions.balanceAfter,
    })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.seq));
}
