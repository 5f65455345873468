import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';

/** DELETE /api/matches/{id}: refused once any group has bets; the match's groups go with it. */
export const deleteMatch = (matchId: string) =>
  api.delete<{ _id: string; message: string }>(`/api/matches/${encodeURIComponent(matchId)}`, {
    fallback: 'Failed to delete match',
  });

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: (_answer, matchId) => invalidateEvents(queryClient, [{ type: 'match', matchId }]),
  });
}
