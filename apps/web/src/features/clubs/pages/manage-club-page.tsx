import { Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import type { Club } from '@wicket/shared/schemas/clubs';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '@/components/confirm';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { st, t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import { staffPaths } from '@/lib/staff';
import { useClubs, useDeleteClub } from '../api/clubs';
import { ClubCard } from '../components/club-card';

/** `/admin-dashboard/manage-club`: every club as a card, Add Club, and a back arrow. */
export function ManageClubPage() {
  const clubs = useClubs();
  const remove = useDeleteClub();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onDelete = async (club: Club) => {
    const ok = await confirmAction({
      title: t('Delete {clubName}', { clubName: club.clubName }),
      message: st(messages.confirmDeleteClub),
      confirmLabel: t('Delete'),
      danger: true,
    });
    if (!ok) return;
    setDeletingId(club._id);
    remove.mutate(club._id, {
      onSuccess: (answer) => notifySuccess(answer.message || messages.clubDeleted),
      onSettled: () => setDeletingId(null),
    });
  };

  return (
    <>
      <PageHeader
        back="/admin-dashboard"
        title={t('Manage Clubs')}
        actions={
          <Button component={Link} to={staffPaths('Admin').addClub} leftSection={<IconPlus size={16} />}>
            {t('Add Club')}
          </Button>
        }
      />
      <QueryView query={clubs}>
        {(clubList) =>
          clubList.length === 0 ? (
            <EmptyMessage text={t('No clubs yet')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {clubList.map((club) => (
                <ClubCard key={club._id} club={club} onDelete={onDelete} deleting={deletingId === club._id} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </>
  );
}
