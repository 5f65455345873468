import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MY_BETS_DEFAULT_LIMIT, type MyBetsResponse } from '@wicket/shared/schemas/bets';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec section 9: My Bets shows 20 per page. */
export const MY_BETS_PAGE_SIZE = MY_BETS_DEFAULT_LIMIT;

/** GET /api/bets/my-bets?page&limit: the member's bets, newest first, with the total for paging. */
export const getMyBets = (page: number) =>
  api.get<MyBetsResponse>('/api/bets/my-bets', {
    query: { page, limit: MY_BETS_PAGE_SIZE },
    fallback: 'Failed to fetch bets',
  });

export const myBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.minePage(page),
    queryFn: () => getMyBets(page),
    placeholderData: keepPreviousData,
  });

export function useMyBets(page: number) {
  return useQuery(myBetsQueryOptions(page));
}
