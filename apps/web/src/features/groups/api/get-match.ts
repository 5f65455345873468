import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Match } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';

/** GET /api/matches/{id}: the match a group screen belongs to (its teams, its club for an Admin's links). */
export const getMatch = (matchId: string) =>
  api.get<Match>(`/api/matches/${encodeURIComponent(matchId)}`, { fallback: 'Failed to fetch match details' });

export function useMatch(matchId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['matches', 'staff-detail', matchId ?? ''],
      queryFn: () => getMatch(matchId ?? ''),
      meta: { errorToast: false },
      enabled: Boolean(matchId),
    }),
  );
}
