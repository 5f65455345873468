import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { GROUP_BETS_DEFAULT_LIMIT, GROUP_BETS_MAX_LIMIT } from '@wicket/shared/bet-paging';
import type { Bet, BetPage } from '@wicket/shared/schemas/bets';
import { useEffect, useMemo } from 'react';
import { api } from '@/lib/api-client';
import { pollInterval } from '@/lib/live-status';
import { queryKeys } from '@/lib/query-keys';

/** View Bets shows a group's bets 100 at a time: the server's default page, so every reader shares its cache. */
export const GROUP_BETS_PAGE_SIZE = GROUP_BETS_DEFAULT_LIMIT;
/** The betting sheet needs every bet: it loads them in the largest pages the server gives. */
export const GROUP_BETS_SHEET_PAGE_SIZE = GROUP_BETS_MAX_LIMIT;

/**
 * GET /api/bets/group/{groupId}?page&limit: one page of the group's bets in placing order, with the group's total.
 * The server decides what a caller sees: staff get the betters' phone numbers, members do not.
 */
export const getGroupBetsPage = (groupId: string, page: number, limit = GROUP_BETS_PAGE_SIZE) =>
  api.get<BetPage>(`/api/bets/group/${encodeURIComponent(groupId)}`, {
    query: { page, limit },
    fallback: 'Failed to load bets',
  });

/** The screens show load failures in place. A page keeps showing the previous one while the next loads. */
export const groupBetsPageQueryOptions = (groupId: string, page: number, limit = GROUP_BETS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.bets.groupPage(groupId, page, limit),
    queryFn: () => getGroupBetsPage(groupId, page, limit),
    // Another group's page is not a placeholder for this group's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === groupId ? previous : undefined),
    meta: { errorToast: false },
  });

/** One page of the group's bets; `refresh`: poll so bets show up as members place them (live events do too). */
export function useGroupBetsPage(groupId: string, page: number, options: { refresh?: boolean } = {}) {
  return useQuery({
    ...groupBetsPageQueryOptions(groupId, page),
    refetchInterval: options.refresh ? pollInterval : false,
  });
}

export const allGroupBetsQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.bets.groupAll(groupId),
    queryFn: ({ pageParam }) => getGroupBetsPage(groupId, pageParam, GROUP_BETS_SHEET_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last: BetPage) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    meta: { errorToast: false },
  });

/** Every bet of the loaded pages, in placing order. */
export const betsOfPages = (data: InfiniteData<BetPage> | undefined): Bet[] =>
  data ? data.pages.flatMap((page) => page.bets) : [];

/**
 * Every bet of the group, loaded 500 at a time one page after another, so no single answer is the whole list and
 * the screen can show what has arrived. `complete` once the loaded pages hold the group's total. A refresh
 * refetches the loaded pages (mostly 304s), then loads any page the new bets added.
 */
export function useAllGroupBets(groupId: string, options: { refresh?: boolean } = {}) {
  const query = useInfiniteQuery({
    ...allGroupBetsQueryOptions(groupId),
    refetchInterval: options.refresh ? pollInterval : false,
  });
  const { hasNextPage, isFetching, fetchNextPage, error } = query;
  // The page count is a dependency too: a quick answer can end a fetch within one render, leaving the rest unchanged.
  const loadedPages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (loadedPages > 0 && hasNextPage && !isFetching && !error) void fetchNextPage();
  }, [loadedPages, hasNextPage, isFetching, fetchNextPage, error]);
  const bets = useMemo(() => betsOfPages(query.data), [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, bets, total, complete: query.data !== undefined && !hasNextPage };
}
