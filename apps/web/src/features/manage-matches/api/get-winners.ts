import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { GroupWinners } from '@wicket/shared/schemas/bets';
import type { Group } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';

/** GET /api/groups/match/{matchId}: the match's groups, oldest first (Group 1, Group 2, ...). */
export const getMatchGroups = (matchId: string) =>
  api.get<Group[]>(`/api/groups/match/${encodeURIComponent(matchId)}`, { fallback: 'Failed to fetch groups' });

export function useMatchGroups(matchId: string) {
  return useQuery(queryOptions({ queryKey: ['groups', 'staff', matchId], queryFn: () => getMatchGroups(matchId) }));
}

/** GET /api/winners/group/{groupId}: first, second and third places of a settled group. */
export const getGroupWinners = (groupId: string) =>
  api.get<GroupWinners>(`/api/winners/group/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load winners' });

export function useWinnersOfGroups(groupIds: string[], enabled: boolean) {
  return useQueries({
    queries: groupIds.map((groupId) =>
      queryOptions({
        queryKey: ['winners', 'group', groupId],
        queryFn: () => getGroupWinners(groupId),
        enabled,
      }),
    ),
  });
}
