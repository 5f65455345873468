import { type QueryKey, queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';

/**
 * The options of a read whose screens show a failure in place (an Error heading or an empty state, spec section 8),
 * so the query client's toast does not say it a second time.
 */
export function inPlaceQueryOptions<TData, TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, meta: { errorToast: false } });
}

/** Reads by an id the screen may not know yet (it comes with the profile or another query): waits until it does. */
export function useQueryOnceKnown<TData, TKey extends QueryKey>(
  id: string | null | undefined,
  options: (id: string) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  return useQuery({ ...options(id ?? ''), enabled: Boolean(id) });
}
