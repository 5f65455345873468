import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnterTeamResponse, GroupTeams, SaveTeamResponse, TeamBody } from '@wicket/shared/schemas/fantasy-teams';
import { api } from '@/lib/api-client';
import { invalidateEvents, queryKeys } from '@/lib/query-keys';

/**
 * GET /api/groups/{groupId}/teams: while betting is open the caller's own teams, after it every team with its owner,
 * points and rank. Kept under the group's bets key, so a `group` event (an entry, a scorecard save) refetches it and
 * the leaderboard moves live.
 */
export function useGroupTeams(groupId: string) {
  return useQuery({
    queryKey: queryKeys.bets.teams(groupId),
    queryFn: () =>
      api.get<GroupTeams>(`/api/groups/${encodeURIComponent(groupId)}/teams`, { fallback: 'Failed to load teams' }),
    meta: { errorToast: false },
  });
}

type TeamTarget = { groupId: string; matchId: string };

/** POST /api/groups/{groupId}/teams: the fee moves, so a retry of the same team carries the same key. */
export function useEnterTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, team, idempotencyKey }: TeamTarget & { team: TeamBody; idempotencyKey: string }) =>
      api.post<EnterTeamResponse>(`/api/groups/${encodeURIComponent(groupId)}/teams`, {
        body: team,
        fallback: 'Failed to enter the team',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    meta: { errorToast: false },
    onSuccess: (_answer, input) =>
      invalidateEvents(queryClient, [
        { type: 'group', groupId: input.groupId, matchId: input.matchId },
        { type: 'balance' },
      ]),
  });
}

/** PUT /api/fantasy-teams/{id}: the same checks, no money. */
export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, team }: TeamTarget & { teamId: string; team: TeamBody }) =>
      api.put<SaveTeamResponse>(`/api/fantasy-teams/${encodeURIComponent(teamId)}`, {
        body: team,
        fallback: 'Failed to save team',
      }),
    meta: { errorToast: false },
    onSuccess: (_answer, input) =>
      invalidateEvents(queryClient, [{ type: 'group', groupId: input.groupId, matchId: input.matchId }]),
  });
}
