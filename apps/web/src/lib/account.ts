import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@wicket/shared/schemas/users';
import { useEffect } from 'react';
import { api } from './api-client';
import { useLogin } from './auth-storage';
import { queryKeys } from './query-keys';

/**
 * The signed-in user's account, shared by the chrome and every feature: the header balance and the profile
 * (club membership). Money actions refresh them through the `balance` event of `keysForEvent` (lib/query-keys.ts).
 */
export const getUserDetails = (userId: string) =>
  api.get<Profile>(`/api/users/userdetails/${encodeURIComponent(userId)}`, { fallback: 'Failed to load data' });

export const getProfile = () => api.get<Profile>('/api/users/profile', { fallback: 'Failed to load data' });

/** Balance fetch failures are only logged (spec section 8). */
export const userDetailsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.details(userId),
    queryFn: () => getUserDetails(userId),
    meta: { errorToast: false },
  });

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.account.profile(userId), queryFn: getProfile, staleTime: 60_000 });

/** Header balance: the stored credits until the details arrive. */
export function useBalance(): number | undefined {
  const login = useLogin();
  const details = useQuery({ ...userDetailsQueryOptions(login?._id ?? ''), enabled: Boolean(login) });
  useEffect(() => {
    if (details.error) console.error('Failed to load the credit balance', details.error);
  }, [details.error]);
  return details.data?.credits ?? login?.credits;
}

export function useProfile() {
  const login = useLogin();
  return useQuery({ ...profileQueryOptions(login?._id ?? ''), enabled: Boolean(login) });
}
