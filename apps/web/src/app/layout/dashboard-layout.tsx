import { Grid } from '@mantine/core';
import { Outlet } from 'react-router';
import { SideCard } from './side-card';

/** Dashboards: the screen, and the side card beside it (below it on phones). */
export function DashboardLayout() {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Outlet />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SideCard />
      </Grid.Col>
    </Grid>
  );
}
