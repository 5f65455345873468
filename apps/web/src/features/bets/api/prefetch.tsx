import { groupQueryOptions } from '@/entities/group/get-group';
import { groupBetsPageQueryOptions } from '@/entities/group/get-group-bets';
import { prefetchOnce, type ScreenPrefetch } from '@/lib/prefetch';

/*
 * The data of a screen, asked for by the router while the screen's chunk loads (lib/prefetch.tsx). The
 * screens read the same queries, so they find the answers cached or in flight. Kept apart from the pages so the
 * router's bundle takes only these few lines.
 */

/** View Bets' page number from `?page=`: a whole number from 1, else 1. */
export function viewBetsPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** View Bets (member and staff): the group and the page of bets the URL names. */
export const prefetchViewBets: ScreenPrefetch = (queryClient, { groupId = '' }, search) => {
  prefetchOnce(queryClient, groupQueryOptions(groupId));
  prefetchOnce(queryClient, groupBetsPageQueryOptions(groupId, viewBetsPage(search.get('page'))));
};

/** Place Bet: the group, its match and the combinations. */
export const prefetchPlaceBet: ScreenPrefetch = (queryClient, { groupId = '' }) => {
  prefetchOnce(queryClient, groupQueryOptions(groupId));
};
