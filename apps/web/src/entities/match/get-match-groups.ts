import { useQuery } from '@tanstack/react-query';
import type { Group } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions } from '@/lib/in-place-query';
import { pollInterval } from '@/lib/live-status';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/groups/match/{matchId}: the match's betting pools, oldest first (Group 1, Group 2, ...). */
export const getMatchGroups = (matchId: string) =>
  api.get<Group[]>(`/api/groups/match/${encodeURIComponent(matchId)}`, { fallback: 'Failed to load groups' });

/** Screens show a failure in place. */
export const matchGroupsQueryOptions = (matchId: string) =>
  inPlaceQueryOptions(queryKeys.groups.byMatch(matchId), () => getMatchGroups(matchId));

/** `refresh`: poll while others change the pools (bets placed, totals). */
export function useMatchGroups(matchId: string, options: { refresh?: boolean } = {}) {
  return useQuery({
    ...matchGroupsQueryOptions(matchId),
    refetchInterval: options.refresh ? pollInterval : false,
  });
}
