import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody, Group, UpdateGroupBody } from '@wicket/shared/schemas/groups';
import { useRefreshBalance } from '@/lib/account';
import { api } from '@/lib/api-client';
import { staffGroupKeys } from './get-groups';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGroupKeys.all }),
  });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGroupKeys.all }),
  });
}

/** A delete with bets refunds members: balances, bets and the match's bets flag refresh too. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () =>
      Promise.all([
        refreshBalance(),
        queryClient.invalidateQueries({ queryKey: staffGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['matches'] }),
        queryClient.invalidateQueries({ queryKey: ['bets'] }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
}
