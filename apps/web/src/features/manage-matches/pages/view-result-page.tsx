import { Group, Stack } from '@mantine/core';
import { isSettled } from '@wicket/shared/schemas/matches';
import { useParams } from 'react-router';
import { MatchWinners } from '@/components/domain/match-winners';
import { PlayersPointsLink } from '@/components/domain/players-points-link';
import { StandingsLinks } from '@/components/domain/standings-links';
import { StatusBadge } from '@/components/domain/status-badge';
import { TeamScores } from '@/components/domain/team-scores';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { useResult } from '@/entities/result/get-result';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useStaff } from '@/lib/staff';

/**
 * `/{manager,admin}-dashboard/Manage-Matches/view-result/{matchId}`: the scores of both teams and, once credits are
 * approved, every group's winners and what they won.
 */
export function ViewResultPage() {
  const { matchId = '' } = useParams();
  const { paths, isAdmin } = useStaff();
  const match = useMatch(matchId);
  const result = useResult(match.data?.result);

  const failure = match.error ?? result.error;
  if (failure) return <ErrorState message={failure.message} />;
  if (!match.data || (match.data.result && !result.data)) return <PageLoader />;
  const back = paths.matches(isAdmin ? match.data.club : undefined);

  return (
    <>
      <PageHeader
        back={back}
        title={t('Match Result')}
        subtitle={t('{team1} vs {team2} · {dateTime}', {
          team1: match.data.team1,
          team2: match.data.team2,
          dateTime: formatDateTime(match.data.dateTime),
        })}
        actions={
          <Group gap="xs">
            <StatusBadge status={match.data.status} />
            <PlayersPointsLink to={paths.scorecard(matchId)} label={t('Scorecard')} />
          </Group>
        }
      />
      <Stack gap="lg">
        {result.data ? (
          <TeamScores match={match.data} result={result.data} />
        ) : (
          <EmptyMessage text={t('No result yet')} />
        )}
        {match.data.result ? <StandingsLinks matchId={matchId} to={paths.matchStandings} /> : null}
        {isSettled(match.data) ? <MatchWinners matchId={matchId} /> : null}
      </Stack>
    </>
  );
}
