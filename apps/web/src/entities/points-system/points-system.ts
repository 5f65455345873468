import { fallbackMessages } from '@wicket/shared/messages';
import type { PointsSystemAnswer } from '@wicket/shared/schemas/points';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions, useQueryOnceKnown } from '@/lib/in-place-query';
import { queryKeys } from '@/lib/query-keys';

export const pointsSystemUrl = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/points-system`;

/** GET /api/clubs/{clubId}/points-system (readers of the club): the club's own table, or the default. */
export const getPointsSystem = (clubId: string) =>
  api.get<PointsSystemAnswer>(pointsSystemUrl(clubId), { fallback: fallbackMessages.loadPointsSystem });

/** The screens show a failure in place. */
export const pointsSystemQueryOptions = (clubId: string) =>
  inPlaceQueryOptions(queryKeys.clubs.pointsSystem(clubId), () => getPointsSystem(clubId));

/** Waits while `clubId` is unknown (the Manager's club comes with the profile, a match's with the match). */
export function usePointsSystem(clubId: string | undefined) {
  return useQueryOnceKnown(clubId, pointsSystemQueryOptions);
}
