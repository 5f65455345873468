import { type FetchQueryOptions, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type Params, useParams, useSearchParams } from 'react-router';

/**
 * Starts a screen's data requests from its route alone (path parameters and query string), before the screen's own
 * code has loaded: on a first visit they run beside the chunk's download instead of after it.
 */
export type ScreenPrefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams) => void;

/** Asks for a query unless the cache already has it (answered or in flight), as `usePrefetchQuery` does. */
export function prefetchOnce<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}

/** A route's prefetch while the router renders it, for navigations inside the app (main.tsx covers the first page). */
export function PrefetchScreenData({ prefetch }: { prefetch: ScreenPrefetch }) {
  const queryClient = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  // During render, before the lazy screen beside it suspends; prefetchOnce makes a re-render ask for nothing.
  prefetch(queryClient, params, search);
  return null;
}
