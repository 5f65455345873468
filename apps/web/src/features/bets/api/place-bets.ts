import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceBetsResponse } from '@wicket/shared/schemas/bets';
import { useRefreshBalance } from '@/lib/account';
import { api } from '@/lib/api-client';
import { randomId } from '@/lib/random-id';

export type PlaceBetsInput = { betAmount: number; matchId: string; groupId: string; combinations: string[] };

/**
 * POST /api/bets/multiple: all combinations or none. Each attempt carries its own Idempotency-Key, so a retried
 * request can never debit twice.
 */
export const placeBets = (body: PlaceBetsInput) =>
  api.post<PlaceBetsResponse>('/api/bets/multiple', {
    body,
    fallback: 'Failed to place bets',
    headers: { 'Idempotency-Key': randomId() },
  });

/** Placing bets moves money: the header balance, the pool and every bets list refresh afterwards. */
export function usePlaceBets() {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: placeBets,
    onSuccess: async () => {
      await Promise.all([
        refreshBalance(),
        queryClient.invalidateQueries({ queryKey: ['groups'] }),
        queryClient.invalidateQueries({ queryKey: ['bets'] }),
      ]);
    },
  });
}
