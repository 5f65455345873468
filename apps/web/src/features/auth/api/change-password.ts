import { useMutation } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import { api } from '@/lib/api-client';

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

/** PUT /api/users/change-password: answers a new token; every older token stops working. */
export const changePassword = (body: ChangePasswordBody) =>
  api.put<{ message: string; token: string }>('/api/users/change-password', {
    body,
    fallback: messages.changePasswordFailed,
  });

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
