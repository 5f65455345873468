import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffMatchKeys } from './get-matches';

/** DELETE /api/matches/{id}: refused once any group has bets; the match's groups go with it. */
export const deleteMatch = (matchId: string) =>
  api.delete<{ _id: string; message: string }>(`/api/matches/${encodeURIComponent(matchId)}`, {
    fallback: 'Failed to delete match',
  });

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffMatchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['groups'] }),
      ]),
  });
}
