import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarAddress } from '@wicket/shared/schemas/fixtures';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/calendar: the signed-in user's calendar feed address (the same until a reset, a password change or a club change). */
export const calendarQuery = () =>
  queryOptions({
    queryKey: queryKeys.calendar,
    queryFn: ({ signal }) =>
      api.get<CalendarAddress>('/api/users/calendar', { fallback: 'Failed to load the calendar address', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCalendarAddress = () => useQuery(calendarQuery());

/** POST /api/users/calendar/reset: a new address; the old one stops working. */
export function useResetCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<CalendarAddress>('/api/users/calendar/reset', { fallback: 'Failed to reset the calendar address' }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.calendar, answer),
  });
}
