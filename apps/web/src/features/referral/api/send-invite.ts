import { useMutation } from '@tanstack/react-query';
import type { SendInviteResponse } from '@wicket/shared/schemas/referrals';
import { api } from '@/lib/api-client';

/**
 * POST /api/users/send-whatsapp: queues the invite with the member's referral link. `sentByProvider` false: nothing
 * will deliver it here, so the answer's `whatsappLink` is the way to send it.
 */
export const sendInvite = (phoneNumber: string) =>
  api.post<SendInviteResponse>('/api/users/send-whatsapp', {
    body: { phoneNumber },
    fallback: 'Failed to send invite. Please try again later.',
  });

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
