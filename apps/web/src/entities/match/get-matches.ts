import { queryOptions } from '@tanstack/react-query';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { api, type FallbackText } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A club's match list, the one read of it for every screen (the member dashboard, the staff screens):
 * GET /api/matches/club/{clubId}, or GET /api/matches for a Manager's own club when `clubId` is undefined.
 */
export const getMatches = (clubId: string | undefined, fallback: FallbackText) =>
  api.get<MatchListItem[]>(clubId ? `/api/matches/club/${encodeURIComponent(clubId)}` : '/api/matches', { fallback });

/** The list's query: one key per club (queryKeys.matches.list), so every screen of a club shares one cache entry. */
export const matchesQueryOptions = (clubId: string | undefined, fallback: FallbackText = 'Failed to fetch matches') =>
  queryOptions({ queryKey: queryKeys.matches.list(clubId), queryFn: () => getMatches(clubId, fallback) });
