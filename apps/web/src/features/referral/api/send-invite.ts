import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/users/send-whatsapp: queues the invite with the member's referral link. */
export const sendInvite = (phoneNumber: string) =>
  api.post<{ message: string }>('/api/users/send-whatsapp', {
    body: { phoneNumber },
    fallback: 'Failed to send invite. Please try again later.',
  });

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
