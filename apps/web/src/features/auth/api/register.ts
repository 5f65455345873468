import { useMutation } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type { AuthUser, registerBodySchema } from '@wicket/shared/schemas/users';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type RegisterPayload = z.output<typeof registerBodySchema>;

/** POST /api/users/register: answers like login, so the new member is signed in at once. */
export const register = (body: RegisterPayload) =>
  api.post<AuthUser>('/api/users/register', { body, auth: false, fallback: messages.registrationFailed });

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
