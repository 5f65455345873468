import { useQuery } from '@tanstack/react-query';
import { matchesQueryOptions } from '@/entities/match/get-matches';
import { useProfile } from '@/lib/account';

/**
 * The matches of the signed-in user's club (Members and Managers, from the profile's memberOf). Admins belong to
 * no club, so they get none here; `clubless` is true for a member nobody has added to a club yet.
 */
export function useDashboardMatches() {
  const profile = useProfile();
  const clubId = profile.data?.memberOf?._id;
  const club = useQuery({ ...matchesQueryOptions(clubId ?? '', 'Failed to load dashboard'), enabled: Boolean(clubId) });
  return {
    matches: club.data ?? [],
    isPending: profile.isPending || (Boolean(clubId) && club.isPending),
    error: profile.error ?? club.error,
    clubless: profile.isSuccess && !clubId,
    clubName: profile.data?.memberOf?.clubName,
  };
}
