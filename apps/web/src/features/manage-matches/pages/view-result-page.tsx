import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { GroupWinnersCard } from '@/components/group-winners-card';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { StatusBadge } from '@/components/status-badge';
import { TeamScores } from '@/components/team-scores';
import { formatDateTime } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import { useMatch } from '../api/get-match';
import { useMatchGroups, useWinnersOfGroups } from '../api/get-winners';
import { useResult } from '../api/result';

/**
 * `/{manager,admin}-dashboard/Manage-Matches/view-result/{matchId}`: the scores of both teams and, once credits are
 * approved, every group's winners and what they won.
 */
export function ViewResultPage() {
  const { matchId = '' } = useParams();
  const { paths, isAdmin } = useStaff();
  const match = useMatch(matchId);
  const result = useResult(match.data?.result);
  const groups = useMatchGroups(matchId);
  const settled = Boolean(match.data?.prizeShareStatus);
  const winners = useWinnersOfGroups(
    (groups.data ?? []).map((group) => group._id),
    settled,
  );

  const failure = match.error ?? result.error;
  if (failure) return <ErrorState message={failure.message} />;
  if (!match.data || (match.data.result && !result.data)) return <PageLoader />;
  const back = paths.matches(isAdmin ? match.data.club : undefined);

  return (
    <>
      <PageHeader
        back={back}
        title="Match Result"
        subtitle={`${match.data.team1} vs ${match.data.team2} · ${formatDateTime(match.data.dateTime)}`}
        actions={<StatusBadge status={match.data.status} />}
      />
      <Stack gap="lg">
        {result.data ? <TeamScores match={match.data} result={result.data} /> : <EmptyMessage text="No result yet" />}
        {settled ? (
          <Stack gap="md">
            <Title order={3} size="h4">
              Winners
            </Title>
            {groups.data?.length === 0 ? <EmptyMessage text="No groups available for this match." /> : null}
            {(groups.data ?? []).map((group, index) => (
              <GroupWinnersCard
                key={group._id}
                group={group}
                index={index}
                winners={winners[index]?.data}
                isPending={winners[index]?.isPending ?? true}
                error={winners[index]?.error ?? null}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
