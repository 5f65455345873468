import { useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useStaffClub } from '@/entities/club/staff-club';
import { usePointsSystem } from '@/entities/points-system/points-system';
import { t } from '@/i18n';
import { useProfile } from '@/lib/account';
import { useStaff } from '@/lib/staff';
import { PointsSystemForm } from '../components/points-system-form';

/**
 * `/manager-dashboard/points-system` (the Manager's club) and `/admin-dashboard/points-system/{clubId}` (the club
 * the Admin chose): the club's points system, which every scorecard of the club is scored with.
 */
export function PointsSystemPage() {
  const { clubId: routeClubId } = useParams();
  const { paths, isAdmin } = useStaff();
  const { clubName } = useStaffClub(routeClubId);
  const profile = useProfile();
  const clubId = isAdmin ? routeClubId : profile.data?.memberOf?._id;
  const system = usePointsSystem(clubId);
  const failure = system.error ?? (isAdmin ? null : profile.error);

  return (
    <>
      <PageHeader back={isAdmin ? paths.clubs : paths.home} title={t('Points System')} subtitle={clubName} />
      {failure ? (
        <ErrorState message={failure.message} />
      ) : !system.data || !clubId ? (
        <PageLoader />
      ) : (
        <PointsSystemForm key={clubId} clubId={clubId} system={system.data} />
      )}
    </>
  );
}
