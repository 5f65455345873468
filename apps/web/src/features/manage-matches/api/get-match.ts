import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Match } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { staffMatchKeys } from './get-matches';

/** GET /api/matches/{id}: the screens show a failure in place, so no toast. */
export const getMatch = (matchId: string) =>
  api.get<Match>(`/api/matches/${encodeURIComponent(matchId)}`, { fallback: 'Failed to fetch match details' });

export const matchQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: staffMatchKeys.detail(matchId),
    queryFn: () => getMatch(matchId),
    meta: { errorToast: false },
  });

export function useMatch(matchId: string) {
  return useQuery(matchQueryOptions(matchId));
}
