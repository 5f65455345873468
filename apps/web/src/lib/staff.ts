import { useLogin } from './auth-storage';

/**
 * Managers and Admins share one implementation of every club screen: the signed-in role decides the links (under
 * /manager-dashboard or /admin-dashboard) and the API paths (the Manager's own club, or the `{clubId}` forms an
 * Admin uses for the club it chose).
 */
export type StaffRole = 'Manager' | 'Admin';

const enc = encodeURIComponent;

/** Every manager/admin screen path of spec section 2, for one role. `clubId` matters only to Admins. */
export function staffPaths(role: StaffRole) {
  const admin = role === 'Admin';
  const base = admin ? '/admin-dashboard' : '/manager-dashboard';
  return {
    home: base,
    matches: (clubId?: string) => (admin ? `${base}/manage-club/${enc(clubId ?? '')}` : `${base}/Manage-Matches`),
    addMatch: (clubId?: string) => (admin ? `${base}/manage-club/${enc(clubId ?? '')}/add-match` : `${base}/add-match`),
    editMatch: (matchId: string) => `${base}/Manage-Matches/edit/${enc(matchId)}`,
    addResult: (matchId: string) => `${base}/Manage-Matches/add-result/${enc(matchId)}`,
    editResult: (matchId: string) => `${base}/Manage-Matches/edit-result/${enc(matchId)}`,
    viewResult: (matchId: string) => `${base}/Manage-Matches/view-result/${enc(matchId)}`,
    scorecard: (matchId: string) => `${base}/Manage-Matches/scorecard/${enc(matchId)}`,
    addPlayers: (matchId: string) => `${base}/Manage-Matches/add-players/${enc(matchId)}`,
    matchGroups: (matchId: string) => `${base}/manage-match/${enc(matchId)}`,
    addGroup: (matchId: string) => `${base}/add-group/${enc(matchId)}`,
    editGroup: (groupId: string) => `${base}/edit-group/${enc(groupId)}`,
    viewBets: (groupId: string) => `${base}/view-bets/${enc(groupId)}`,
    bettingSheet: (groupId: string) => `${base}/view-bettingsheet/${enc(groupId)}`,
    matchStandings: (groupId: string) => `${base}/match-standings/${enc(groupId)}`,
    members: (clubId?: string) => (admin ? `${base}/manage-members/${enc(clubId ?? '')}` : `${base}/manage-members`),
    addMembers: (clubId?: string) => (admin ? `${base}/add-members/${enc(clubId ?? '')}` : `${base}/add-members`),
    walletHistory: `${base}/wallet-history`,
    standings: (clubId?: string) => (admin ? `${base}/standings/${enc(clubId ?? '')}` : `${base}/standings`),
    pointsSystem: (clubId?: string) => (admin ? `${base}/points-system/${enc(clubId ?? '')}` : `${base}/points-system`),
    squads: (clubId?: string) => (admin ? `${base}/squads/${enc(clubId ?? '')}` : `${base}/squads`),
  };
}
export type StaffPaths = ReturnType<typeof staffPaths>;

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
