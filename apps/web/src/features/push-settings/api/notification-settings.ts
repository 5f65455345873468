import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@wicket/shared/schemas/push';
import { api } from '@/lib/api-client';
import { phoneState, turnOnPush } from '@/lib/push';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/notification-settings: which kinds the member's phones are pushed. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notificationSettings,
    queryFn: ({ signal }) =>
      api.get<NotificationSettings>('/api/users/notification-settings', {
        fallback: 'Failed to load your notification settings',
        signal,
      }),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

/** PUT /api/users/notification-settings, shown at once and put back if the server refuses. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put<NotificationSettings>('/api/users/notification-settings', {
        fallback: 'Failed to save your notification settings',
        body: settings,
      }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notificationSettings });
      const before = queryClient.getQueryData<NotificationSettings>(queryKeys.notificationSettings);
      queryClient.setQueryData(queryKeys.notificationSettings, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.notificationSettings, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.notificationSettings, answer),
  });
}

/** Whether this phone gets notifications (the browser's permission and subscription). */
export const usePhoneState = () =>
  useQuery({ queryKey: queryKeys.pushPhone, queryFn: () => phoneState(), staleTime: 0 });

/** "Turn on notifications on this phone": the permission prompt, the subscription, the server. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => turnOnPush(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pushPhone }),
  });
}

/** POST /api/push/test: one push to each of the member's phones. */
export function useSendTestPush() {
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string }>('/api/push/test', { fallback: 'Failed to send a test notification' }),
  });
}
