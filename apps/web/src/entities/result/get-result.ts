import type { Result } from '@wicket/shared/schemas/results';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions, useQueryOnceKnown } from '@/lib/in-place-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/results/{resultId}: seven scores per team. */
export const getResult = (resultId: string) =>
  api.get<Result>(`/api/results/${encodeURIComponent(resultId)}`, { fallback: 'Failed to load match details' });

/** The screens show a failure in place. */
export const resultQueryOptions = (resultId: string) =>
  inPlaceQueryOptions(queryKeys.results.detail(resultId), () => getResult(resultId));

/** The match's `result` id; waits while the match has none (or is still loading). */
export function useResult(resultId: string | null | undefined) {
  return useQueryOnceKnown(resultId, resultQueryOptions);
}
