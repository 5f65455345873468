import { useLogin } from './auth-storage';

/**
 * Managers and Admins share one implementation of every club screen: the signed-in role decides the links (under
 * /manager-dashboard or /admin-dashboard) and the API paths (the Manager's own club, or the `{clubId}` forms an
 * Admin uses for the club it chose).
 */
export type StaffRole = 'Manager' | 'Admin';

const enc = encodeURIComponent;

/**
 * Every manager/admin screen's route pattern (spec section 2), for one role, without the leading slash: router.tsx
 * routes exactly these, and staffPaths fills them, so each path is spelled once. The club screens an Admin opens for
 * a chosen club carry `:clubId`; a Manager's act on its own club.
 */
export function staffRoutePatterns(role: StaffRole) {
  const admin = role === 'Admin';
  const base = admin ? 'admin-dashboard' : 'manager-dashboard';
  const ofClub = (adminPath: string, managerPath: string) =>
    admin ? `${base}/${adminPath}` : `${base}/${managerPath}`;
  return {
    home: base,
    /** Admins only: the list of clubs, and a club's form. */
    clubs: `${base}/manage-club`,
    addClub: `${base}/add-club`,
    editClub: `${base}/edit-club/:id`,
    matches: ofClub('manage-club/:clubId', 'Manage-Matches'),
    addMatch: ofClub('manage-club/:clubId/add-match', 'add-match'),
    editMatch: `${base}/Manage-Matches/edit/:id`,
    addResult: `${base}/Manage-Matches/add-result/:matchId`,
    editResult: `${base}/Manage-Matches/edit-result/:matchId`,
    viewResult: `${base}/Manage-Matches/view-result/:matchId`,
    scorecard: `${base}/Manage-Matches/scorecard/:matchId`,
    addPlayers: `${base}/Manage-Matches/add-players/:matchId`,
    matchGroups: `${base}/manage-match/:matchId`,
    addGroup: `${base}/add-group/:matchId`,
    editGroup: `${base}/edit-group/:groupId`,
    viewBets: `${base}/view-bets/:groupId`,
    bettingSheet: `${base}/view-bettingsheet/:groupId`,
    matchStandings: `${base}/match-standings/:groupId`,
    members: ofClub('manage-members/:clubId', 'manage-members'),
    addMembers: ofClub('add-members/:clubId', 'add-members'),
    walletHistory: `${base}/wallet-history`,
    audit: `${base}/audit`,
    standings: ofClub('standings/:clubId', 'standings'),
    pointsSystem: ofClub('points-system/:clubId', 'points-system'),
    squads: ofClub('squads/:clubId', 'squads'),
  };
}
type StaffScreen = keyof ReturnType<typeof staffRoutePatterns>;

/** The screens reached without an id: their paths are plain strings. */
const FIXED_SCREENS = ['home', 'clubs', 'addClub', 'walletHistory', 'audit'] as const;
type FixedScreen = (typeof FIXED_SCREENS)[number];
export type StaffPaths = Record<FixedScreen, string> &
  Record<Exclude<StaffScreen, FixedScreen>, (id?: string) => string>;

/**
 * Every manager/admin screen path of spec section 2, for one role: a screen's pattern with its one parameter filled
 * (a match, group or club id; `clubId` matters only to Admins).
 */
export function staffPaths(role: StaffRole): StaffPaths {
  const patterns = staffRoutePatterns(role);
  const entries = Object.entries(patterns).map(([screen, pattern]) => {
    const fill = (id?: string) => `/${pattern.replace(/:\w+/, enc(id ?? ''))}`;
    return [screen, (FIXED_SCREENS as readonly string[]).includes(screen) ? fill() : fill];
  });
  return Object.fromEntries(entries) as StaffPaths;
}

/** The signed-in staff role (the route guards let only Managers and Admins reach these screens). */
export function useStaff(): { role: StaffRole; isAdmin: boolean; paths: StaffPaths } {
  const login = useLogin();
  const role: StaffRole = login?.userType === 'Admin' ? 'Admin' : 'Manager';
  return { role, isAdmin: role === 'Admin', paths: staffPaths(role) };
}

/**
 * An API path in the form the role uses: `/api/users/members` for a Manager (its own club),
 * `/api/users/members/{clubId}` for an Admin.
 */
export function clubScopedPath(path: string, clubId: string | undefined): string {
  return clubId ? `${path}/${enc(clubId)}` : path;
}
