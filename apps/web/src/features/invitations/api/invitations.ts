import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationAcceptResult } from '@wicket/shared/schemas/invitations';
import { api } from '@/lib/api-client';
import { pollInterval } from '@/lib/live-status';
import { invalidateKeys, queryKeys } from '@/lib/query-keys';

/**
 * GET /api/users/invitations: the member's pending club invitations, newest first. The fallbacks here are catalog
 * texts written out (`FallbackText` holds them to messages.ts at typecheck, and their Hindi is found by the text): the
 * dashboard's first page shows this list, and importing the catalog for two texts brought all of it (8 KB gzip).
 */
export const getInvitations = () =>
  api.get<Invitation[]>('/api/users/invitations', { fallback: 'Failed to load invitations' });

/** The screen shows a failed load itself (the /invitations page) or stays silent (the dashboard's panel). */
export function useInvitations(enabled = true) {
  return useQuery({
    queryKey: queryKeys.invitations.all,
    queryFn: getInvitations,
    enabled,
    refetchInterval: pollInterval,
    meta: { errorToast: false },
  });
}

const invitationPath = (id: string, answer: 'accept' | 'decline') =>
  `/api/users/invitations/${encodeURIComponent(id)}/${answer}`;

/** POST /api/users/invitations/{id}/accept: the member joins the club. */
export const acceptInvitation = (id: string) =>
  api.post<InvitationAcceptResult>(invitationPath(id, 'accept'), {
    body: {},
    fallback: 'Failed to answer the invitation. Please try again.',
  });

/** POST /api/users/invitations/{id}/decline. */
export const declineInvitation = (id: string) =>
  api.post<{ message: string }>(invitationPath(id, 'decline'), {
    body: {},
    fallback: 'Failed to answer the invitation. Please try again.',
  });

/**
 * Accepting changes the member's club, which every club screen reads through the profile (`memberOf`): the whole
 * cache is outdated (profile, the club's matches, standings, balance), so all of it refetches. The token carries no
 * club, so it stays valid.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries(),
    // Refused (joined another club meanwhile, expired, answered): the list and the membership may have moved.
    onError: () => invalidateKeys(queryClient, [queryKeys.invitations.all, queryKeys.account.all]),
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSettled: () => invalidateKeys(queryClient, [queryKeys.invitations.all]),
  });
}
