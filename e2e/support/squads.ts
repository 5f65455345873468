import type { ClubSeason } from './scenario';
import type { StaffShot } from './staff-shots';

/** The squads screen (design-season section 4) of the Manager and of the Admin, for the accessibility sweep. */
export function squadsScreens(season: ClubSeason): { manager: StaffShot[]; admin: StaffShot[] } {
  return {
    manager: [{ name: 'manager-squads', path: '/manager-dashboard/squads', ready: 'Group templates' }],
    admin: [{ name: 'admin-squads', path: `/admin-dashboard/squads/${season.club.clubId}`, ready: 'Group templates' }],
  };
}
