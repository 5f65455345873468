import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbandonMatchResponse } from '@wicket/shared/schemas/matches';
import { useRefreshBalance } from '@/lib/account';
import { api } from '@/lib/api-client';
import { randomId } from '@/lib/random-id';
import { staffMatchKeys } from './get-matches';

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

/** Refunds move members' balances: the matches, groups, bets and members lists refresh afterwards. */
export function useAbandonMatch() {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: abandonMatch,
    onSuccess: () =>
      Promise.all([
        refreshBalance(),
        queryClient.invalidateQueries({ queryKey: staffMatchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['groups'] }),
        queryClient.invalidateQueries({ queryKey: ['bets'] }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
}
