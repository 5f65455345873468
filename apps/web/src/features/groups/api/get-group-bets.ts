import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bet } from '@wicket/shared/schemas/bets';
import { api } from '@/lib/api-client';
import { STAFF_REFRESH_MS } from './get-groups';

/** GET /api/bets/group/{groupId}: every bet of the group in placing order, with the betters' phones for staff. */
export const getGroupBets = (groupId: string) =>
  api.get<Bet[]>(`/api/bets/group/${encodeURIComponent(groupId)}`, { fallback: 'Failed to fetch bets' });

export function useGroupBets(groupId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['bets', 'staff-group', groupId],
      queryFn: () => getGroupBets(groupId),
      meta: { errorToast: false },
      refetchInterval: STAFF_REFRESH_MS,
    }),
  );
}
