import type { Club } from '@wicket/shared/schemas/clubs';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions, useQueryOnceKnown } from '@/lib/in-place-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/clubs/{id} (Admin): a club and its manager. */
export const getClub = (clubId: string) =>
  api.get<Club>(`/api/clubs/${encodeURIComponent(clubId)}`, { fallback: 'Failed to load data' });

/** The edit form shows a failure in place; a heading that only names the club goes without. */
export const clubQueryOptions = (clubId: string) =>
  inPlaceQueryOptions(queryKeys.clubs.detail(clubId), () => getClub(clubId));

export function useClub(clubId: string | undefined) {
  return useQueryOnceKnown(clubId, clubQueryOptions);
}
