import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Result } from '@wicket/shared/schemas/results';
import { api } from '@/lib/api-client';

/** GET /api/results/{resultId}: seven scores per team. */
export const getResult = (resultId: string) =>
  api.get<Result>(`/api/results/${encodeURIComponent(resultId)}`, { fallback: 'Failed to load match details' });

export const resultQueryOptions = (resultId: string) =>
  queryOptions({ queryKey: ['results', resultId], queryFn: () => getResult(resultId) });

export function useResult(resultId: string | null | undefined) {
  return useQuery({ ...resultQueryOptions(resultId ?? ''), enabled: Boolean(resultId) });
}
