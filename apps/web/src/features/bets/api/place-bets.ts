import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceBetsResponse } from '@wicket/shared/schemas/bets';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';
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

/** Placing bets moves money: the group (pool, taken combinations), its bets and every balance refresh afterwards. */
export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    onSuccess: (_answer, input) =>
      invalidateEvents(queryClient, [
        { type: 'group', groupId: input.groupId, matchId: input.matchId },
        { type: 'balance' },
      ]),
  });
}
