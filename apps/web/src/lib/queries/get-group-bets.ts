import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVAL_MS } from '@wicket/shared/refresh';
import type { Bet } from '@wicket/shared/schemas/bets';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/bets/group/{groupId}: every bet of the group in placing order. The server decides what a caller sees:
 * staff get the betters' phone numbers, members do not.
 */
export const getGroupBets = (groupId: string) =>
  api.get<Bet[]>(`/api/bets/group/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load bets' });

/** The screens show load failures in place. */
export const groupBetsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: queryKeys.bets.group(groupId),
    queryFn: () => getGroupBets(groupId),
    meta: { errorToast: false },
  });

/** `refresh`: poll so bets show up as members place them. */
export function useGroupBets(groupId: string, options: { refresh?: boolean } = {}) {
  return useQuery({
    ...groupBetsQueryOptions(groupId),
    refetchInterval: options.refresh ? REFRESH_INTERVAL_MS : false,
  });
}
