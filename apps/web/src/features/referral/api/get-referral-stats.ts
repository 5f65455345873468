import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralStats } from '@wicket/shared/schemas/referrals';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/referral-stats: code, count, earnings and the friends who joined. */
export const getReferralStats = () =>
  api.get<ReferralStats>('/api/users/referral-stats', { fallback: 'Failed to fetch referral data' });

export const referralStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.referralStats, queryFn: getReferralStats });

export function useReferralStats() {
  return useQuery(referralStatsQueryOptions());
}
