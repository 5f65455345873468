import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Match, MatchBody, MatchCreateBody } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';

type MatchWrite = Match & { message: string };

/** POST /api/matches (a Manager's own club) or POST /api/matches/Admin-club/{clubId} (an Admin's chosen club). */
export const createMatch = ({ clubId, body }: { clubId: string | undefined; body: MatchCreateBody }) =>
  api.post<MatchWrite>(clubId ? `/api/matches/Admin-club/${encodeURIComponent(clubId)}` : '/api/matches', {
    body,
    fallback: 'Failed to add match',
  });

/** PUT /api/matches/{id}: refused once any group has bets. */
export const updateMatch = ({ matchId, body }: { matchId: string; body: MatchBody }) =>
  api.put<MatchWrite>(`/api/matches/${encodeURIComponent(matchId)}`, { body, fallback: 'Failed to update match' });

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    // The match's groups from the club's templates come with it: its group list is covered by the match event.
    onSuccess: (saved) => invalidateEvents(queryClient, [{ type: 'match', matchId: saved._id }]),
  });
}

export function useUpdateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatch,
    onSuccess: (_saved, { matchId }) => invalidateEvents(queryClient, [{ type: 'match', matchId }]),
  });
}
