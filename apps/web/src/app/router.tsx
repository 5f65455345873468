import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '@wicket/shared/schemas/users';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { matchRoutes, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { WhenVisible } from '@/components/when-visible';
import { prefetchPlaceBet, prefetchViewBets } from '@/features/bets/api/prefetch';
import type { MessageKey } from '@/i18n';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { getLogin } from '@/lib/auth-storage';
import { memberPaths, routePattern } from '@/lib/member-paths';
import { PrefetchScreenData, type ScreenPrefetch } from '@/lib/prefetch';
import { type StaffRole, staffRoutePatterns } from '@/lib/staff';
import { RequireUserType } from './guards';
import { AppLayout } from './layout/app-layout';
import { DashboardLayout } from './layout/dashboard-layout';
import { RouteErrorBoundary } from './route-error';
import { documentTitle } from './titles';

/*
 * Declarative routing (<BrowserRouter> and useRoutes): the app has no loaders or actions, and React Router's data
 * router would add about 17 KB gzip to every page. Lazy screens suspend inside AppLayout's Suspense; navigations
 * run in a transition, so the current screen stays until the next one has loaded.
 */

type ScreenLoader = () => Promise<ComponentType>;

/**
 * What a route carries besides its element: its tab title (the screen's name, `title · Wicket Pools`), and for
 * `preloadScreen` the screen and its data, and the guard's user type.
 */
type RouteHandle = { title?: MessageKey; screen?: ScreenLoader; prefetch?: ScreenPrefetch; userType?: UserType };

/** Screens whose chunk has arrived. */
const loadedScreens = new WeakMap<ScreenLoader, ComponentType>();

const loadScreen = (load: ScreenLoader) =>
  load().then((Screen) => {
    loadedScreens.set(load, Screen);
    return Screen;
  });

/** One component per loader, so routes that share a loader share a component. */
const screens = new WeakMap<ScreenLoader, ComponentType>();

/**
 * The screen as one component: the screen itself when its chunk has already arrived (main.tsx preloads the first
 * page's), else a lazy one. A lazy component suspends at least once, even on a loaded chunk, which shows the loader
 * first, and React holds a revealed boundary back for up to 300 ms. Chosen once per mount, so a mounted screen is
 * never swapped out.
 */
function screenComponent(load: ScreenLoader): ComponentType {
  let Screen = screens.get(load);
  if (!Screen) {
    const Lazy = lazy(() => loadScreen(load).then((Loaded) => ({ default: Loaded })));
    Screen = function PreloadedOrLazy() {
      const [Preloaded] = useState(() => loadedScreens.get(load));
      return Preloaded ? <Preloaded /> : <Lazy />;
    };
    screens.set(load, Screen);
  }
  return Screen;
}

/**
 * A lazily loaded screen with its own error boundary: each screen is its own chunk, so member screens never load
 * manager or admin code, and a crash in one screen leaves the header and navigation working. Routes that share a
 * loader share one component, so moving between them keeps the screen mounted. `prefetch`
 * (features/<x>/api/prefetch.tsx) asks for the screen's data while its chunk loads. `title` names the screen in the
 * browser tab (routeTitle).
 */
function screen(
  title: MessageKey,
  load: ScreenLoader,
  prefetch?: ScreenPrefetch,
): Pick<RouteObject, 'element' | 'handle'> {
  const Screen = screenComponent(load);
  const handle: RouteHandle = { title, screen: load, prefetch };
  return {
    handle,
    element: (
      <RouteErrorBoundary>
        {/* Rendered before the screen suspends on its chunk, so its requests start at once. */}
        {prefetch && <PrefetchScreenData prefetch={prefetch} />}
        <Screen />
      </RouteErrorBoundary>
    ),
  };
}

/** Routes only `type` may open (spec section 2). */
function guarded(type: UserType, children: RouteObject[]): RouteObject {
  const handle: RouteHandle = { userType: type };
  return { element: <RequireUserType type={type} />, handle, children };
}

/** Spec section 2: anyone may open these. /change-password has no guard. */
const publicRoutes: RouteObject[] = [
  { index: true, ...screen('Welcome', () => import('./routes/welcome').then((m) => m.WelcomePage)) },
  { path: 'login', ...screen('Sign in', () => import('@/features/auth/pages/login-page').then((m) => m.LoginPage)) },
  {
    path: 'register',
    ...screen('Register', () => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage)),
  },
  {
    path: routePattern(memberPaths.changePassword),
    ...screen('Change password', () =>
      import('@/features/auth/pages/change-password-page').then((m) => m.ChangePasswordPage),
    ),
  },
  // A welcome link of a member the club imported (design-season section 6).
  {
    path: 'welcome/:token',
    ...screen('Welcome', () => import('@/features/auth/pages/welcome-link-page').then((m) => m.WelcomeLinkPage)),
  },
];

