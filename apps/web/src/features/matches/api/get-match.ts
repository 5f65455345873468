import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Match } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { matchKeys } from './get-matches';

export const getMatch = (matchId: string, fallback = 'Failed to fetch match details') =>
  api.get<Match>(`/api/matches/${encodeURIComponent(matchId)}`, { fallback });

export const matchQueryOptions = (matchId: string, fallback?: string) =>
  queryOptions({ queryKey: matchKeys.detail(matchId), queryFn: () => getMatch(matchId, fallback) });

export function useMatch(matchId: string, fallback?: string) {
  return useQuery(matchQueryOptions(matchId, fallback));
}
