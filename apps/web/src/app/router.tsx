import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { type RouteObject, useNavigate, useRoutes } from 'react-router';
import { PlaceBetPrefetch, ViewBetsPrefetch } from '@/features/bets/api/prefetch';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { RequireUserType } from './guards';
import { AppLayout } from './layout/app-layout';
import { DashboardLayout } from './layout/dashboard-layout';
import { RouteErrorBoundary } from './route-error';

/*
 * Declarative routing (<BrowserRouter> and useRoutes): the app has no loaders or actions, and React Router's data
 * router would add about 17 KB gzip to every page. Lazy screens suspend inside AppLayout's Suspense; navigations
 * run in a transition, so the current screen stays until the next one has loaded.
 */

const screens = new WeakMap<() => Promise<ComponentType>, LazyExoticComponent<ComponentType>>();

/**
 * A lazily loaded screen with its own error boundary: each screen is its own chunk, so member screens never load
 * manager or admin code, and a crash in one screen leaves the header and navigation working. Routes that share a
 * loader share one component, so moving between them keeps the screen mounted. `Prefetch` (features/<x>/api/prefetch.tsx)
 * asks for the screen's data while its chunk loads.
 */
function screen(load: () => Promise<ComponentType>, Prefetch?: ComponentType): Pick<RouteObject, 'element'> {
  let Screen = screens.get(load);
  if (!Screen) {
    Screen = lazy(async () => ({ default: await load() }));
    screens.set(load, Screen);
  }
  return {
    element: (
      <RouteErrorBoundary>
        {/* Rendered before the screen suspends on its chunk, so its requests start at once. */}
        {Prefetch && <Prefetch />}
        <Screen />
      </RouteErrorBoundary>
    ),
  };
}

/** Spec section 2: anyone may open these. /change-password has no guard. */
const publicRoutes: RouteObject[] = [
  { index: true, ...screen(() => import('./routes/welcome').then((m) => m.WelcomePage)) },
  { path: 'login', ...screen(() => import('@/features/auth/pages/login-page').then((m) => m.LoginPage)) },
  { path: 'register', ...screen(() => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage)) },
  {
    path: 'change-password',
    ...screen(() => import('@/features/auth/pages/change-password-page').then((m) => m.ChangePasswordPage)),
  },
];

const standingsPage = () => import('@/features/standings/pages/standings-page').then((m) => m.StandingsPage);

/** Spec section 2, member routes: guarded for the Member type. */
const memberRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      {
        path: 'dashboard',
        ...screen(() => import('@/features/matches/pages/dashboard-page').then((m) => m.DashboardPage)),
      },
    ],
  },
  {
    path: 'play-match/:matchId',
    ...screen(() => import('@/features/matches/pages/play-match-page').then((m) => m.PlayMatchPage)),
  },
  {
    path: 'match-result/:matchId',
    ...screen(() => import('@/features/matches/pages/match-result-page').then((m) => m.MatchResultPage)),
  },
  {
    path: 'place-bet/:groupId',
    ...screen(() => import('@/features/bets/pages/place-bet-page').then((m) => m.PlaceBetPage), PlaceBetPrefetch),
  },
  {
    path: 'place-bid/:groupId',
    ...screen(() => import('@/features/bids/pages/place-bid-page').then((m) => m.PlaceBidPage)),
  },
  {
    path: 'view-bets/:groupId',
    ...screen(() => import('@/features/bets/pages/view-bets-page').then((m) => m.ViewBetsPage), ViewBetsPrefetch),
  },
  {
    path: 'match-standings/:groupId',
    ...screen(() => import('@/features/bets/pages/match-standings-page').then((m) => m.MatchStandingsPage)),
  },
  {
    path: 'dashboard/my-bets',
    ...screen(() => import('@/features/bets/pages/my-bets-page').then((m) => m.MyBetsPage)),
  },
  {
    path: 'dashboard/wallet-history',
    ...screen(() => import('@/features/wallet/pages/wallet-history-page').then((m) => m.WalletHistoryPage)),
  },
  {
    path: 'dashboard/referral',
    ...screen(() => import('@/features/referral/pages/referral-page').then((m) => m.ReferralPage)),
  },
  { path: 'dashboard/standings', ...screen(standingsPage) },
  { path: 'dashboard/stats', ...screen(() => import('@/features/stats/pages/stats-page').then((m) => m.StatsPage)) },
];

/**
 * The club screens Managers and Admins share (spec section 2): one implementation each, under the role's base path.
 * The role decides the links and API paths inside the screens. Paths match case-insensitively, so
 * `/manager-dashboard/Add-Match` and `/manager-dashboard/add-match` are one route.
 */
