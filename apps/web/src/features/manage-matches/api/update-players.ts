import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Match, UpdatePlayersBody } from '@wicket/shared/schemas/matches';

/** The saved match, the text, and how many of the 14 slots are still blank. */
export type PlayersWrite = Match & { message: string; unnamedPlayers: number };

import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';

/** PUT /api/matches/{id}/update-players: replaces both teams' names (index to name, blanks omitted). */
export const updatePlayers = ({ matchId, body }: { matchId: string; body: UpdatePlayersBody }) =>
  api.put<PlayersWrite>(`/api/matches/${encodeURIComponent(matchId)}/update-players`, {
    body,
    fallback: 'Failed to update players',
  });

export function useUpdatePlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayers,
    onSuccess: (_saved, { matchId }) => invalidateEvents(queryClient, [{ type: 'match', matchId }]),
  });
}
