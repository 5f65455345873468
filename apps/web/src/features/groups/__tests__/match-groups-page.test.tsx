import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@wicket/shared/schemas/groups';
import type { Match } from '@wicket/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { groupShownStatus } from '@/components/domain/status-badge';
import { fakeFetch } from '@/testing/fake-fetch';
import { groupOf, matchOf } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { MatchGroupsPage } from '../pages/match-groups-page';

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

const match = (fields: Partial<Match> = {}): Match =>
  matchOf({ _id: 'm1', team1: 'Kent', team2: 'Essex', dateTime: tomorrow(), hasBets: true, ...fields });

const group = (fields: Partial<Group> = {}): Group =>
  groupOf({
    _id: 'g1',
    match: 'm1',
    winnerShare1: 100,
    winnerShare2: 0,
    winnerShare3: 0,
    totalBetAmount: 1018.32,
    hasBets: true,
    prizes: { first: 1018.32, second: 0, third: 0 },
    ...fields,
  });

const open = (m: Match, groups: Group[]) => {
  signIn({ userType: 'Manager' });
  fakeFetch([
    { url: '/api/matches/m1', body: m },
    { url: '/api/groups/match/m1', body: groups },
  ]);
  renderScreen(<MatchGroupsPage />, {
    path: '/manager-dashboard/manage-match/:matchId',
    url: '/manager-dashboard/manage-match/m1',
  });
};

describe('a group shows the status that agrees with betting (issue 38)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const at = (dateTime: string, fields: Partial<Match> = {}) => ({
    status: 'Active',
    result: null,
    dateTime,
    ...fields,
  });

  it.each([
    ['open', at('2026-03-11T12:00:00Z'), 'Active', 'Active'],
    ['started', at('2026-03-10T11:00:00Z'), 'Active', 'Closed'],
    ['with a result', at('2026-03-11T12:00:00Z', { result: 'r1' }), 'Active', 'Closed'],
    ['Inactive match', at('2026-03-11T12:00:00Z', { status: 'Inactive' }), 'Active', 'Closed'],
    ['Inactive group', at('2026-03-11T12:00:00Z'), 'Inactive', 'Inactive'],
    ['abandoned', at('2026-03-11T12:00:00Z', { status: 'Abandoned' }), 'Active', 'Refunded'],
  ])('%s: %s group shows %s', (_, m, status, shown) => {
    expect(groupShownStatus({ status }, m as Parameters<typeof groupShownStatus>[1], now)).toBe(shown);
  });

  it('Manage Groups of a started match: an Active group reads Closed', async () => {
    open(match({ dateTime: hourAgo(), status: 'Ongoing' }), [group()]);
    const card = await screen.findByRole('article', { name: 'Group 1' });
    expect(await within(card).findByText('Closed')).toBeInTheDocument();
    expect(within(card).queryByText('Active')).toBeNull();
  });
});

describe('Delete Group names what it refunds before it is done (issue 38)', () => {
  it('the confirmation names the pool refunded', { timeout: 20_000 }, async () => {
    open(match(), [group()]);
    const card = await screen.findByRole('article', { name: 'Group 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Its pool of RS 1,018.32 is refunded to the members who bet in it.');
  });

  it('a group without bets says nothing is refunded', { timeout: 20_000 }, async () => {
    open(match({ hasBets: false }), [group({ hasBets: false, totalBetAmount: 0 })]);
    const card = await screen.findByRole('article', { name: 'Group 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('It has no bets: nothing is refunded.');
  });
});
