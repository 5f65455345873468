import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type { PlaceBidResponse, StandingBid } from '@wicket/shared/schemas/bids';
import { st } from '@/i18n';
import { ApiError, api } from '@/lib/api-client';
import { inPlaceQueryOptions } from '@/lib/in-place-query';
import { isLiveConnected, LIVE_SAFETY_POLL_MS } from '@/lib/live-status';
import { invalidateEvents, queryKeys } from '@/lib/query-keys';

/**
 * How often the bidding screen refetches its lots while the live stream is down: bids move fast, so it does not wait
 * for the spec's 15 s fallback. While the stream is up, each bid's event carries the lots it changed
 * (lib/live-board.ts) and the screen only polls slowly to heal a lost one.
 */
export const BIDS_REFRESH_MS = 2000;

/** GET /api/bids/group/{groupId}: the lots that have a standing bid. */
export const getGroupBids = (groupId: string) =>
  api.get<StandingBid[]>(`/api/bids/group/${encodeURIComponent(groupId)}`, { fallback: 'Failed to load bids' });

export const groupBidsQueryOptions = (groupId: string) =>
  inPlaceQueryOptions(queryKeys.bids.group(groupId), () => getGroupBids(groupId));

export function useGroupBids(groupId: string) {
  return useQuery({
    ...groupBidsQueryOptions(groupId),
    refetchInterval: () => (isLiveConnected() ? LIVE_SAFETY_POLL_MS : BIDS_REFRESH_MS),
  });
}

export type PlaceBidInput = { groupId: string; matchId: string; combination: string; amount: number };

/** POST /api/bids. The Idempotency-Key belongs to the attempted bid: a retry of the same bid sends the same key. */
export async function placeBid({ idempotencyKey, ...body }: PlaceBidInput & { idempotencyKey: string }) {
  try {
    return await api.post<PlaceBidResponse>('/api/bids', {
      body,
      fallback: 'Failed to place bid',
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new ApiError(0, st(messages.betsNetworkFailed));
    throw error;
  }
}

/** A bid moves money: the lots, the group (pool), its bets and every balance refresh afterwards. */
export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    // The bid's field shows a refusal: no toast saying it again (issue 38: errors were shown twice).
    meta: { errorToast: false },
    onSettled: (_answer, _error, input) =>
      invalidateEvents(queryClient, [
        { type: 'group', groupId: input.groupId, matchId: input.matchId },
        { type: 'balance' },
      ]),
  });
}
