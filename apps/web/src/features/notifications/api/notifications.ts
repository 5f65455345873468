import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkReadBody, NotificationList } from '@wicket/shared/schemas/notifications';
import { api } from '@/lib/api-client';
import { pollInterval } from '@/lib/live-status';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/notifications: the caller's newest 20 and the unread count (refreshed on the fallback interval). */
export const getNotifications = () =>
  api.get<NotificationList>('/api/notifications?page=1&limit=20', { fallback: 'Failed to load notifications' });

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.all,
    queryFn: getNotifications,
    enabled,
    refetchInterval: pollInterval,
    meta: { errorToast: false },
  });
}

/** PUT /api/notifications/read: `{ ids }` marks those, `{}` all. */
export const markNotificationsRead = (body: MarkReadBody) =>
  api.put<{ unread: number }>('/api/notifications/read', { body, fallback: 'Failed to update notifications' });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
