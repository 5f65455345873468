import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeCall, type FakeRoute, fakeFetch } from '@/testing/fake-fetch';
import { betPageOf, groupDetail } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { stubPhoneViewport } from '@/testing/viewport';
import { StaffViewBetsPage, ViewBetsPage } from '../pages/view-bets-page';

const group = groupDetail({ totalBetAmount: 2500, prizes: { first: 1250, second: 750, third: 250 }, hasBets: true });

const pageRoute = (page: number, total: number): FakeRoute => ({
  url: `/api/bets/group/group-1?page=${page}&limit=100`,
  body: betPageOf(page, total, 100),
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
  stubPhoneViewport();
  signIn({ userType: 'Member' });
});

describe('View Bets of a big group', () => {
  it('loads the first page only, says which bets it shows and offers the other pages', {
    timeout: 30_000,
  }, async () => {
    open(250);
    expect(await screen.findByText(/· Better 1$/)).toBeInTheDocument();
    // The first screenful comes first (DataTable); the page's other cards follow.
    await waitFor(() => expect(cards()).toHaveLength(100));
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
