import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { RequireUserType } from './guards';
import { AppLayout } from './layout/app-layout';
import { DashboardLayout } from './layout/dashboard-layout';
import { RouteError } from './route-error';

/**
 * A lazily loaded screen with its own error boundary: each screen is its own chunk, so member screens never load
 * manager or admin code, and a crash in one screen leaves the header and navigation working.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return { ErrorBoundary: RouteError, lazy: async () => ({ Component: await load() }) };
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
    ...screen(() => import('@/features/bets/pages/place-bet-page').then((m) => m.PlaceBetPage)),
  },
  {
    path: 'view-bets/:groupId',
    ...screen(() => import('@/features/bets/pages/view-bets-page').then((m) => m.ViewBetsPage)),
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
];

/**
 * Manager routes (issue 7): add them here under `<RequireUserType type="Manager" />`, and the admin routes under
 * `<RequireUserType type="Admin" />`, each with `screen(...)` so they stay out of the member bundle.
 */
const managerRoutes: RouteObject[] = [];
const adminRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      ...publicRoutes,
      { element: <RequireUserType type="Member" />, children: memberRoutes },
      { element: <RequireUserType type="Manager" />, children: managerRoutes },
      { element: <RequireUserType type="Admin" />, children: adminRoutes },
      { path: '*', ...screen(() => import('./routes/not-found').then((m) => m.NotFoundPage)) },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A 401 on a signed-in call has already cleared the stored login; send the visitor to sign in again.
setUnauthorizedHandler(() => {
  void router.navigate('/login', { replace: true });
});
