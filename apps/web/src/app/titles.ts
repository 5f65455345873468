import { matchPath } from 'react-router';
import { type MessageKey, t } from '@/i18n';

/** What follows every page's name in the tab title, and the whole title where a path has no name. */
export const APP_NAME = 'Wicket Pools';

/**
 * The tab title of each route (spec section 2 paths; matched case-insensitively like the routes, first match wins).
 * A new screen adds its row here; the browser suite (e2e/a11y.spec.ts) fails for a screen still titled bare
 * "Wicket Pools".
 */
const TITLES: [pattern: string, title: MessageKey][] = [
  ['/', 'Welcome'],
  ['/login', 'Sign in'],
  ['/register', 'Register'],
  ['/change-password', 'Change password'],
  ['/welcome/:token', 'Welcome'],
  ['/dashboard', 'Club dashboard'],
  ['/dashboard/my-bets', 'My bets'],
  ['/dashboard/wallet-history', 'Wallet history'],
  ['/dashboard/referral', 'Refer friends'],
  ['/dashboard/standings', 'Standings'],
  ['/dashboard/stats', 'My statistics'],
  ['/invitations', 'Invitations'],
  ['/play-match/:matchId', 'Match'],
  ['/match-result/:matchId', 'Match result'],
  ['/match-scorecard/:matchId', 'Scorecard'],
  ['/place-bet/:groupId', 'Place bet'],
  ['/place-bid/:groupId', 'Bidding'],
  ['/view-bets/:groupId', 'View bets'],
  ['/match-standings/:groupId', 'Match standings'],
  ['/manager-dashboard', 'Manager dashboard'],
  ['/manager-dashboard/add-match', 'Add match'],
  ['/manager-dashboard/manage-matches', 'Manage matches'],
  ['/manager-dashboard/manage-members', 'Manage members'],
  ['/manager-dashboard/add-members', 'Add member'],
  ['/manager-dashboard/points-system', 'Points system'],
  ['/manager-dashboard/squads', 'Squads'],
  ['/manager-dashboard/audit', 'Audit trail'],
  ['/manager-dashboard/standings', 'Standings'],
  ['/admin-dashboard', 'All users'],
  ['/admin-dashboard/manage-club', 'Manage clubs'],
  ['/admin-dashboard/add-club', 'Add club'],
  ['/admin-dashboard/edit-club/:id', 'Edit club'],
  ['/admin-dashboard/manage-club/:clubId', 'Manage matches'],
  ['/admin-dashboard/manage-club/:clubId/add-match', 'Add match'],
  ['/admin-dashboard/manage-members/:clubId', 'Manage members'],
  ['/admin-dashboard/add-members/:clubId', 'Add member'],
  ['/admin-dashboard/points-system/:clubId', 'Points system'],
  ['/admin-dashboard/squads/:clubId', 'Squads'],
  ['/admin-dashboard/audit', 'Audit trail'],
  ['/admin-dashboard/standings/:clubId', 'Standings'],
  // The club screens Managers and Admins share, under either base path.
  ['/:base/manage-matches/edit/:id', 'Edit match'],
  ['/:base/manage-matches/add-result/:matchId', 'Add result'],
  ['/:base/manage-matches/edit-result/:matchId', 'Edit result'],
  ['/:base/manage-matches/view-result/:matchId', 'Match result'],
  ['/:base/manage-matches/scorecard/:matchId', 'Scorecard'],
  ['/:base/manage-matches/add-players/:matchId', 'Players'],
  ['/:base/manage-match/:matchId', 'Manage groups'],
  ['/:base/add-group/:matchId', 'Add group'],
  ['/:base/edit-group/:groupId', 'Edit group'],
  ['/:base/view-bets/:groupId', 'View bets'],
  ['/:base/view-bettingsheet/:groupId', 'Betting sheet'],
  ['/:base/match-standings/:groupId', 'Match standings'],
  ['/:base/wallet-history', 'Wallet history'],
];

/** "Place bet · Wicket Pools" for /place-bet/…; "Page not found · Wicket Pools" for a path no route knows. */
export function documentTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const row = TITLES.find(([pattern]) => matchPath({ path: pattern, caseSensitive: false, end: true }, path));
  return `${t(row ? row[1] : 'Page not found')} · ${APP_NAME}`;
}
