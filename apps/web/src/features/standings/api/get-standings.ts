import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Standing } from '@wicket/shared/schemas/stats';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Inclusive days, `YYYY-MM-DD`; an empty end is open. */
export type DateRange = { from?: string; to?: string };

/** GET /api/clubs/{clubId}/standings?from=&to= */
export const getStandings = (clubId: string, range: DateRange) =>
  api.get<Standing[]>(`/api/clubs/${encodeURIComponent(clubId)}/standings`, {
    fallback: 'Failed to load data',
    query: { from: range.from || undefined, to: range.to || undefined },
  });

export function useStandings(clubId: string | undefined, range: DateRange) {
  return useQuery({
    queryKey: queryKeys.season.standings(clubId ?? '', range.from ?? '', range.to ?? ''),
    queryFn: () => getStandings(clubId ?? '', range),
    enabled: Boolean(clubId),
    placeholderData: keepPreviousData,
  });
}
