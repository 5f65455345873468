import { useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions } from '@/lib/in-place-query';
import { pollInterval } from '@/lib/live-status';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/groups/{id}: the group, its match, and the combinations still free and taken. */
export const getGroup = (groupId: string) =>
  api.get<GroupDetail>(`/api/groups/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load group' });

/** The screens show load failures as an Error heading (spec section 8), not as a toast. */
export const groupQueryOptions = (groupId: string) =>
  inPlaceQueryOptions(queryKeys.groups.detail(groupId), () => getGroup(groupId));

/** `refresh`: poll (spec section 9) so combinations others take move to Chosen while the screen is open. */
export function useGroup(groupId: string, options: { refresh?: boolean } = {}) {
  return useQuery({ ...groupQueryOptions(groupId), refetchInterval: options.refresh ? pollInterval : false });
}