function clubScreens(base: string): RouteObject[] {
  const resultForm = () => import('@/features/manage-matches/pages/result-form-page').then((m) => m.ResultFormPage);
  return [
    {
      path: `${base}/Manage-Matches/edit/:id`,
      ...screen(() => import('@/features/manage-matches/pages/edit-match-page').then((m) => m.EditMatchPage)),
    },
    { path: `${base}/Manage-Matches/add-result/:matchId`, ...screen(resultForm) },
    { path: `${base}/Manage-Matches/edit-result/:matchId`, ...screen(resultForm) },
    {
      path: `${base}/Manage-Matches/view-result/:matchId`,
      ...screen(() => import('@/features/manage-matches/pages/view-result-page').then((m) => m.ViewResultPage)),
    },
    {
      path: `${base}/Manage-Matches/add-players/:matchId`,
      ...screen(() => import('@/features/manage-matches/pages/add-players-page').then((m) => m.AddPlayersPage)),
    },
    {
      path: `${base}/manage-match/:matchId`,
      ...screen(() => import('@/features/groups/pages/match-groups-page').then((m) => m.MatchGroupsPage)),
    },
    {
      path: `${base}/add-group/:matchId`,
      ...screen(() => import('@/features/groups/pages/group-form-page').then((m) => m.AddGroupPage)),
    },
    {
      path: `${base}/edit-group/:groupId`,
      ...screen(() => import('@/features/groups/pages/group-form-page').then((m) => m.EditGroupPage)),
    },
    {
      path: `${base}/view-bets/:groupId`,
      ...screen(
        () => import('@/features/bets/pages/view-bets-page').then((m) => m.StaffViewBetsPage),
        ViewBetsPrefetch,
      ),
    },
    {
      path: `${base}/match-standings/:groupId`,
      ...screen(() => import('@/features/bets/pages/match-standings-page').then((m) => m.StaffMatchStandingsPage)),
    },
    {
      path: `${base}/view-bettingsheet/:groupId`,
      ...screen(() => import('@/features/groups/pages/betting-sheet-page').then((m) => m.BettingSheetPage)),
    },
    {
      path: `${base}/wallet-history`,
      ...screen(() => import('@/features/wallet/pages/wallet-history-page').then((m) => m.WalletHistoryPage)),
    },
  ];
}

const manageMatchesPage = () =>
  import('@/features/manage-matches/pages/manage-matches-page').then((m) => m.ManageMatchesPage);
const addMatchPage = () => import('@/features/manage-matches/pages/add-match-page').then((m) => m.AddMatchPage);
const manageMembersPage = () => import('@/features/members/pages/manage-members-page').then((m) => m.ManageMembersPage);
const addMembersPage = () => import('@/features/members/pages/add-members-page').then((m) => m.AddMembersPage);
const auditPage = () => import('@/features/audit/pages/audit-page').then((m) => m.AuditPage);

/** Spec section 2, manager routes: the Manager's own club. */
const managerRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      {
        path: 'manager-dashboard',
        ...screen(() =>
          import('@/features/manage-matches/pages/manager-dashboard-page').then((m) => m.ManagerDashboardPage),
        ),
      },
    ],
  },
  { path: 'manager-dashboard/add-match', ...screen(addMatchPage) },
  { path: 'manager-dashboard/Manage-Matches', ...screen(manageMatchesPage) },
  { path: 'manager-dashboard/manage-members', ...screen(manageMembersPage) },
  { path: 'manager-dashboard/add-members', ...screen(addMembersPage) },
  { path: 'manager-dashboard/audit', ...screen(auditPage) },
  { path: 'manager-dashboard/standings', ...screen(standingsPage) },
  ...clubScreens('manager-dashboard'),
];

/** Spec section 2, admin routes: every user and club; the club screens act on the club chosen by its id. */
const adminRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      {
        path: 'admin-dashboard',
        ...screen(() => import('@/features/users/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage)),
      },
    ],
  },
  {
    path: 'admin-dashboard/manage-club',
    ...screen(() => import('@/features/clubs/pages/manage-club-page').then((m) => m.ManageClubPage)),
  },
  {
    path: 'admin-dashboard/add-club',
    ...screen(() => import('@/features/clubs/pages/club-form-pages').then((m) => m.AddClubPage)),
  },
  {
    path: 'admin-dashboard/edit-club/:id',
    ...screen(() => import('@/features/clubs/pages/club-form-pages').then((m) => m.EditClubPage)),
  },
  { path: 'admin-dashboard/manage-club/:clubId', ...screen(manageMatchesPage) },
  { path: 'admin-dashboard/manage-club/:clubId/add-match', ...screen(addMatchPage) },
  { path: 'admin-dashboard/manage-members/:clubId', ...screen(manageMembersPage) },
  { path: 'admin-dashboard/add-members/:clubId', ...screen(addMembersPage) },
  { path: 'admin-dashboard/audit', ...screen(auditPage) },
  { path: 'admin-dashboard/standings/:clubId', ...screen(standingsPage) },
  ...clubScreens('admin-dashboard'),
];

const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...publicRoutes,
      { element: <RequireUserType type="Member" />, children: memberRoutes },
      { element: <RequireUserType type="Manager" />, children: managerRoutes },
      { element: <RequireUserType type="Admin" />, children: adminRoutes },
      { path: '*', ...screen(() => import('./routes/not-found').then((m) => m.NotFoundPage)) },
    ],
  },
];

/** The app's routes; rendered inside <BrowserRouter> by main.tsx. */
export function AppRoutes() {
  const navigate = useNavigate();
  // A 401 on a signed-in call has already cleared the stored login; send the visitor to sign in again.
  useEffect(() => {
    setUnauthorizedHandler(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return useRoutes(routes);
}
