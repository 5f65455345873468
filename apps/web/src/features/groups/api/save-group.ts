import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody, Group, UpdateGroupBody } from '@wicket/shared/schemas/groups';
import { api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';

type GroupWrite = Group & { message: string };

/** POST /api/groups. */
export const createGroup = (body: CreateGroupBody) =>
  api.post<GroupWrite>('/api/groups', { body, fallback: 'Failed to add group' });

/** PUT /api/groups/{id}: the same fields without matchId; refused once the group has bets. */
export const updateGroup = ({ groupId, body }: { groupId: string; body: UpdateGroupBody }) =>
  api.put<GroupWrite>(`/api/groups/${encodeURIComponent(groupId)}`, { body, fallback: 'Failed to update group' });

/** DELETE /api/groups/{id}: refunds every bet of the group in the same transaction. */
export const deleteGroup = (groupId: string) =>
  api.delete<{ _id: string; message: string; refundedBets: number; refundedAmount: number }>(
    `/api/groups/${encodeURIComponent(groupId)}`,
    { fallback: 'Failed to delete group' },
  );

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (saved) => invalidateEvents(queryClient, [{ type: 'group', groupId: saved._id, matchId: saved.match }]),
  });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (saved) => invalidateEvents(queryClient, [{ type: 'group', groupId: saved._id, matchId: saved.match }]),
  });
}

/**
 * A delete with bets refunds members: the match (its bets flag), its groups and bets, and every balance refresh.
 * The input names the match, since the answer does not.
 */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId }: { groupId: string; matchId: string }) => deleteGroup(groupId),
    onSuccess: (_answer, { groupId, matchId }) =>
      invalidateEvents(queryClient, [
        { type: 'group', groupId, matchId },
        { type: 'match', matchId },
        { type: 'balance' },
      ]),
  });
}
