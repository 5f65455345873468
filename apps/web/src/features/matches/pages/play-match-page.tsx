import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { useMatch } from '@/entities/match/get-match';
import { useMatchGroups } from '@/entities/match/get-match-groups';
import { t } from '@/i18n';
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
      {groups.isPending ? (
        <PageLoader />
      ) : groups.error ? (
        <ErrorState message={groups.error.message} />
      ) : groups.data.length === 0 ? (
        <EmptyMessage text={t('No groups available for this match.')} />
      ) : (
        <Stack gap="md">
          {groups.data.map((group, index) => (
            <GroupCard key={group._id} group={group} index={index} match={match.data} />
          ))}
        </Stack>
      )}
    </>
  );
}
