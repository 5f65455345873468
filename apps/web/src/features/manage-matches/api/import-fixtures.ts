import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FixtureImportBody, FixtureImportResult } from '@wicket/shared/schemas/fixtures';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type FixtureImportRequest = {
  clubId: string;
  body: FixtureImportBody;
  /** Sent with the real import only: a retry of the same import replays its answer instead of importing twice. */
  idempotencyKey?: string;
};

/** POST /api/clubs/{clubId}/matches/import (design-season section 5): a dry run (200) or the import (201). */
export const importFixtures = ({ clubId, body, idempotencyKey }: FixtureImportRequest) =>
  api.post<FixtureImportResult>(`/api/clubs/${encodeURIComponent(clubId)}/matches/import`, {
    body,
    fallback: 'Failed to import fixtures',
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
  });

export function useImportFixtures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFixtures,
    // The panel shows every refusal (rows or file) itself: no toast saying it again (issue 38).
    meta: { errorToast: false },
    onSuccess: (_answer, { body }) => {
      // New matches: every match list (the manage screen, the dashboards) reads them again.
      if (!body.dryRun) void queryClient.invalidateQueries({ queryKey: queryKeys.matches.lists });
    },
  });
}
