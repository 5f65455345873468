import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '@wicket/shared/schemas/members';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/ (Admin): every user with its type and balance. A 401 signs out (the API client does it). */
export const getUsers = () => api.get<UserListItem[]>('/api/users/', { fallback: 'Failed to load data' });

export function useUsers() {
  return useQuery(queryOptions({ queryKey: queryKeys.users.all, queryFn: getUsers }));
}
