import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Match } from '@wicket/shared/schemas/matches';
import { useProfile } from '@/lib/account';
import { api } from '@/lib/api-client';
import { useLogin } from '@/lib/auth-storage';

export const matchKeys = {
  all: ['matches'] as const,
  club: (clubId: string) => ['matches', 'club', clubId] as const,
  everyClub: () => ['matches', 'all-clubs'] as const,
  detail: (matchId: string) => ['matches', 'detail', matchId] as const,
};

/** A club's matches: the member dashboard's list. */
export const getClubMatches = (clubId: string) =>
  api.get<Match[]>(`/api/matches/club/${encodeURIComponent(clubId)}`, { fallback: 'Failed to load dashboard' });

export const clubMatchesQueryOptions = (clubId: string) =>
  queryOptions({ queryKey: matchKeys.club(clubId), queryFn: () => getClubMatches(clubId) });

/** Every club's matches (Admin). */
export const getAllMatches = () => api.get<Match[]>('/api/matches', { fallback: 'Failed to fetch matches' });

export const allMatchesQueryOptions = () => queryOptions({ queryKey: matchKeys.everyClub(), queryFn: getAllMatches });

/**
 * The matches the signed-in user sees on a dashboard: a Member's or Manager's club (from the profile), every club
 * for an Admin. `clubless` is true for a member nobody has added to a club yet.
 */
export function useDashboardMatches() {
  const login = useLogin();
  const isAdmin = login?.userType === 'Admin';
  const profile = useProfile();
  const clubId = profile.data?.memberOf?._id;
  const club = useQuery({ ...clubMatchesQueryOptions(clubId ?? ''), enabled: Boolean(clubId) && !isAdmin });
  const all = useQuery({ ...allMatchesQueryOptions(), enabled: isAdmin });
  const source = isAdmin ? all : club;
  return {
    matches: source.data ?? [],
    isPending: profile.isPending || (source.isPending && (isAdmin || Boolean(clubId))),
    error: profile.error ?? source.error,
    clubless: !isAdmin && profile.isSuccess && !clubId,
    clubName: profile.data?.memberOf?.clubName,
  };
}
