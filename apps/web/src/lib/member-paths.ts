/**
 * The member screens the header links to (spec section 2), spelled once: router.tsx routes them (without the
 * leading slash), the navigation and the dashboard's cards link to them.
 */
export const memberPaths = {
  dashboard: '/dashboard',
  myBets: '/dashboard/my-bets',
  walletHistory: '/dashboard/wallet-history',
  referral: '/dashboard/referral',
  standings: '/dashboard/standings',
  stats: '/dashboard/stats',
  /** Notifications settings (design-contests section 2); the server's test push opens it (modules/push/sender.ts). */
  notifications: '/dashboard/notifications',
  changePassword: '/change-password',
} as const;

/** A path as a route pattern of router.tsx (routes are relative to the app's root route). */
export const routePattern = (path: string) => path.slice(1);
