import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, OfflineError } from './api-client';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** errorToast: false keeps a failure off the toasts (the screen shows it, or the spec says it is silent). */
    queryMeta: { errorToast?: boolean };
    mutationMeta: { errorToast?: boolean };
  }
}

/** Client errors will not change on retry; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * One place turns failed calls into toasts (spec section 8): the error already carries the server's message or
 * the screen's fallback. Queries and mutations opt out with `meta: { errorToast: false }`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast === false) return;
        if (error instanceof ApiError && error.status === 401) return;
        // Offline: the banner on every page says so; a toast would say it a second time (issue 38).
        if (error instanceof OfflineError) return;
        notifyError(error.message);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast === false) return;
        notifyError(error.message);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
