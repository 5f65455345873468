import { SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useStaffClub } from '@/entities/club/staff-club';
import { t } from '@/i18n';
import { useProfile } from '@/lib/account';
import { useStaff } from '@/lib/staff';
import { GroupTemplatesCard } from '../components/group-templates-card';
import { TeamsCard } from '../components/teams-card';

/**
 * `/manager-dashboard/squads` (the Manager's club) and `/admin-dashboard/squads/{clubId}` (the club the Admin
 * chose): the club's teams and their squads, and beside them its group templates (design-season section 4).
 */
export function SquadsPage() {
  const { clubId: routeClubId } = useParams();
  const { paths, isAdmin } = useStaff();
  const { clubName } = useStaffClub(routeClubId);
  const profile = useProfile();
  const clubId = isAdmin ? routeClubId : profile.data?.memberOf?._id;
  const failure = isAdmin ? null : profile.error;

  return (
    <>
      <PageHeader back={isAdmin ? paths.clubs : paths.home} title={t('Squads')} subtitle={clubName} />
      {failure ? (
        <ErrorState message={failure.message} />
      ) : !clubId ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TeamsCard clubId={clubId} />
          <GroupTemplatesCard clubId={clubId} />
        </SimpleGrid>
      )}
    </>
  );
}
