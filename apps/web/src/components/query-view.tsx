import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';

/**
 * A read as the screens show it: its failure in place (spec section 8), a loader until it has answered, then
 * `children` with what it answered. A refetch that fails shows the failure even over data read before.
 */
export function QueryView<T>({
  query,
  children,
}: {
  query: { error: Error | null; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <ErrorState message={query.error.message} />;
  if (query.data === undefined) return <PageLoader />;
  return children(query.data);
}
