import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type { ClubInvitation } from '@wicket/shared/schemas/invitations';
import { api } from '@/lib/api-client';
import { invalidateKeys, queryKeys } from '@/lib/query-keys';

/** GET /api/clubs/{clubId}/invitations: the club's pending invitations, newest first, each by the phone it went to. */
export const getClubInvitations = (clubId: string) =>
  api.get<ClubInvitation[]>(`/api/clubs/${encodeURIComponent(clubId)}/invitations`, {
    fallback: messages.invitationsLoadFailed,
  });

export function useClubInvitations(clubId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.members.invitations(clubId ?? ''),
    queryFn: () => getClubInvitations(clubId ?? ''),
    enabled: Boolean(clubId),
  });
}

/** DELETE /api/invitations/{id}: the member can no longer accept it. */
export const withdrawInvitation = (id: string) =>
  api.delete<{ message: string }>(`/api/invitations/${encodeURIComponent(id)}`, {
    fallback: messages.invitationWithdrawFailed,
  });

/** Withdrawn or refused (answered meanwhile), the list may have moved either way. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSettled: () => invalidateKeys(queryClient, [queryKeys.members.all]),
  });
}
