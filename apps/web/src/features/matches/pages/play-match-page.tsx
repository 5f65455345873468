import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { MatchGroupsView } from '@/components/domain/match-groups-view';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { useMatchGroups } from '@/entities/match/get-match-groups';
import { GroupCard } from '../components/group-card';
import { MatchHeader } from '../components/match-header';

/** `/play-match/{matchId}`: the match's groups with Place Bet and View Bets. */
export function PlayMatchPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  const groups = useMatchGroups(matchId, { refresh: true });

  if (match.isPending) return <PageLoader />;
  if (match.error) return <ErrorState message={match.error.message} />;

  return (
    <>
      <MatchHeader match={match.data} back="/dashboard" />
      <MatchGroupsView groups={groups}>
        {(list) => (
          <Stack gap="md">
            {list.map((group, index) => (
              <GroupCard key={group._id} group={group} index={index} match={match.data} />
            ))}
          </Stack>
        )}
      </MatchGroupsView>
    </>
  );
}
