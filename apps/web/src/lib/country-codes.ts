import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export type CountryCode = { dial_code: string; name: string; code: string };

/** GET /api/country-codes: bundled by the server, so it never changes while the app runs. */
export const getCountryCodes = () =>
  api.get<CountryCode[]>('/api/country-codes', { auth: false, fallback: 'Failed to load data' });

export const countryCodesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.countryCodes, queryFn: getCountryCodes, staleTime: Number.POSITIVE_INFINITY });

export function useCountryCodes() {
  return useQuery(countryCodesQueryOptions());
}
