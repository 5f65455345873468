import { useQuery } from '@tanstack/react-query';
import type { MyStats } from '@wicket/shared/schemas/stats';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/my-stats: the member's totals and each settled match. */
export const getMyStats = () => api.get<MyStats>('/api/users/my-stats', { fallback: 'Failed to load data' });

export function useMyStats() {
  return useQuery({ queryKey: queryKeys.season.myStats, queryFn: getMyStats });
}
