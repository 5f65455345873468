import { Grid } from '@mantine/core';
import { Outlet } from 'react-router';
import { useDashboardMatches } from '@/features/matches/hooks/use-dashboard-matches';
import { SideCard } from './side-card';

/**
 * Dashboards: the screen, and the side card beside it (below it on phones). On phones the card waits for the
 * club's matches: shown earlier, it sat just under the loader and jumped down the screen when the list arrived.
 */
export function DashboardLayout() {
  const { isPending } = useDashboardMatches();
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Outlet />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} visibleFrom={isPending ? 'md' : undefined}>
        <SideCard />
      </Grid.Col>
    </Grid>
  );
}
