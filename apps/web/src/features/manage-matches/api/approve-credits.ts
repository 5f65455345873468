import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveCreditsResponse } from '@wicket/shared/schemas/bets';
import { useRefreshBalance } from '@/lib/account';
import { api } from '@/lib/api-client';
import { staffMatchKeys } from './get-matches';

/** POST /api/matches/{id}/approve-credits: settles every group of the match at once. */
export const approveCredits = (matchId: string) =>
  api.post<ApproveCreditsResponse>(`/api/matches/${encodeURIComponent(matchId)}/approve-credits`, {
    body: {},
    fallback: 'Failed to approve credits',
  });

/**
 * Settlement pays winners, referrers, the Admin and the Manager: the matches, every balance on screen (the header's
 * too) and the bets and members lists refresh afterwards.
 */
export function useApproveCredits() {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: approveCredits,
    onSuccess: () =>
      Promise.all([
        refreshBalance(),
        queryClient.invalidateQueries({ queryKey: staffMatchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['groups'] }),
        queryClient.invalidateQueries({ queryKey: ['bets'] }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
        queryClient.invalidateQueries({ queryKey: ['winners'] }),
      ]),
  });
}
