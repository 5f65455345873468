import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group, GroupDetail } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';

/** Pools change while members bet: the staff screens poll so new bets and totals show up on their own. */
export const STAFF_REFRESH_MS = 15_000;

/** Every key starts with 'groups', so one invalidation refreshes every screen that shows groups. */
export const staffGroupKeys = {
  all: ['groups'] as const,
  byMatch: (matchId: string) => ['groups', 'staff', matchId] as const,
  detail: (groupId: string) => ['groups', 'staff-detail', groupId] as const,
};

/** GET /api/groups/match/{matchId}: oldest first, so they read Group 1, Group 2, ... */
export const getMatchGroups = (matchId: string) =>
  api.get<Group[]>(`/api/groups/match/${encodeURIComponent(matchId)}`, { fallback: 'Failed to fetch groups' });

export function useMatchGroups(matchId: string) {
  return useQuery(
    queryOptions({
      queryKey: staffGroupKeys.byMatch(matchId),
      queryFn: () => getMatchGroups(matchId),
      refetchInterval: STAFF_REFRESH_MS,
    }),
  );
}

/** GET /api/groups/{id}: the group, its match, and the combinations free and taken. Failures show in place. */
export const getGroup = (groupId: string) =>
  api.get<GroupDetail>(`/api/groups/${encodeURIComponent(groupId)}`, { fallback: 'Failed to fetch group' });

export function useGroup(groupId: string, options: { refresh?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: staffGroupKeys.detail(groupId),
      queryFn: () => getGroup(groupId),
      meta: { errorToast: false },
      refetchInterval: options.refresh ? STAFF_REFRESH_MS : false,
    }),
  );
}
