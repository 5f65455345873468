import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { MatchWinners } from '@/components/match-winners';
import { PageLoader } from '@/components/page-loader';
import { TeamScores } from '@/components/team-scores';
import { useMatch } from '@/lib/queries/get-match';
import { useResult } from '@/lib/queries/get-result';
import { MatchHeader } from '../components/match-header';

/** `/match-result/{matchId}`: the scores, then each group's winners by position. */
export function MatchResultPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  const result = useResult(match.data?.result);

  if (match.isPending) return <PageLoader />;
  if (match.error) return <ErrorState message={match.error.message} />;

  return (
    <>
      <MatchHeader match={match.data} back="/dashboard?tab=finished" />
      <Stack gap="lg">
        {result.data ? (
          <section aria-label="Scores">
            <Title order={3} size="h4" mb="xs">
              Scores
            </Title>
            <TeamScores match={match.data} result={result.data} />
          </section>
        ) : result.isLoading ? (
          <PageLoader />
        ) : null}
        <MatchWinners matchId={matchId} />
      </Stack>
    </>
  );
}
