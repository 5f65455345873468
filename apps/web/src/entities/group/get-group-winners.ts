import { useQueries } from '@tanstack/react-query';
import type { GroupWinners } from '@wicket/shared/schemas/bets';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions } from '@/lib/in-place-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/winners/group/{groupId}: first, second and third places of a settled group. */
export const getGroupWinners = (groupId: string) =>
  api.get<GroupWinners>(`/api/winners/group/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load winners' });

/** Each group's card shows its own failure. */
export const groupWinnersQueryOptions = (groupId: string) =>
  inPlaceQueryOptions(queryKeys.winners.group(groupId), () => getGroupWinners(groupId));

/** Winners of every group of a match, fetched side by side; `enabled` false waits (e.g. until settlement). */
export function useWinnersOfGroups(groupIds: readonly string[], enabled = true) {
  return useQueries({ queries: groupIds.map((groupId) => ({ ...groupWinnersQueryOptions(groupId), enabled })) });
}
