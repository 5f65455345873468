import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';

export const groupKeys = {
  all: ['groups'] as const,
  byMatch: (matchId: string) => ['groups', 'match', matchId] as const,
};

/** GET /api/groups/match/{matchId}: the match's betting pools, oldest first (Group 1, Group 2, ...). */
export const getMatchGroups = (matchId: string) =>
  api.get<Group[]>(`/api/groups/match/${encodeURIComponent(matchId)}`, { fallback: 'Failed to load groups' });

export const matchGroupsQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: groupKeys.byMatch(matchId), queryFn: () => getMatchGroups(matchId) });

export function useMatchGroups(matchId: string) {
  return useQuery(matchGroupsQueryOptions(matchId));
}
