import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@wicket/shared/messages';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users/referral/{code}: public; the referrer's first name for the register banner. */
export const getReferrer = (code: string) =>
  api.get<{ firstName: string }>(`/api/users/referral/${encodeURIComponent(code)}`, {
    auth: false,
    fallback: messages.referralLookupFailed,
  });

/** The screen says what a failed lookup means (spec section 8), so the generic toast stays off. */
export const referrerQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeys.referrer(code),
    queryFn: () => getReferrer(code),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });

export function useReferrer(code: string | null) {
  return useQuery({ ...referrerQueryOptions(code ?? ''), enabled: Boolean(code) });
}
