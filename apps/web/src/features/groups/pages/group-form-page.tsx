import { Alert, Card } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { useParams } from 'react-router';
import { EMPTY_GROUP, GroupForm, type GroupFormBody, groupToValues } from '@/components/domain/group-form';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useGroup } from '@/entities/group/get-group';
import { useMatch } from '@/entities/match/get-match';
import { st, t } from '@/i18n';
import { useLeaveForm } from '@/lib/history-trail';
import { notifySuccess } from '@/lib/notify';
import { useStaff } from '@/lib/staff';
import { useCreateGroup, useUpdateGroup } from '../api/save-group';

/** `/{manager,admin}-dashboard/add-group/{matchId}`. */
export function AddGroupPage() {
  const { matchId = '' } = useParams();
  const leave = useLeaveForm();
  const { paths } = useStaff();
  const match = useMatch(matchId);
  const create = useCreateGroup();

  const save = (body: GroupFormBody) =>
    create.mutate(
      { ...body, matchId },
      {
        onSuccess: (group) => {
          notifySuccess(group.message || messages.groupAdded);
          leave(paths.matchGroups(matchId));
        },
      },
    );

  if (match.error) return <ErrorState message={match.error.message} />;
  return (
    <>
      <PageHeader
        back={paths.matchGroups(matchId)}
        title={t('Add Group')}
        subtitle={
          match.data ? t('{team1} vs {team2}', { team1: match.data.team1, team2: match.data.team2 }) : undefined
        }
      />
      <Card withBorder padding="lg" maw={820}>
        <GroupForm
          initialValues={EMPTY_GROUP}
          submitLabel={t('Add Group')}
          onSubmit={save}
          pending={create.isPending}
        />
      </Card>
    </>
  );
}

/** `/{manager,admin}-dashboard/edit-group/{groupId}`: the add form, prefilled; closed once the group has bets. */
export function EditGroupPage() {
  const { groupId = '' } = useParams();
  const leave = useLeaveForm();
  const { paths } = useStaff();
  const group = useGroup(groupId);
  const update = useUpdateGroup();

  if (group.error) return <ErrorState message={group.error.message} />;
  if (!group.data) return <PageLoader />;
  const { match } = group.data;

  const save = (body: GroupFormBody) =>
    update.mutate(
      { groupId, body },
      {
        onSuccess: (saved) => {
          notifySuccess(saved.message || messages.groupUpdated);
          leave(paths.matchGroups(match._id));
        },
      },
    );

  return (
    <>
      <PageHeader
        back={paths.matchGroups(match._id)}
        title={t('Edit Group')}
        subtitle={t('{team1} vs {team2}', { team1: match.team1, team2: match.team2 })}
      />
      <Card withBorder padding="lg" maw={820}>
        {group.data.hasBets ? (
          <Alert color="orange" mb="md">
            {st(messages.groupHasBets)}
          </Alert>
        ) : null}
        <GroupForm
          key={group.data._id}
          initialValues={groupToValues(group.data)}
          submitLabel={t('Update Group')}
          onSubmit={save}
          pending={update.isPending}
          disabled={group.data.hasBets}
        />
      </Card>
    </>
  );
}
