import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@wicket/shared/schemas/members';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { clubScopedPath } from '@/lib/staff';

/** GET /api/users/members (a Manager's own club) or GET /api/users/members/{clubId} (an Admin's chosen club). */
export const getMembers = (clubId: string | undefined) =>
  api.get<Member[]>(clubScopedPath('/api/users/members', clubId), { fallback: 'Failed to fetch members' });

export function useMembers(clubId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.members.list(clubId),
      queryFn: () => getMembers(clubId),
      enabled: options.enabled ?? true,
    }),
  );
}
