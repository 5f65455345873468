import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { useProfile } from '@/lib/account';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/matches/club/{clubId}: a club's matches (the member dashboard's list). */
export const getClubMatches = (clubId: string) =>
  api.get<MatchListItem[]>(`/api/matches/club/${encodeURIComponent(clubId)}`, { fallback: 'Failed to load dashboard' });

export const clubMatchesQueryOptions = (clubId: string) =>
  queryOptions({ queryKey: queryKeys.matches.list(clubId), queryFn: () => getClubMatches(clubId) });

/**
 * The matches of the signed-in user's club (Members and Managers, from the profile's memberOf). Admins belong to
 * no club, so they get none here; `clubless` is true for a member nobody has added to a club yet.
 */
export function useDashboardMatches() {
  const profile = useProfile();
  const clubId = profile.data?.memberOf?._id;
  const club = useQuery({ ...clubMatchesQueryOptions(clubId ?? ''), enabled: Boolean(clubId) });
  return {
    matches: club.data ?? [],
    isPending: profile.isPending || (Boolean(clubId) && club.isPending),
    error: profile.error ?? club.error,
    clubless: profile.isSuccess && !clubId,
    clubName: profile.data?.memberOf?.clubName,
  };
}
