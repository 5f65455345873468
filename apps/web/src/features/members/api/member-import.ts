import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import type {
  MemberImportBody,
  MemberImportResult,
  MemberImportRowResult,
  WelcomeLinkAnswer,
} from '@wicket/shared/schemas/member-import';
import { api, rowsOfRefusal } from '@/lib/api-client';
import { invalidateEvents, invalidateKeys, queryKeys } from '@/lib/query-keys';

/** What a check or an import answered: the rows either way, and whether it went through (`ok`). */
export type ImportOutcome = {
  ok: boolean;
  message: string;
  rows: MemberImportRowResult[];
  result?: MemberImportResult;
};

/**
 * POST /api/clubs/{clubId}/members/import (design-season section 6). A file with row errors answers 400 with every
 * row: that is an outcome to show, not a failure, so it is read into `{ ok: false, rows }`; other failures throw.
 */
export async function importMembers({
  clubId,
  body,
  idempotencyKey,
}: {
  clubId: string;
  body: MemberImportBody;
  idempotencyKey?: string;
}): Promise<ImportOutcome> {
  try {
    const result = await api.post<MemberImportResult>(`/api/clubs/${encodeURIComponent(clubId)}/members/import`, {
      body,
      fallback: messages.importMembersFailed,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    });
    return { ok: true, message: result.message, rows: result.rows, result };
  } catch (err) {
    const rows = rowsOfRefusal<MemberImportRowResult>(err);
    if (rows && err instanceof Error) return { ok: false, message: err.message, rows };
    throw err;
  }
}

/** The check: nothing changes, so nothing is refreshed. */
export function useCheckMemberFile() {
  return useMutation({
    mutationFn: (vars: Parameters<typeof importMembers>[0]) => importMembers(vars),
    // The modal shows a failed check in its own panel: no toast saying it again (issue 38).
    meta: { errorToast: false },
  });
}

/** The import: new members (and their credits) show in the list and in every balance. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      invalidateKeys(queryClient, [queryKeys.members.all]);
      invalidateEvents(queryClient, [{ type: 'balance' }]);
    },
  });
}

/** POST /api/users/welcome-link/{id}: a new link for a member without a password; the older one stops working. */
export const renewWelcomeLink = (memberId: string) =>
  api.post<WelcomeLinkAnswer>(`/api/users/welcome-link/${encodeURIComponent(memberId)}`, {
    body: {},
    fallback: messages.welcomeLinkFailed,
  });

export function useRenewWelcomeLink() {
  return useMutation({ mutationFn: renewWelcomeLink });
}
