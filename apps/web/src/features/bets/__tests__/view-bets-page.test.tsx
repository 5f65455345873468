import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { Bet, BetPage } from '@wicket/shared/schemas/bets';
import type { GroupDetail } from '@wicket/shared/schemas/groups';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { StaffViewBetsPage, ViewBetsPage } from '../pages/view-bets-page';

const group: GroupDetail = {
  _id: 'group-1',
  betType: 'Multi Betters',
  betAmount: 10,
  minimumIncrement: null,
  winnerShare1: 50,
  winnerShare2: 30,
  winnerShare3: 10,
  status: 'Active',
  totalBetAmount: 2500,
  prizes: { first: 1250, second: 750, third: 250 },
  hasBets: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  CombinationsMaster: [...ALL_COMBINATIONS],
  SelectedCombinations: [],
  bettingOpen: true,
  match: {
    _id: 'match-1',
    team1: 'India',
    team2: 'Australia',
    dateTime: '2026-01-02T10:00:00.000Z',
    status: 'Active',
    Team1Players: {},
    Team2Players: {},
  },
};

/** The n-th bet of the group (1-based), placed by "Better n". */
const betNumber = (n: number): Bet => ({
  _id: `bet-${n}`,
  better: { _id: `user-${n}`, firstName: 'Better', lastName: String(n) },
  betAmount: 10,
  combination: ALL_COMBINATIONS[n % ALL_COMBINATIONS.length] as string,
  score: null,
  result: null,
  status: 'Pending',
  createdAt: '2026-01-01T10:00:00.000Z',
  match: { _id: 'match-1', team1: 'India', team2: 'Australia' },
  group: { _id: 'group-1', betType: 'Multi Betters' },
  breakdown: null,
});

/** The server's answer for `page` of a group of `total` bets, 100 a page. */
function pageOf(page: number, total: number): BetPage {
  const first = (page - 1) * 100 + 1;
  const count = Math.max(0, Math.min(100, total - first + 1));
  return { bets: Array.from({ length: count }, (_, i) => betNumber(first + i)), total, page, limit: 100 };
}

const pageRoute = (page: number, total: number): FakeRoute => ({
  url: `/api/bets/group/group-1?page=${page}&limit=100`,
  body: pageOf(page, total),
});

let calls: FakeCall[];

function open(total: number, url = '/view-bets/group-1', staff = false) {
  calls = fakeFetch([
    { url: '/api/groups/group-1', body: group },
    // Past the end the server answers an empty page with the total.
    ...[1, 2, 3, 9].map((page) => pageRoute(page, total)),
  ]);
  renderScreen(staff ? <StaffViewBetsPage /> : <ViewBetsPage />, {
    path: staff ? '/manager-dashboard/view-bets/:groupId' : '/view-bets/:groupId',
    url,
  });
}

const betRequests = () => calls.filter((call) => call.url.startsWith('/api/bets/group/')).map((call) => call.url);
const cards = () => within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('listitem');

beforeEach(() => {
  // A phone (375 px): the bets are cards.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  signIn({ userType: 'Member' });
});

describe('View Bets of a big group', () => {
  it('loads the first page only, says which bets it shows and offers the other pages', {
    timeout: 30_000,
  }, async () => {
    open(250);
    expect(await screen.findByText(/· Better 1$/)).toBeInTheDocument();
    expect(cards()).toHaveLength(100);
    expect(screen.getByText('Bets 1–100 of 250')).toHaveAttribute('role', 'status');
    const pager = screen.getByRole('navigation', { name: 'Bet pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    // Never the whole list: the whole-array form is not asked for.
    expect(betRequests()).toEqual(['/api/bets/group/group-1?page=1&limit=100']);
  });

  it('moves to another page from the keyboard, into the address, and shows that slice', {
    timeout: 30_000,
  }, async () => {
    open(250);
    await screen.findByText(/· Better 1$/);
    const user = userEvent.setup();
    const pager = screen.getByRole('navigation', { name: 'Bet pages' });
    within(pager).getByRole('button', { name: 'Page 3' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/· Better 201$/)).toBeInTheDocument();
    expect(cards()).toHaveLength(50);
    expect(screen.getByText('Bets 201–250 of 250')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/view-bets/group-1?page=3');
    expect(betRequests()).toContain('/api/bets/group/group-1?page=3&limit=100');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Bet pages' })).getByRole('button', { name: 'Previous page' }),
    );
    expect(await screen.findByText(/· Better 101$/)).toBeInTheDocument();
  });

  it('opens the page in the address, and a page past the end shows the last one', async () => {
    open(250, '/view-bets/group-1?page=9');
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/view-bets/group-1?page=3'));
    expect(await screen.findByText(/· Better 250$/)).toBeInTheDocument();
  });

  it('shows no pager for a group that fits one page, and staff see the total count', async () => {
    signIn({ userType: 'Manager' });
    open(3, '/manager-dashboard/view-bets/group-1', true);
    expect(await screen.findByText(/· Better 3$/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bet pages' })).toBeNull();
    expect(screen.getByText((_, element) => element?.textContent === 'Bets: 3')).toBeInTheDocument();
  });

  it('says so when the group has no bets', async () => {
    open(0);
    expect(await screen.findByText('No bets placed in this group.')).toBeInTheDocument();
    expect(screen.queryByText(/^Bets \d/)).toBeNull();
  });
});
