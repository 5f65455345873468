import { Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { groupDeletedRefunds, messages } from '@wicket/shared/messages';
import type { Group } from '@wicket/shared/schemas/groups';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmAction } from '@/components/confirm';
import { MatchGroupsView } from '@/components/domain/match-groups-view';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { useMatch } from '@/entities/match/get-match';
import { useMatchGroups } from '@/entities/match/get-match-groups';
import { st, t } from '@/i18n';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useDeleteGroup } from '../api/save-group';
import { StaffGroupCard } from '../components/group-card';

/** `/{manager,admin}-dashboard/manage-match/{matchId}`: the match's groups and what can be done with each. */
export function MatchGroupsPage() {
  const { matchId = '' } = useParams();
  const { paths, isAdmin } = useStaff();
  const match = useMatch(matchId);
  const groups = useMatchGroups(matchId, { refresh: true });
  const remove = useDeleteGroup();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onDelete = async (group: Group, name: string) => {
    // What the delete gives back, before it is done (issue 38): the pool, refunded to the members who bet.
    const refunds = group.hasBets
      ? t('Its pool of {pool} is refunded to the members who bet in it.', { pool: formatMoney(group.totalBetAmount) })
      : t('It has no bets: nothing is refunded.');
    const ok = await confirmAction({
      title: t('Delete {name}', { name }),
      message: `${st(messages.confirmDeleteGroup)} ${refunds}`,
      confirmLabel: t('Delete'),
      danger: true,
    });
    if (!ok) return;
    setDeletingId(group._id);
    remove.mutate(
      { groupId: group._id, matchId },
      {
        onSuccess: (answer) =>
          notifySuccess(
            answer.message || st(messages.groupDeleted),
            groupDeletedRefunds(answer.refundedBets, formatMoney(answer.refundedAmount)),
          ),
        onSettled: () => setDeletingId(null),
      },
    );
  };

  if (match.error) return <ErrorState message={match.error.message} />;
  const clubId = isAdmin ? match.data?.club : undefined;

  return (
    <>
      <PageHeader
        back={match.data ? paths.matches(clubId) : paths.home}
        title={t('Manage Groups')}
        subtitle={
          match.data
            ? t('{team1} vs {team2} · {dateTime}', {
                team1: match.data.team1,
                team2: match.data.team2,
                dateTime: formatDateTime(match.data.dateTime),
              })
            : ''
        }
        actions={
          <Button component={Link} to={paths.addGroup(matchId)} leftSection={<IconPlus size={16} />}>
            {t('Add Group')}
          </Button>
        }
      />
      <MatchGroupsView groups={groups}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {list.map((group, index) => (
              <StaffGroupCard
                key={group._id}
                group={group}
                index={index}
                paths={paths}
                onDelete={onDelete}
                deleting={deletingId === group._id}
                hasResult={Boolean(match.data?.result)}
                match={match.data}
              />
            ))}
          </SimpleGrid>
        )}
      </MatchGroupsView>
    </>
  );
}
