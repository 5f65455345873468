import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { GroupWinnersCard } from '@/components/group-winners-card';
import { PageLoader } from '@/components/page-loader';
import { TeamScores } from '@/components/team-scores';
import { useWinnersOfGroups } from '../api/get-group-winners';
import { useMatch } from '../api/get-match';
import { useMatchGroups } from '../api/get-match-groups';
import { useResult } from '../api/get-result';
import { MatchHeader } from '../components/match-header';

/** `/match-result/{matchId}`: the scores, then each group's winners by position. */
export function MatchResultPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId, 'Failed to load match details');
  const groups = useMatchGroups(matchId);
  const result = useResult(match.data?.result);
  const winners = useWinnersOfGroups(groups.data?.map((group) => group._id) ?? []);

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
        <section aria-label="Winners">
          <Title order={3} size="h4" mb="xs">
            Winners
          </Title>
          {groups.isPending ? (
            <PageLoader />
          ) : groups.error ? (
            <ErrorState message={groups.error.message} />
          ) : groups.data.length === 0 ? (
            <EmptyMessage text="No groups available for this match." />
          ) : (
            <Stack gap="md">
              {groups.data.map((group, index) => (
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
          )}
        </section>
      </Stack>
    </>
  );
}
