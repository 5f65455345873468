import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateResultBody, Result, UpdateResultBody } from '@wicket/shared/schemas/results';
import { api } from '@/lib/api-client';
import { staffMatchKeys } from './get-matches';

export const resultKeys = { detail: (resultId: string) => ['results', resultId] as const };

/** GET /api/results/{resultId}: seven scores per team. */
export const getResult = (resultId: string) =>
  api.get<Result>(`/api/results/${encodeURIComponent(resultId)}`, { fallback: 'Failed to fetch match details' });

export const resultQueryOptions = (resultId: string) =>
  queryOptions({
    queryKey: resultKeys.detail(resultId),
    queryFn: () => getResult(resultId),
    meta: { errorToast: false },
  });

export function useResult(resultId: string | null | undefined) {
  return useQuery({ ...resultQueryOptions(resultId ?? ''), enabled: Boolean(resultId) });
}

type ResultWrite = Result & { message: string };

/**
 * Saves a match's result: PUT /api/results/{resultId} when the match has one, else POST /api/results.
 * Either sets every bet's score and the match to Ongoing.
 */
export const saveResult = (input: { resultId: string | null; body: CreateResultBody }) => {
  if (input.resultId) {
    const body: UpdateResultBody = { team1Scores: input.body.team1Scores, team2Scores: input.body.team2Scores };
    return api.put<ResultWrite>(`/api/results/${encodeURIComponent(input.resultId)}`, {
      body,
      fallback: 'Failed to submit result',
    });
  }
  return api.post<ResultWrite>('/api/results', { body: input.body, fallback: 'Failed to submit result' });
};

export function useSaveResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: (result) => {
      queryClient.setQueryData(resultKeys.detail(result._id), result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffMatchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['bets'] }),
      ]);
    },
  });
}