const standingsPage = () => import('@/features/standings/pages/standings-page').then((m) => m.StandingsPage);

/**
 * The calendar card sits below the dashboard's matches: its code (and its text field's) loads as the member scrolls
 * towards it, not with the first page (issue 42: the first page's JavaScript within 150 KB).
 */
const CalendarCard = lazy(() =>
  import('@/features/calendar/components/calendar-card').then((m) => ({ default: m.CalendarCard })),
);

/**
 * The member dashboard with the member's pending club invitations above its matches (design-season section 10), for
 * a member without a club (InvitationPanel).
 */
const memberDashboard: ScreenLoader = () =>
  Promise.all([
    import('@/features/matches/pages/dashboard-page'),
    import('@/features/invitations/components/invitation-panel'),
  ]).then(([{ DashboardPage }, { InvitationPanel }]) => {
    const invitations = (otherwise: ReactNode) => <InvitationPanel otherwise={otherwise} />;
    const calendar = (
      <WhenVisible>
        <Suspense fallback={null}>
          <CalendarCard />
        </Suspense>
      </WhenVisible>
    );
    return function MemberDashboard() {
      return <DashboardPage invitations={invitations} calendar={calendar} />;
    };
  });

/** Spec section 2, member routes: guarded for the Member type. */
const memberRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      {
        path: routePattern(memberPaths.dashboard),
        ...screen('Club dashboard', memberDashboard),
      },
    ],
  },
  {
    path: 'play-match/:matchId',
    ...screen('Match', () => import('@/features/matches/pages/play-match-page').then((m) => m.PlayMatchPage)),
  },
  {
    path: 'match-result/:matchId',
    ...screen('Match result', () =>
      import('@/features/matches/pages/match-result-page').then((m) => m.MatchResultPage),
    ),
  },
  {
    path: 'match-scorecard/:matchId',
    ...screen('Scorecard', () =>
      import('@/features/scorecard/pages/match-scorecard-page').then((m) => m.MatchScorecardPage),
    ),
  },
  {
    path: 'place-bet/:groupId',
    ...screen(
      'Place bet',
      () => import('@/features/bets/pages/place-bet-page').then((m) => m.PlaceBetPage),
      prefetchPlaceBet,
    ),
  },
  {
    path: 'fantasy-team/:groupId',
    ...screen('Fantasy team', () =>
      import('@/features/fantasy/pages/fantasy-team-page').then((m) => m.FantasyTeamPage),
    ),
  },
  {
    path: 'place-bid/:groupId',
    ...screen('Bidding', () => import('@/features/bids/pages/place-bid-page').then((m) => m.PlaceBidPage)),
  },
  {
    path: 'view-bets/:groupId',
    ...screen(
      'View bets',
      () => import('@/features/bets/pages/view-bets-page').then((m) => m.ViewBetsPage),
      prefetchViewBets,
    ),
  },
  {
    path: 'match-standings/:groupId',
    ...screen('Match standings', () =>
      import('@/features/bets/pages/match-standings-page').then((m) => m.MatchStandingsPage),
    ),
  },
  {
    path: routePattern(memberPaths.myBets),
    ...screen('My bets', () => import('@/features/bets/pages/my-bets-page').then((m) => m.MyBetsPage)),
  },
  {
    path: routePattern(memberPaths.walletHistory),
    ...screen('Wallet history', () =>
      import('@/features/wallet/pages/wallet-history-page').then((m) => m.WalletHistoryPage),
    ),
  },
  {
    path: routePattern(memberPaths.referral),
    ...screen('Refer friends', () => import('@/features/referral/pages/referral-page').then((m) => m.ReferralPage)),
  },
  {
    path: 'invitations',
    ...screen('Invitations', () =>
      import('@/features/invitations/pages/invitations-page').then((m) => m.InvitationsPage),
    ),
  },
  { path: routePattern(memberPaths.standings), ...screen('Standings', standingsPage) },
  {
    path: routePattern(memberPaths.stats),
    ...screen('My statistics', () => import('@/features/stats/pages/stats-page').then((m) => m.StatsPage)),
  },
  {
    path: routePattern(memberPaths.notifications),
    ...screen('Notifications', () =>
      import('@/features/push-settings/pages/notification-settings-page').then((m) => m.NotificationSettingsPage),
    ),
  },
];

