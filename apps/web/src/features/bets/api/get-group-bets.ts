import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bet } from '@wicket/shared/schemas/bets';
import { api } from '@/lib/api-client';

/** GET /api/bets/group/{groupId}: every bet of the group (no phone numbers for members). */
export const getGroupBets = (groupId: string) =>
  api.get<Bet[]>(`/api/bets/group/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load bets' });

export const groupBetsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: ['bets', 'group', groupId],
    queryFn: () => getGroupBets(groupId),
    meta: { errorToast: false },
  });

export function useGroupBets(groupId: string) {
  return useQuery(groupBetsQueryOptions(groupId));
}
