import { screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { PrefetchScreenData } from '@/lib/prefetch';
import { fakeFetch } from '@/testing/fake-fetch';
import { betPageOf, groupDetail } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { prefetchPlaceBet, prefetchViewBets, viewBetsPage } from '../api/prefetch';
import { ViewBetsPage } from '../pages/view-bets-page';

/** A screen whose chunk never arrives: what the router shows while a slow phone downloads the real one. */
const StillLoading = lazy(() => new Promise<never>(() => {}));

/** The route as the router builds it: the prefetch beside the lazy screen, in the layout's Suspense. */
const routeOf = (prefetch: React.ReactNode, page: React.ReactNode = <StillLoading />) => (
  <Suspense fallback={<p>Loading screen</p>}>
    {prefetch}
    {page}
  </Suspense>
);

describe('route prefetch: the screen data is asked for while its chunk loads', () => {
  it('View Bets asks for the group and the page of bets the URL names before its code is there', async () => {
    signIn();
    const calls = fakeFetch([]);
    renderScreen(routeOf(<PrefetchScreenData prefetch={prefetchViewBets} />), {
      path: '/view-bets/:groupId',
      url: '/view-bets/group-1?page=3',
    });
    expect(screen.getByText('Loading screen')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => call.url).sort()).toEqual([
        '/api/bets/group/group-1?page=3&limit=100',
        '/api/groups/group-1',
      ]),
    );
  });

  it('Place Bet asks for the group', async () => {
    signIn();
    const calls = fakeFetch([]);
    renderScreen(routeOf(<PrefetchScreenData prefetch={prefetchPlaceBet} />), {
      path: '/place-bet/:groupId',
      url: '/place-bet/group-1',
    });
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/api/groups/group-1']));
  });

  it('the screen uses what the prefetch fetched: one request each', async () => {
    signIn();
    const calls = fakeFetch([
      { url: '/api/groups/group-1', body: groupDetail({ hasBets: true }) },
      { url: '/api/bets/group/group-1?page=1&limit=100', body: betPageOf(1, 3, 100) },
    ]);
    renderScreen(routeOf(<PrefetchScreenData prefetch={prefetchViewBets} />, <ViewBetsPage />), {
      path: '/view-bets/:groupId',
      url: '/view-bets/group-1',
    });
    expect((await screen.findAllByText(/Better 3/)).length).toBeGreaterThan(0);
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/bets/group/group-1?page=1&limit=100',
      '/api/groups/group-1',
    ]);
  });

  it('reads the page number as View Bets does: a whole number from 1, else 1', () => {
    expect([null, '', '0', '-2', '1.5', 'x', '1', '7'].map(viewBetsPage)).toEqual([1, 1, 1, 1, 1, 1, 1, 7]);
  });
});
