import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type { PlaceBetsResponse } from '@wicket/shared/schemas/bets';
import { st } from '@/i18n';
import { ApiError, api } from '@/lib/api-client';
import { invalidateEvents } from '@/lib/query-keys';

export type PlaceBetsInput = { betAmount: number; matchId: string; groupId: string; combinations: string[] };

/** True when the browser says it has no connection (a phone in a tunnel); unknown counts as online. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * POST /api/bets/multiple: all combinations or none. The Idempotency-Key belongs to the attempted bet set, not to
 * the request: the screen sends the same key again when the same bets are retried, so a request that did reach the
 * server before the connection dropped can never debit twice. A request that reaches nobody says so at once.
 */
export async function placeBets({ idempotencyKey, ...body }: PlaceBetsInput & { idempotencyKey: string }) {
  try {
    return await api.post<PlaceBetsResponse>('/api/bets/multiple', {
      body,
      fallback: 'Failed to place bets',
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      throw new ApiError(0, browserOffline() ? st(messages.betsOffline) : st(messages.betsNetworkFailed));
    }
    throw error;
  }
}

/**
 * Placing bets moves money: the group (pool, taken combinations), its bets and every balance refresh afterwards.
 * Sent while offline, the mutation waits (TanStack's online mode) and goes out by itself, same key, once the
 * browser is back online; the screen says so meanwhile (`isPaused`).
 */
export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    networkMode: 'online',
    // The slip's field shows a refusal: no toast saying it again (issue 38: errors were shown twice).
    meta: { errorToast: false },
    onSuccess: (_answer, input) =>
      invalidateEvents(queryClient, [
        { type: 'group', groupId: input.groupId, matchId: input.matchId },
        { type: 'balance' },
      ]),
  });
}
