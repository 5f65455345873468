import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fallbackMessages } from '@wicket/shared/messages';
import type { PointsSystemAnswer, PointsSystemBody } from '@wicket/shared/schemas/points';
import { pointsSystemUrl } from '@/entities/points-system/points-system';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type PointsSystemWrite = PointsSystemAnswer & { message: string };

/** PUT /api/clubs/{clubId}/points-system (staff of the club): replaces the whole table. */
export const savePointsSystem = ({ clubId, body }: { clubId: string; body: PointsSystemBody }) =>
  api.put<PointsSystemWrite>(pointsSystemUrl(clubId), { body, fallback: fallbackMessages.savePointsSystem });

/** DELETE /api/clubs/{clubId}/points-system: back to the default, T20 standard. */
export const resetPointsSystem = (clubId: string) =>
  api.delete<PointsSystemWrite>(pointsSystemUrl(clubId), { fallback: fallbackMessages.resetPointsSystem });

/** Both answer the system as saved: it becomes the cached one, so every screen that scores by it has it at once. */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (clubId: string, answer: PointsSystemWrite) => {
    const { message: _message, ...system } = answer;
    queryClient.setQueryData(queryKeys.clubs.pointsSystem(clubId), system);
  };
}

/** The screen shows a refusal (400) beside the form, so no toast. */
export function useSavePointsSystem() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: savePointsSystem,
    onSuccess: (answer, { clubId }) => store(clubId, answer),
    meta: { errorToast: false },
  });
}

export function useResetPointsSystem() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: resetPointsSystem,
    onSuccess: (answer, clubId) => store(clubId, answer),
    meta: { errorToast: false },
  });
}
