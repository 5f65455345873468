import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveCreditsResponse } from '@wicket/shared/schemas/bets';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';

/** POST /api/matches/{id}/approve-credits: settles every group of the match at once. */
export const approveCredits = (matchId: string) =>
  api.post<ApproveCreditsResponse>(`/api/matches/${encodeURIComponent(matchId)}/approve-credits`, {
    body: {},
    fallback: 'Failed to approve credits',
  });

/**
 * Settlement pays winners, referrers, the Admin and the Manager: the match with its groups, bets and winners, and
 * every balance on screen (the header's too) refresh afterwards.
 */
export function useApproveCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCredits,
    onSuccess: (_answer, matchId) => invalidateEvents(queryClient, [{ type: 'match', matchId }, { type: 'balance' }]),
  });
}
