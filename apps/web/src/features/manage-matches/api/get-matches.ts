import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Match } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/matches (a Manager's own club) or GET /api/matches/club/{clubId} (the club an Admin chose). */
export const getStaffMatches = (clubId: string | undefined) =>
  api.get<Match[]>(clubId ? `/api/matches/club/${encodeURIComponent(clubId)}` : '/api/matches', {
    fallback: 'Failed to fetch matches',
  });

/** Earliest first, as the member dashboard sorts them. */
export const byDate = (matches: Match[]): Match[] =>
  [...matches].sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));

export const staffMatchesQueryOptions = (clubId: string | undefined) =>
  queryOptions({ queryKey: queryKeys.matches.list(clubId), queryFn: () => getStaffMatches(clubId), select: byDate });

export function useStaffMatches(clubId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffMatchesQueryOptions(clubId), enabled: options.enabled ?? true });
}
