import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Club } from '@wicket/shared/schemas/clubs';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/clubs/{id} (Admin): a club and its manager. */
export const getClub = (clubId: string) =>
  api.get<Club>(`/api/clubs/${encodeURIComponent(clubId)}`, { fallback: 'Failed to load data' });

/** The edit form shows a failure in place; a heading that only names the club goes without. */
export const clubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: queryKeys.clubs.detail(clubId),
    queryFn: () => getClub(clubId),
    meta: { errorToast: false },
  });

export function useClub(clubId: string | undefined) {
  return useQuery({ ...clubQueryOptions(clubId ?? ''), enabled: Boolean(clubId) });
}
