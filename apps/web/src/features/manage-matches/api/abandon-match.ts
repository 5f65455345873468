import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbandonMatchResponse } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';
import { randomId } from '@/lib/random-id';

/**
 * POST /api/matches/{id}/abandon: refunds every bet and marks the match Abandoned. Each attempt carries its own
 * Idempotency-Key, so a retry of a request whose answer was lost is answered, not repeated.
 */
export const abandonMatch = (matchId: string) =>
  api.post<AbandonMatchResponse>(`/api/matches/${encodeURIComponent(matchId)}/abandon`, {
    body: {},
    headers: { 'Idempotency-Key': randomId() },
    fallback: 'Failed to abandon the match',
  });

/** Refunds move members' balances: the match with its groups and bets, and every balance on screen, refresh. */
export function useAbandonMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonMatch,
    onSuccess: (_answer, matchId) => invalidateEvents(queryClient, [{ type: 'match', matchId }, { type: 'balance' }]),
  });
}
