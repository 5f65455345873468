import { Alert, Stack, Title } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { isSettled } from '@wicket/shared/schemas/matches';
import { useParams } from 'react-router';
import { MatchWinners } from '@/components/domain/match-winners';
import { memberScorecardPath, PlayersPointsLink } from '@/components/domain/players-points-link';
import { StandingsLinks } from '@/components/domain/standings-links';
import { TeamScores } from '@/components/domain/team-scores';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { useResult } from '@/entities/result/get-result';
import { st, t } from '@/i18n';
import { useLogin } from '@/lib/auth-storage';
import { MatchHeader } from '../components/match-header';

/**
 * `/match-result/{matchId}`: the scores, then each group's winners by position. Winners are final only once the
 * manager approves credits: before that the page says the result awaits approval (not "No winners").
 */
export function MatchResultPage() {
  const { matchId = '' } = useParams();
  const login = useLogin();
  const match = useMatch(matchId);
  const result = useResult(match.data?.result);

  if (match.isPending) return <PageLoader />;
  if (match.error) return <ErrorState message={match.error.message} />;

  return (
    <>
      <MatchHeader match={match.data} back="/dashboard?tab=finished" />
      <Stack gap="lg">
        {result.data ? (
          <section aria-label={t('Scores')}>
            <Title order={3} size="h4" mb="xs">
              {t('Scores')}
            </Title>
            <TeamScores match={match.data} result={result.data} />
          </section>
        ) : result.isLoading ? (
          <PageLoader />
        ) : null}
        {match.data.status === 'Abandoned' ? null : <PlayersPointsLink to={memberScorecardPath(matchId)} />}
        {match.data.result ? (
          <StandingsLinks matchId={matchId} to={(groupId) => `/match-standings/${encodeURIComponent(groupId)}`} />
        ) : null}
        {isSettled(match.data) ? (
          <MatchWinners matchId={matchId} viewerId={login?._id} />
        ) : match.data.result ? (
          <Alert color="blue" variant="light" title={t('Awaiting approval')}>
            {st(messages.resultAwaitsApproval)}
          </Alert>
        ) : match.data.status === 'Abandoned' ? (
          // Design-match-day section 3: no result will come; every bet was refunded.
          <EmptyMessage text={st(messages.matchAbandoned)} />
        ) : (
          <EmptyMessage text={st(messages.scoresNotInYet)} />
        )}
      </Stack>
    </>
  );
}
