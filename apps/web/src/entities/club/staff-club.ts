import { useProfile } from '@/lib/account';
import { useStaff } from '@/lib/staff';
import { useClub } from './get-club';

/**
 * The club a staff screen works on, for its heading: the Admin's chosen club (by id), or the Manager's own club
 * (from the profile). `clubId` is the id to put in Admin links and API paths: undefined for a Manager.
 */
export function useStaffClub(routeClubId?: string) {
  const { isAdmin } = useStaff();
  const profile = useProfile();
  const club = useClub(isAdmin ? routeClubId : undefined);
  return {
    clubId: isAdmin ? routeClubId : undefined,
    clubName: isAdmin ? club.data?.clubName : profile.data?.memberOf?.clubName,
  };
}
