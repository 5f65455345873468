import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fallbackMessages } from '@wicket/shared/messages';
import type { AddMemberBody, RegisteredMemberResult, RegisterMemberBody } from '@wicket/shared/schemas/members';
import type { PasswordReset } from '@wicket/shared/schemas/users';
import { api } from '@/lib/api-client';
import { invalidateEvents, invalidateKeys, queryKeys } from '@/lib/query-keys';
import { clubScopedPath } from '@/lib/staff';

type MemberWrite = Omit<RegisteredMemberResult, 'welcomeLink'>;
type CreditResult = { message: string; _id: string; credits: number };
export type CreditDirection = 'add' | 'deduct';

/**
 * POST /api/users/add-member[/{clubId}]: a Member without a club, by phone, is invited (design-season section 10);
 * they join when they accept, so the answer is only the server's text.
 */
export const addExistingMember = ({ clubId, body }: { clubId: string | undefined; body: AddMemberBody }) =>
  api.post<{ message: string }>(clubScopedPath('/api/users/add-member', clubId), {
    body,
    fallback: 'Failed to add member',
  });

/**
 * POST /api/users/register-member[/{clubId}]: a new account that joins the club, without a password: the answer's
 * welcome link lets the member choose one.
 */
export const registerMember = ({ clubId, body }: { clubId: string | undefined; body: RegisterMemberBody }) =>
  api.post<RegisteredMemberResult>(clubScopedPath('/api/users/register-member', clubId), {
    body,
    fallback: 'Failed to add member',
  });

/** PUT /api/users/remove-member/{id}: the member leaves the club; balance and history stay. */
export const removeMember = (memberId: string) =>
  api.put<MemberWrite>(`/api/users/remove-member/${encodeURIComponent(memberId)}`, {
    body: {},
    fallback: 'Failed to remove member',
  });

/** PUT /api/users/{add,deduct}-credit/{id} with creditAmount in RS. */
export const moveCredit = ({
  memberId,
  direction,
  creditAmount,
}: {
  memberId: string;
  direction: CreditDirection;
  creditAmount: number;
}) =>
  api.put<CreditResult>(`/api/users/${direction}-credit/${encodeURIComponent(memberId)}`, {
    body: { creditAmount },
    fallback: direction === 'add' ? 'Failed to add credit' : 'Failed to deduct credit',
  });

/** PUT /api/users/reset-password/{id}: a random temporary password, in this answer only; older sessions end. */
export const resetMemberPassword = (memberId: string) =>
  api.put<PasswordReset>(`/api/users/reset-password/${encodeURIComponent(memberId)}`, {
    body: {},
    fallback: fallbackMessages.resetPassword,
  });

export function useResetMemberPassword() {
  return useMutation({ mutationFn: resetMemberPassword });
}

function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () => invalidateKeys(queryClient, [queryKeys.members.all]);
}

/** An invitation adds nobody to the members list yet; only the club's pending invitations may have changed. */
export function useAddExistingMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: addExistingMember, onSuccess: invalidate });
}

export function useRegisterMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: registerMember, onSuccess: invalidate });
}

export function useRemoveMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: removeMember, onSuccess: invalidate });
}

/** A money action: every balance on screen (the members list, the header's) refreshes afterwards. */
export function useMoveCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCredit,
    onSuccess: () => invalidateEvents(queryClient, [{ type: 'balance' }]),
  });
}
