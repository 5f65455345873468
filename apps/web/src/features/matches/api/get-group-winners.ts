import { queryOptions, useQueries } from '@tanstack/react-query';
import type { GroupWinners } from '@wicket/shared/schemas/bets';
import { api } from '@/lib/api-client';

/** GET /api/winners/group/{groupId}: first, second and third places of a settled group. */
export const getGroupWinners = (groupId: string) =>
  api.get<GroupWinners>(`/api/winners/group/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load winners' });

export const groupWinnersQueryOptions = (groupId: string) =>
  queryOptions({ queryKey: ['winners', 'group', groupId], queryFn: () => getGroupWinners(groupId) });

/** Winners of every group of a match, fetched side by side. */
export function useWinnersOfGroups(groupIds: string[]) {
  return useQueries({ queries: groupIds.map((groupId) => groupWinnersQueryOptions(groupId)) });
}
