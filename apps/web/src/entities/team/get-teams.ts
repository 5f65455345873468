import { useQuery } from '@tanstack/react-query';
import { fallbackMessages } from '@wicket/shared/messages';
import type { GroupTemplates, Lineup, Team } from '@wicket/shared/schemas/squads';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions, useQueryOnceKnown } from '@/lib/in-place-query';
import { queryKeys } from '@/lib/query-keys';

const enc = encodeURIComponent;
export const teamsUrl = (clubId: string) => `/api/clubs/${enc(clubId)}/teams`;
export const groupTemplatesUrl = (clubId: string) => `/api/clubs/${enc(clubId)}/group-templates`;

/** GET /api/clubs/{clubId}/teams (readers of the club): the club's teams sorted by name. */
export const getTeams = (clubId: string) => api.get<Team[]>(teamsUrl(clubId), { fallback: fallbackMessages.loadTeams });

export const teamsQueryOptions = (clubId: string) =>
  inPlaceQueryOptions(queryKeys.squads.teams(clubId), () => getTeams(clubId));

/** Waits while `clubId` is unknown (the Manager's club comes with the profile, a match's with the match). */
export function useTeams(clubId: string | undefined) {
  return useQueryOnceKnown(clubId, teamsQueryOptions);
}

/** GET /api/clubs/{clubId}/group-templates (readers of the club). */
export function useGroupTemplates(clubId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.squads.templates(clubId ?? ''),
    queryFn: () =>
      api.get<GroupTemplates>(groupTemplatesUrl(clubId ?? ''), { fallback: fallbackMessages.loadGroupTemplates }),
    enabled: Boolean(clubId),
    meta: { errorToast: false },
  });
}

/**
 * GET /api/matches/{id}/lineup (staff of the club): each side's squad and the names to prefill. Always read afresh
 * when Add Players opens: another match's players may have changed it.
 */
export function useLineup(matchId: string) {
  return useQuery({
    queryKey: queryKeys.squads.lineup(matchId),
    queryFn: () => api.get<Lineup>(`/api/matches/${enc(matchId)}/lineup`, { fallback: fallbackMessages.loadTeams }),
    staleTime: 0,
    meta: { errorToast: false },
  });
}
