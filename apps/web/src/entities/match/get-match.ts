import type { Match } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions, useQueryOnceKnown } from '@/lib/in-place-query';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/matches/{id}: one match, for member and staff screens alike. Screens show a failure in place. */
export const getMatch = (matchId: string) =>
  api.get<Match>(`/api/matches/${encodeURIComponent(matchId)}`, { fallback: 'Failed to fetch match details' });

export const matchQueryOptions = (matchId: string) =>
  inPlaceQueryOptions(queryKeys.matches.detail(matchId), () => getMatch(matchId));

/** Waits while `matchId` is unknown (a screen that learns it from another query). */
export function useMatch(matchId: string | undefined) {
  return useQueryOnceKnown(matchId, matchQueryOptions);
}
