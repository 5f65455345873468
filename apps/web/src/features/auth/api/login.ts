import { useMutation } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type { AuthUser, LoginBody } from '@wicket/shared/schemas/users';
import { api } from '@/lib/api-client';

/** POST /api/users/login: public; a wrong phone or password answers the spec's text. */
export const login = (body: LoginBody) =>
  api.post<AuthUser>('/api/users/login', { body, auth: false, fallback: messages.loginFailed });

export function useLoginMutation() {
  // The form shows a refusal beside its button (issue 38: a bottom toast hid under a phone's keyboard).
  return useMutation({ mutationFn: login, meta: { errorToast: false } });
}
