import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { staffMatchOrder } from '../utils/match-order';

/** GET /api/matches (a Manager's own club) or GET /api/matches/club/{clubId} (the club an Admin chose). */
export const getStaffMatches = (clubId: string | undefined) =>
  api.get<MatchListItem[]>(clubId ? `/api/matches/club/${encodeURIComponent(clubId)}` : '/api/matches', {
    fallback: 'Failed to fetch matches',
  });

/** Upcoming matches first (soonest first), then past ones (newest first): what staff act on next is on top. */
const staffOrder = (matches: MatchListItem[]): MatchListItem[] => staffMatchOrder(matches, new Date());

export const staffMatchesQueryOptions = (clubId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.matches.list(clubId),
    queryFn: () => getStaffMatches(clubId),
    select: staffOrder,
  });

export function useStaffMatches(clubId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...staffMatchesQueryOptions(clubId), enabled: options.enabled ?? true });
}
