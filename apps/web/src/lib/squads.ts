import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamNameKey } from '@wicket/shared/match-rules';
import { fallbackMessages } from '@wicket/shared/messages';
import type { GroupTemplates, GroupTemplatesBody, Team, TeamBody } from '@wicket/shared/schemas/squads';
import { api } from '@/lib/api-client';
import { groupTemplatesUrl, teamsQueryOptions, teamsUrl } from '@/lib/queries/get-teams';
import { invalidateKeys, queryKeys } from '@/lib/query-keys';

type TeamWrite = Team & { message: string };

/** POST /api/clubs/{clubId}/teams (staff of the club). */
export const createTeam = ({ clubId, body }: { clubId: string; body: TeamBody }) =>
  api.post<TeamWrite>(teamsUrl(clubId), { body, fallback: fallbackMessages.saveTeam });

/** PUT /api/teams/{id}: a new name and the whole squad. */
export const updateTeam = ({ teamId, body }: { teamId: string; body: TeamBody }) =>
  api.put<TeamWrite>(`/api/teams/${encodeURIComponent(teamId)}`, { body, fallback: fallbackMessages.saveTeam });

/** DELETE /api/teams/{id}. */
export const deleteTeam = (teamId: string) =>
  api.delete<{ _id: string; message: string }>(`/api/teams/${encodeURIComponent(teamId)}`, {
    fallback: fallbackMessages.deleteTeam,
  });

/** A team write changes the club's list and the lineups suggested from it. */
const teamsChanged = (queryClient: QueryClient, clubId: string) =>
  invalidateKeys(queryClient, [queryKeys.squads.teams(clubId), queryKeys.squads.lineups]);

/** Add or edit (one form): the screen shows a refusal beside the form, so no toast. */
export function useSaveTeam(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: string | null; body: TeamBody }) =>
      teamId ? updateTeam({ teamId, body }) : createTeam({ clubId, body }),
    onSuccess: () => teamsChanged(queryClient, clubId),
    meta: { errorToast: false },
  });
}

export function useDeleteTeam(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSuccess: () => teamsChanged(queryClient, clubId) });
}

/** PUT /api/clubs/{clubId}/group-templates: the whole list; the answer becomes the cached one. */
export function useSaveGroupTemplates(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupTemplatesBody) =>
      api.put<GroupTemplates & { message: string }>(groupTemplatesUrl(clubId), {
        body,
        fallback: fallbackMessages.saveGroupTemplates,
      }),
    onSuccess: ({ message: _message, ...templates }) =>
      queryClient.setQueryData(queryKeys.squads.templates(clubId), templates),
    meta: { errorToast: false },
  });
}

/** A squad to keep as the club's team of that name. */
export type SquadToSave = { name: string; players: string[] };

/**
 * Saves squads as the club's teams (the Cricsheet import's offer): the team of each name (ignoring case and spaces)
 * gets the new squad under its own name, and a name the club has no team of becomes a new team.
 */
export async function saveSquads(queryClient: QueryClient, clubId: string, squads: readonly SquadToSave[]) {
  const teams = await queryClient.fetchQuery({ ...teamsQueryOptions(clubId), staleTime: 0 });
  for (const squad of squads) {
    const existing = teams.find((team) => teamNameKey(team.name) === teamNameKey(squad.name));
    if (existing) await updateTeam({ teamId: existing._id, body: { name: existing.name, players: squad.players } });
    else await createTeam({ clubId, body: squad });
  }
}

export function useSaveSquads(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (squads: readonly SquadToSave[]) => saveSquads(queryClient, clubId, squads),
    onSettled: () => teamsChanged(queryClient, clubId),
  });
}