/**
 * The club screens Managers and Admins share (spec section 2): one implementation each, under the role's paths
 * (lib/staff.ts, staffRoutePatterns). The role decides the links and API paths inside the screens. Paths match
 * case-insensitively, so `/manager-dashboard/Add-Match` and `/manager-dashboard/add-match` are one route.
 */
function staffScreens(role: StaffRole): RouteObject[] {
  const at = staffRoutePatterns(role);
  const resultForm = () => import('@/features/manage-matches/pages/result-form-page').then((m) => m.ResultFormPage);
  return [
    { path: at.addMatch, ...screen('Add match', addMatchPage) },
    { path: at.matches, ...screen('Manage matches', manageMatchesPage) },
    { path: at.members, ...screen('Manage members', manageMembersPage) },
    { path: at.addMembers, ...screen('Add member', addMembersPage) },
    { path: at.audit, ...screen('Audit trail', auditPage) },
    { path: at.standings, ...screen('Standings', standingsPage) },
    { path: at.pointsSystem, ...screen('Points system', pointsSystemPage) },
    { path: at.squads, ...screen('Squads', squadsPage) },
    {
      path: at.editMatch,
      ...screen('Edit match', () =>
        import('@/features/manage-matches/pages/edit-match-page').then((m) => m.EditMatchPage),
      ),
    },
    { path: at.addResult, ...screen('Add result', resultForm) },
    { path: at.editResult, ...screen('Edit result', resultForm) },
    {
      path: at.viewResult,
      ...screen('Match result', () =>
        import('@/features/manage-matches/pages/view-result-page').then((m) => m.ViewResultPage),
      ),
    },
    {
      path: at.scorecard,
      ...screen('Scorecard', () => import('@/features/scorecard/pages/scorecard-page').then((m) => m.ScorecardPage)),
    },
    {
      path: at.addPlayers,
      ...screen('Players', () =>
        import('@/features/manage-matches/pages/add-players-page').then((m) => m.AddPlayersPage),
      ),
    },
    {
      path: at.matchGroups,
      ...screen('Manage groups', () =>
        import('@/features/groups/pages/match-groups-page').then((m) => m.MatchGroupsPage),
      ),
    },
    {
      path: at.addGroup,
      ...screen('Add group', () => import('@/features/groups/pages/group-form-page').then((m) => m.AddGroupPage)),
    },
    {
      path: at.editGroup,
      ...screen('Edit group', () => import('@/features/groups/pages/group-form-page').then((m) => m.EditGroupPage)),
    },
    {
      path: at.viewBets,
      ...screen(
        'View bets',
        () => import('@/features/bets/pages/view-bets-page').then((m) => m.StaffViewBetsPage),
        prefetchViewBets,
      ),
    },
    {
      path: at.matchStandings,
      ...screen('Match standings', () =>
        import('@/features/bets/pages/match-standings-page').then((m) => m.StaffMatchStandingsPage),
      ),
    },
    {
      path: at.bettingSheet,
      ...screen('Betting sheet', () =>
        import('@/features/groups/pages/betting-sheet-page').then((m) => m.BettingSheetPage),
      ),
    },
    {
      path: at.walletHistory,
      ...screen('Wallet history', () =>
        import('@/features/wallet/pages/wallet-history-page').then((m) => m.WalletHistoryPage),
      ),
    },
  ];
}

const manageMatchesPage = () =>
  import('@/features/manage-matches/pages/manage-matches-page').then((m) => m.ManageMatchesPage);
const addMatchPage = () => import('@/features/manage-matches/pages/add-match-page').then((m) => m.AddMatchPage);
const manageMembersPage = () => import('@/features/members/pages/manage-members-page').then((m) => m.ManageMembersPage);
const addMembersPage = () => import('@/features/members/pages/add-members-page').then((m) => m.AddMembersPage);
const auditPage = () => import('@/features/audit/pages/audit-page').then((m) => m.AuditPage);
const pointsSystemPage = () => import('@/features/points/pages/points-system-page').then((m) => m.PointsSystemPage);
const squadsPage = () => import('@/features/squads/pages/squads-page').then((m) => m.SquadsPage);

