import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';

/** Spec section 9: the place-bet screen refreshes the group every 15 seconds. */
export const GROUP_REFRESH_MS = 15_000;

export const betGroupKeys = {
  detail: (groupId: string) => ['groups', 'detail', groupId] as const,
};

/** GET /api/groups/{id}: the group, its match, and the combinations still free and taken. */
export const getGroup = (groupId: string) =>
  api.get<GroupDetail>(`/api/groups/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load group' });

/** The screens show load failures as an Error heading (spec section 8), not as a toast. */
export const groupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: betGroupKeys.detail(groupId),
    queryFn: () => getGroup(groupId),
    meta: { errorToast: false },
  });

export function useGroup(groupId: string, options: { refresh?: boolean } = {}) {
  return useQuery({ ...groupQueryOptions(groupId), refetchInterval: options.refresh ? GROUP_REFRESH_MS : false });
}
