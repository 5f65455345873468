import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { fallbackMessages } from '@wicket/shared/messages';
import type {
  GroupTemplates,
  GroupTemplatesBody,
  SquadsMerge,
  SquadsMergeBody,
  Team,
  TeamBody,
} from '@wicket/shared/schemas/squads';
import { groupTemplatesUrl, teamsUrl } from '@/entities/team/get-teams';
import { api } from '@/lib/api-client';
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

/**
 * POST /api/clubs/{clubId}/teams/merge (the Cricsheet import's offer, issue 38): a file's squads merged into the
 * club's teams of those names (names only added) or new teams; a dry run answers the changes to confirm first.
 */
export const mergeSquads = ({ clubId, body }: { clubId: string; body: SquadsMergeBody }) =>
  api.post<SquadsMerge>(`${teamsUrl(clubId)}/merge`, { body, fallback: fallbackMessages.saveSquads });

export function useMergeSquads(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SquadsMergeBody) => mergeSquads({ clubId, body }),
    onSuccess: (answer) => {
      if (!answer.dryRun) teamsChanged(queryClient, clubId);
    },
  });
}
