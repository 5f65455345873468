import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { groupQueryOptions } from '@/lib/queries/get-group';
import { groupBetsPageQueryOptions } from '@/lib/queries/get-group-bets';

/*
 * The data of a screen, asked for while the router renders its route, before the screen's own code has loaded: on a
 * first visit the requests run beside the chunk's download instead of after it (the bench's View Bets waterfall).
 * The screens read the same queries, so they find the answers cached or in flight. Kept apart from the pages so the
 * router's bundle takes only these few lines.
 */

/** View Bets' page number from `?page=`: a whole number from 1, else 1. */
export function viewBetsPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** View Bets (member and staff): the group and the page of bets the URL names. */
export function ViewBetsPrefetch() {
  const { groupId = '' } = useParams();
  const [search] = useSearchParams();
  usePrefetchQuery(groupQueryOptions(groupId));
  usePrefetchQuery(groupBetsPageQueryOptions(groupId, viewBetsPage(search.get('page'))));
  return null;
}

/** Place Bet: the group, its match and the combinations. */
export function PlaceBetPrefetch() {
  const { groupId = '' } = useParams();
  usePrefetchQuery(groupQueryOptions(groupId));
  return null;
}
