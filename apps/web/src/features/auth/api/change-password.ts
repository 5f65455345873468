import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

/** PUT /api/users/change-password: answers a new token; every older token stops working. */
export const changePassword = (body: ChangePasswordBody) =>
  api.put<{ message: string; token: string }>('/api/users/change-password', {
    body,
    fallback: messages.changePasswordFailed,
  });

/**
 * A password change also ends the calendar address (the server makes a new one on the next read): the cached one,
 * kept forever otherwise, is dropped and fetched again.
 */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.resetQueries({ queryKey: queryKeys.calendar }),
  });
}
