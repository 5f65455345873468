import { Card } from '@mantine/core';
import { messages } from '@wicket/shared/messages';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useClub } from '@/entities/club/get-club';
import { t } from '@/i18n';
import { useLeaveForm } from '@/lib/history-trail';
import { notifySuccess } from '@/lib/notify';
import { staffPaths } from '@/lib/staff';
import { useCreateClub, useUpdateClub } from '../api/clubs';
import { ClubForm, type ClubFormValues, EMPTY_CLUB } from '../components/club-form';

const MANAGE_CLUBS = staffPaths('Admin').clubs;

/** `/admin-dashboard/add-club`: the club and its Manager's account. */
export function AddClubPage() {
  const leave = useLeaveForm();
  const create = useCreateClub();
  const save = (values: ClubFormValues) =>
    create.mutate(
      { ...values, managerEmail: values.managerEmail.trim() === '' ? null : values.managerEmail },
      {
        onSuccess: (club) => {
          notifySuccess(club.message || messages.clubAdded);
          leave(MANAGE_CLUBS);
        },
      },
    );
  return (
    <>
      <PageHeader back={MANAGE_CLUBS} title={t('Add Club')} />
      <Card withBorder padding="lg" maw={720}>
        <ClubForm mode="add" initialValues={EMPTY_CLUB} onSubmit={save} pending={create.isPending} />
      </Card>
    </>
  );
}

/** `/admin-dashboard/edit-club/{id}`: name, manager email and phone, and the shares. */
export function EditClubPage() {
  const { id = '' } = useParams();
  const leave = useLeaveForm();
  const club = useClub(id);
  const update = useUpdateClub();

  if (club.error) return <ErrorState message={club.error.message} />;
  if (!club.data) return <PageLoader />;

  const save = (values: ClubFormValues) =>
    update.mutate(
      {
        clubId: id,
        body: {
          clubName: values.clubName,
          managerEmail: values.managerEmail,
          managerPhone: values.managerPhone,
          managerShare: values.managerShare,
          adminShare: values.adminShare,
          reminderMinutes: values.reminderMinutes,
        },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(saved.message || messages.clubUpdated);
          leave(MANAGE_CLUBS);
        },
      },
    );

  return (
    <>
      <PageHeader back={MANAGE_CLUBS} title={t('Edit Club')} subtitle={club.data.clubName} />
      <Card withBorder padding="lg" maw={720}>
        <ClubForm
          key={club.data._id}
          mode="edit"
          initialValues={{
            ...EMPTY_CLUB,
            clubName: club.data.clubName,
            managerEmail: club.data.managerEmail ?? club.data.user.email ?? '',
            managerPhone: club.data.managerPhone,
            managerShare: club.data.managerShare,
            adminShare: club.data.adminShare,
            reminderMinutes: club.data.reminderMinutes,
          }}
          onSubmit={save}
          pending={update.isPending}
        />
      </Card>
    </>
  );
}
