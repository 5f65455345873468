import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '../api/get-match';
import { useMatchGroups } from '../api/get-match-groups';
import { GroupCard } from '../components/group-card';
import { MatchHeader } from '../components/match-header';
import { isMatchOpen } from '../utils/filter-matches';

/** `/play-match/{matchId}`: the match's groups with Place Bet and View Bets. */
export function PlayMatchPage() {
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  const groups = useMatchGroups(matchId);

  if (match.isPending) return <PageLoader />;
  if (match.error) return <ErrorState message={match.error.message} />;
  const open = isMatchOpen(match.data);

  return (
    <>
      <MatchHeader match={match.data} back="/dashboard" />
      {groups.isPending ? (
        <PageLoader />
      ) : groups.error ? (
        <ErrorState message={groups.error.message} />
      ) : groups.data.length === 0 ? (
        <EmptyMessage text="No groups available for this match." />
      ) : (
        <Stack gap="md">
          {groups.data.map((group, index) => (
            <GroupCard key={group._id} group={group} index={index} bettingOpen={open} />
          ))}
        </Stack>
      )}
    </>
  );
}
