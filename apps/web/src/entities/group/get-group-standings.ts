import { useQuery } from '@tanstack/react-query';
import type { Standings } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';
import { pollInterval } from '@/lib/live-status';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/groups/{id}/standings (design-match-day section 2): every bet ranked by the saved result, provisional
 * until the credits are approved; 409 `No result yet` before a result. Live `match` events (each result save)
 * refetch it; the fallback refresh covers a lost hint.
 */
export const getGroupStandings = (groupId: string) =>
  api.get<Standings>(`/api/groups/${encodeURIComponent(groupId)}/standings`, { fallback: 'Failed to load standings' });

export function useGroupStandings(groupId: string) {
  return useQuery({
    queryKey: queryKeys.standings.group(groupId),
    queryFn: () => getGroupStandings(groupId),
    refetchInterval: pollInterval,
    meta: { errorToast: false },
  });
}
