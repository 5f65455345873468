import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResultBody, Result, UpdateResultBody } from '@wicket/shared/schemas/results';
import { api } from '@/lib/api-client';
import { invalidateEvents, queryKeys } from '@/lib/query-keys';

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
      queryClient.setQueryData(queryKeys.results.detail(result._id), result);
      return invalidateEvents(queryClient, [{ type: 'match', matchId: result.match }]);
    },
  });
}
