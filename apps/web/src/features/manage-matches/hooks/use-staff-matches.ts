import { useQuery } from '@tanstack/react-query';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { matchesQueryOptions } from '@/entities/match/get-matches';
import { staffMatchOrder } from '../utils/match-order';

/** Upcoming matches first (soonest first), then past ones (newest first): what staff act on next is on top. */
const staffOrder = (matches: MatchListItem[]): MatchListItem[] => staffMatchOrder(matches, new Date());

/** The staff's match list: a Manager's own club (`clubId` undefined) or the club an Admin chose, in staff order. */
export function useStaffMatches(clubId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...matchesQueryOptions(clubId), select: staffOrder, enabled: options.enabled ?? true });
}
