import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fakeFetch } from '@/testing/fake-fetch';
import { betPageOf, groupDetail } from '@/testing/fixtures';
import { signIn } from '@/testing/render';
import { AppProviders } from '../providers';
import { AppRoutes, preloadScreen } from '../router';

const viewBetsData = [
  { url: '/api/groups/group-1', body: groupDetail({ hasBets: true }) },
  { url: '/api/bets/group/group-1?page=1&limit=100', body: betPageOf(1, 3, 100) },
];

describe('the first page starts its screen before React renders (main.tsx)', () => {
  // The staff route typed in another case: paths match case-insensitively, as the router's do.
  it.each([
    { userType: 'Member' as const, pathname: '/view-bets/group-1', search: '?page=3', page: 3 },
    { userType: 'Manager' as const, pathname: '/Manager-Dashboard/view-bets/group-1', search: '', page: 1 },
  ])("asks for a deep link's data at once when the stored login ($userType) may open $pathname", (link) => {
    signIn({ userType: link.userType });
    const calls = fakeFetch([]);
    preloadScreen(link, createQueryClient());
    expect(calls.map((call) => call.url).sort()).toEqual([
      `/api/bets/group/group-1?page=${link.page}&limit=100`,
      '/api/groups/group-1',
    ]);
  });

  it('asks for nothing the guard would not let the stored login see, nor anything signed out', () => {
    const calls = fakeFetch([]);
    preloadScreen({ pathname: '/view-bets/group-1', search: '' }, createQueryClient());
    signIn({ userType: 'Manager' });
    preloadScreen({ pathname: '/view-bets/group-1', search: '' }, createQueryClient());
    signIn({ userType: 'Member' });
    preloadScreen({ pathname: '/admin-dashboard/view-bets/group-1', search: '' }, createQueryClient());
    preloadScreen({ pathname: '/dashboard', search: '' }, createQueryClient());
    expect(calls).toEqual([]);
  });

  it('shows the preloaded screen with its data on the first render, not the loader; one request each', async () => {
    signIn({ userType: 'Member' });
    const calls = fakeFetch(viewBetsData);
    const queryClient = createQueryClient();
    preloadScreen({ pathname: '/view-bets/group-1', search: '' }, queryClient);
    // The screen's chunk and data arrive before React renders, as on a phone while the app shell boots.
    await import('@/features/bets/pages/view-bets-page');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/view-bets/group-1']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    // In the very first commit: the screen and its data, not the route's loader.
    expect(screen.getByRole('heading', { name: 'View Bets' })).toBeInTheDocument();
    expect(screen.getByText(/India vs Australia/)).toBeInTheDocument();
    expect((await screen.findAllByText(/Better 3/)).length).toBeGreaterThan(0);
    const screenCalls = calls.filter((call) => /^\/api\/(groups|bets)\//.test(call.url));
    expect(screenCalls.map((call) => call.url).sort()).toEqual(viewBetsData.map((route) => route.url).sort());
  });
});
