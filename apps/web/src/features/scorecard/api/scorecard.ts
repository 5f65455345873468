import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fallbackMessages } from '@wicket/shared/messages';
import type { CricsheetReading, Scorecard, ScorecardBody, ScorecardWrite } from '@wicket/shared/schemas/scorecard';
import { api } from '@/lib/api-client';
import { inPlaceQueryOptions } from '@/lib/in-place-query';
import { invalidateEvents, queryKeys } from '@/lib/query-keys';

const scorecardUrl = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/scorecard`;

/** GET /api/matches/{id}/scorecard (readers of the club); 404 `No scorecard yet` when the match has none. */
export const getScorecard = (matchId: string) =>
  api.get<Scorecard>(scorecardUrl(matchId), { fallback: fallbackMessages.loadScorecard });

/** The screens show a missing scorecard as an empty state and any other failure in place: no toast. */
export const scorecardQueryOptions = (matchId: string) =>
  inPlaceQueryOptions(queryKeys.scorecards.match(matchId), () => getScorecard(matchId));

export function useScorecard(matchId: string) {
  return useQuery({ ...scorecardQueryOptions(matchId), enabled: Boolean(matchId) });
}

/** PUT /api/matches/{id}/scorecard (staff): saves the figures and, from their points, the match's result. */
export const saveScorecard = ({ matchId, body }: { matchId: string; body: ScorecardBody }) =>
  api.put<ScorecardWrite>(scorecardUrl(matchId), { body, fallback: fallbackMessages.saveScorecard });

/** A save is a result save: the match, its bets, standings and the scorecard move. The screen shows a refusal. */
export function useSaveScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScorecard,
    onSuccess: (_answer, { matchId }) => invalidateEvents(queryClient, [{ type: 'match', matchId }]),
    meta: { errorToast: false },
  });
}

/**
 * POST /api/matches/{id}/scorecard/cricsheet (staff): the Cricsheet file's JSON as the body. Saves nothing; answers
 * each player's figures and the player proposed for each slot.
 */
export const readCricsheet = ({ matchId, file }: { matchId: string; file: unknown }) =>
  api.post<CricsheetReading>(`${scorecardUrl(matchId)}/cricsheet`, {
    body: file,
    fallback: fallbackMessages.readCricsheet,
  });

export function useReadCricsheet() {
  return useMutation({ mutationFn: readCricsheet, meta: { errorToast: false } });
}
