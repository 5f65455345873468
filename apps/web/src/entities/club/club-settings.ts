import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fallbackMessages } from '@wicket/shared/messages';
import type { ClubSettings, ClubSettingsBody } from '@wicket/shared/schemas/clubs';
import { api } from '@/lib/api-client';
import { invalidateKeys, queryKeys } from '@/lib/query-keys';

const settingsUrl = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/settings`;

/** GET /api/clubs/{id}/settings: the club's Manager or an Admin. */
export const getClubSettings = (clubId: string) =>
  api.get<ClubSettings>(settingsUrl(clubId), { fallback: 'Failed to load data' });

export function useClubSettings(clubId: string | undefined) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.clubs.settings(clubId ?? ''), queryFn: () => getClubSettings(clubId ?? '') }),
    enabled: Boolean(clubId),
  });
}

/** PUT /api/clubs/{id}/settings. */
export const saveClubSettings = ({ clubId, body }: { clubId: string; body: ClubSettingsBody }) =>
  api.put<ClubSettings & { message: string }>(settingsUrl(clubId), {
    body,
    fallback: fallbackMessages.saveClubSettings,
  });

export function useSaveClubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClubSettings,
    onSuccess: () => invalidateKeys(queryClient, [queryKeys.clubs.all]),
  });
}
