import type { Transaction } from '@wicket/shared/schemas/members';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions, useQueryOnceKnown } from '@/lib/in-place-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/transactions/{userId}: the user's ledger rows. */
export const getTransactions = (userId: string) =>
  api.get<Transaction[]>(`/api/transactions/${encodeURIComponent(userId)}`, { fallback: 'Failed to load data' });

/** Wallet history load errors are silent (spec section 8). */
export const transactionsQueryOptions = (userId: string) =>
  inPlaceQueryOptions(queryKeys.transactions.user(userId), () => getTransactions(userId));

export function useTransactions(userId: string | undefined) {
  return useQueryOnceKnown(userId, transactionsQueryOptions);
}

/** Newest first; rows of the same instant keep the server's order (latest posting first). */
export function newestFirst(rows: Transaction[]): Transaction[] {
  return [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