/** The manager dashboard with the "Add fixtures to your calendar" card (design-season section 5). */
const managerDashboard: ScreenLoader = () =>
  Promise.all([
    import('@/features/manage-matches/pages/manager-dashboard-page'),
    import('@/features/calendar/components/calendar-card'),
  ]).then(([{ ManagerDashboardPage }, { CalendarCard }]) => {
    const calendar = <CalendarCard />;
    return function ManagerDashboard() {
      return <ManagerDashboardPage calendar={calendar} />;
    };
  });

/** Spec section 2, manager routes: the Manager's own club. */
const managerRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      {
        path: 'manager-dashboard',
        ...screen('Manager dashboard', managerDashboard),
      },
    ],
  },
  ...staffScreens('Manager'),
];

/** Spec section 2, admin routes: every user and club; the club screens act on the club chosen by its id. */
const adminRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      {
        path: 'admin-dashboard',
        ...screen('All users', () =>
          import('@/features/users/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
        ),
      },
    ],
  },
  {
    path: staffRoutePatterns('Admin').clubs,
    ...screen('Manage clubs', () => import('@/features/clubs/pages/manage-club-page').then((m) => m.ManageClubPage)),
  },
  {
    path: staffRoutePatterns('Admin').addClub,
    ...screen('Add club', () => import('@/features/clubs/pages/club-form-pages').then((m) => m.AddClubPage)),
  },
  {
    path: staffRoutePatterns('Admin').editClub,
    ...screen('Edit club', () => import('@/features/clubs/pages/club-form-pages').then((m) => m.EditClubPage)),
  },
  ...staffScreens('Admin'),
];

/** Every route of the app (exported for the test that each has its tab title). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...publicRoutes,
      guarded('Member', memberRoutes),
      guarded('Manager', managerRoutes),
      guarded('Admin', adminRoutes),
      { path: '*', ...screen('Page not found', () => import('./routes/not-found').then((m) => m.NotFoundPage)) },
    ],
  },
];

/** The last path matched and its matches: the first page is matched by preloadScreen and again by its tab title. */
let lastMatched: { pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined;

/**
 * The routes matching a path. React Router ranks every branch of the table on each call (about 30 ms at 4x CPU on
 * the test host), so the answer for the latest path is kept.
 */
function routeMatches(pathname: string) {
  if (lastMatched?.pathname !== pathname) lastMatched = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatched.matches;
}

/**
 * The first page's screen, started before React's first render (main.tsx): its chunk, and its data when the stored
 * login may open it. A deep link (a notification, a reload, a shared link) then waits for the app shell, its screen's
 * code and its data side by side instead of one after the other (bench/README.md, change 21).
 */
export function preloadScreen(location: { pathname: string; search: string }, queryClient: QueryClient): void {
  const matches = routeMatches(location.pathname);
  const leaf = matches?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (!matches || !leaf || !handle?.screen) return; // no route, or a layout only: nothing to start
  // A chunk that fails here is loaded again by the lazy screen, whose error boundary says so if it fails again.
  loadScreen(handle.screen).catch(() => {});
  const login = getLogin();
  const userType = login?.userType.toLowerCase();
  const allowed = matches.every((m) => {
    const guard = (m.route.handle as RouteHandle | undefined)?.userType;
    return guard === undefined || guard.toLowerCase() === userType;
  });
  if (handle.prefetch && login && allowed)
    handle.prefetch(queryClient, leaf.params, new URLSearchParams(location.search));
}

/** The tab title of a path: the matched screen's title, or "Page not found" (matched case-insensitively). */
export function routeTitle(pathname: string): string {
  const leaf = routeMatches(pathname)?.at(-1);
  return documentTitle((leaf?.route.handle as RouteHandle | undefined)?.title);
}

/** The app's routes; rendered inside <BrowserRouter> by main.tsx. */
export function AppRoutes() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Every navigation names the screen in the tab (the layout moves focus to its heading).
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  // A 401 on a signed-in call has already cleared the stored login; send the visitor to sign in again.
  useEffect(() => {
    setUnauthorizedHandler(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return useRoutes(routes);
}
