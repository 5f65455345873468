import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { WhenVisible } from '@/components/when-visible';
import { useDashboardMatches } from '@/features/matches/hooks/use-dashboard-matches';
import classes from './dashboard-layout.module.css';

/** Below the screen on phones, so its code loads as the member scrolls towards it (issue 42: the first page's size). */
const SideCard = lazy(() => import('./side-card').then((m) => ({ default: m.SideCard })));

/**
 * Dashboards: the screen, and the side card beside it (below it on phones). On phones the card waits for the
 * club's matches: shown earlier, it sat just under the loader and jumped down the screen when the list arrived.
 * Beside the screen (wide screens) it is in view and loads at once. Two CSS grid columns rather than Mantine's Grid,
 * whose responsive column code was about 1 KB gzip of every page.
 */
export function DashboardLayout() {
  const { isPending } = useDashboardMatches();
  return (
    <div className={classes.columns}>
      <div>
        <Outlet />
      </div>
      <Box visibleFrom={isPending ? 'md' : undefined}>
        <WhenVisible>
          <Suspense fallback={null}>
            <SideCard />
          </Suspense>
        </WhenVisible>
      </Box>
    </div>
  );
}
