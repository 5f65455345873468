import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type { WelcomeBody, WelcomeInfo } from '@wicket/shared/schemas/member-import';
import type { AuthUser } from '@wicket/shared/schemas/users';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const path = (token: string) => `/api/users/welcome/${encodeURIComponent(token)}`;

/** GET /api/users/welcome/{token} (no sign-in): whom the link greets; a used or expired link answers 404. */
export const getWelcome = (token: string) =>
  api.get<WelcomeInfo>(path(token), { auth: false, fallback: messages.welcomeLinkInvalid });

export function useWelcome(token: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.welcome(token),
      queryFn: () => getWelcome(token),
      retry: false,
      // The screen shows the 404 itself, not as a toast.
      meta: { errorToast: false },
    }),
  );
}

/** POST /api/users/welcome/{token}: the member's first password; answers as login does. */
export const acceptWelcome = ({ token, body }: { token: string; body: WelcomeBody }) =>
  api.post<AuthUser>(path(token), { body, auth: false, fallback: messages.welcomeFailed });

export function useAcceptWelcome() {
  return useMutation({ mutationFn: acceptWelcome });
}
