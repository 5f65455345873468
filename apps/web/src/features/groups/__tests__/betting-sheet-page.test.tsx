import { screen, waitFor } from '@testing-library/react';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { Bet } from '@wicket/shared/schemas/bets';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { betPageOf, groupBet, groupDetail } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { BettingSheetPage } from '../pages/betting-sheet-page';

const group = groupDetail({
  totalBetAmount: 12000,
  prizes: { first: 6000, second: 3600, third: 1200 },
  hasBets: true,
  CombinationsMaster: [],
  SelectedCombinations: [...ALL_COMBINATIONS],
});

/** The n-th bet (1-based) of a 1,200-bet group, by "Better n"; the last one alone holds 7FG. */
const betNumber = (n: number): Bet =>
  groupBet(n, {
    better: {
      _id: `user-${n}`,
      firstName: 'Better',
      lastName: String(n),
      phoneNumber: `90000${String(n).padStart(5, '0')}`,
    },
    combination: n === 1200 ? '7FG' : (ALL_COMBINATIONS[n % 300] as string),
  });

describe('betting sheet of a big group', () => {
  it('loads the bets 500 at a time until it has them all, then offers the download', { timeout: 30_000 }, async () => {
    signIn({ userType: 'Manager' });
    const calls = fakeFetch([
      { url: '/api/groups/group-1', body: group },
      ...[1, 2, 3].map((page) => ({
        url: `/api/bets/group/group-1?page=${page}&limit=500`,
        body: betPageOf(page, 1200, 500, betNumber),
      })),
    ]);
    renderScreen(<BettingSheetPage />, {
      path: '/manager-dashboard/view-bettingsheet/:groupId',
      url: '/manager-dashboard/view-bettingsheet/group-1',
    });
    // The last page's only holder of 7FG shows once every page is in.
    await waitFor(
      () => expect(document.querySelector('tr[data-combination="7FG"]')).toHaveTextContent('Better 1200 (9000001200)'),
      { timeout: 20_000 },
    );
    expect(screen.getByText((_, element) => element?.textContent === 'Bets: 1200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.queryByText(/Loading bets/)).toBeNull();
    const betCalls = calls.filter((call) => call.url.startsWith('/api/bets/group/')).map((call) => call.url);
    expect(betCalls).toEqual([1, 2, 3].map((page) => `/api/bets/group/group-1?page=${page}&limit=500`));
    // Issue 27: it opens on the taken combinations, not on all 364.
    expect(screen.getByRole('radio', { name: 'Taken' })).toBeChecked();
    expect(document.querySelectorAll('tr[data-combination]').length).toBeLessThan(364);
  });
});

describe('betting sheet of a Bidding Method group (issue 38)', () => {
  it('talks of an opening bid and bids, not of a price per bet', { timeout: 30_000 }, async () => {
    signIn({ userType: 'Manager' });
    fakeFetch([
      { url: '/api/groups/group-1', body: { ...group, betType: 'Bidding Method', minimumIncrement: 5 } },
      { url: '/api/bets/group/group-1?page=1&limit=500', body: betPageOf(1, 3, 500, betNumber) },
    ]);
    renderScreen(<BettingSheetPage />, {
      path: '/manager-dashboard/view-bettingsheet/:groupId',
      url: '/manager-dashboard/view-bettingsheet/group-1',
    });
    expect(await screen.findByText(/Bidding Method · opening bid RS 10\.00$/)).toBeInTheDocument();
    expect(screen.queryByText(/per bet/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByText((_, element) => element?.textContent === 'Bids: 3')).toBeInTheDocument(),
    );
  });
});
