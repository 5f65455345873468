import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FantasyTeam } from '@wicket/shared/schemas/fantasy-teams';
import { describe, expect, it } from 'vitest';
import { type FakeCall, fakeFetch } from '@/testing/fake-fetch';
import { groupDetail } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { FantasyTeamPage } from '../pages/fantasy-team-page';

const inOneHour = new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
const players = (names: string[]) => Object.fromEntries(names.map((name, i) => [String(i), name]));

/** A 3-player Fantasy Team group with a budget of 25 credits: Rohit costs 10, the rest 8 or 7.5. */
const fantasy = (dateTime: string, result: string | null = null) =>
  groupDetail({
    betType: 'Fantasy Team',
    betAmount: 50,
    teamSize: 3,
    maxTeams: 2,
    creditBudget: 25,
    match: {
      dateTime,
      result,
      status: result ? 'Ongoing' : 'Active',
      Team1Players: players(['Rohit', 'Gill', 'Kohli']),
      Team2Players: players(['Warner', 'Head', 'Smith']),
      Team1Credits: { 0: 10, 1: 8, 2: 8 },
      Team2Credits: { 0: 7.5, 1: 8, 2: 8 },
    },
  });

const team = (overrides: Partial<FantasyTeam>): FantasyTeam => ({
  _id: 't1',
  group: 'group-1',
  players: ['2', '3', 'A'],
  captain: '2',
  viceCaptain: 'A',
  credits: 23.5,
  points: null,
  rank: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function open(detail: ReturnType<typeof fantasy>, teams: { entries: number; teams: FantasyTeam[] }, extra = []) {
  signIn({ _id: 'rita', userType: 'Member', credits: 500 });
  const calls: FakeCall[] = fakeFetch([
    { url: `/api/groups/${detail._id}`, body: detail },
    { url: `/api/groups/${detail._id}/teams`, body: teams },
    {
      url: '/api/results/r1',
      body: {
        _id: 'r1',
        match: 'match-1',
        team1Scores: [10, 4, 0, 0, 0, 0, 0],
        team2Scores: [7, 0, 0, 0, 0, 0, 0],
        createdAt: '',
        updatedAt: '',
      },
    },
    {
      method: 'POST',
      url: `/api/groups/${detail._id}/teams`,
      status: 201,
      body: { message: 'Team entered', team: team({}), balance: 450 },
    },
    ...extra,
  ]);
  renderScreen(<FantasyTeamPage />, { path: '/fantasy-team/:groupId', url: `/fantasy-team/${detail._id}` });
  return calls;
}

describe('the Fantasy Team screen', () => {
  it('picks players within the budget, then C and VC, and enters the team with the fee confirmed', async () => {
    const user = userEvent.setup();
    const calls = open(fantasy(inOneHour), { entries: 0, teams: [] });
    await user.click(await screen.findByRole('button', { name: /Rohit/ }));
    await user.click(screen.getByRole('button', { name: /Gill/ }));
    expect(screen.getByText('2/3 players')).toBeTruthy();
    expect(screen.getByText('Credits left 7')).toBeTruthy();
    // Two of team 1 and one of team 2: the team is full, the others wait.
    await user.click(screen.getByRole('button', { name: /Warner/ }));
    expect(screen.getByText('Credits left -0.5')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Smith/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Captain: Rohit' }));
    await user.click(screen.getByRole('button', { name: 'Vice-captain: Warner' }));
    await user.click(screen.getByRole('button', { name: /^Enter team/ }));
    // Over the budget: the shared check says so before anything is sent.
    expect(await screen.findByText('This team costs 25.5 credits; the budget is 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change players' }));
    await user.click(screen.getByRole('button', { name: /Rohit/ }));
    await user.click(screen.getByRole('button', { name: /Head/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Captain: Gill' }));
    await user.click(screen.getByRole('button', { name: /^Enter team/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Enter this team for RS 50.00\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enter team' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ players: ['2', 'A', 'B'], captain: '2', viceCaptain: 'A' });
    expect(post?.headers['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it("lists the member's teams with Edit while betting is open, and saves an edit without a fee", async () => {
    const user = userEvent.setup();
    const calls = open(fantasy(inOneHour), { entries: 1, teams: [team({})] }, [
      { method: 'PUT', url: '/api/fantasy-teams/t1', body: { message: 'Team saved', team: team({}) } },
    ] as never);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Captain: Kohli' }));
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      players: ['2', '3', 'A'],
      captain: '3',
      viceCaptain: 'A',
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the leaderboard after the deadline: rank, owner, points, and each team's C and VC", async () => {
    const user = userEvent.setup();
    open(fantasy(anHourAgo, 'r1'), {
      entries: 2,
      teams: [
        team({ _id: 'a', points: 33.5, rank: 1, owner: { _id: 'sam', firstName: 'Sam', lastName: 'Shah' } }),
        team({
          _id: 'b',
          points: 24,
          rank: 2,
          captain: '2',
          owner: { _id: 'rita', firstName: 'Rita', lastName: 'Rao' },
        }),
      ],
    });
    const rows = await screen.findAllByRole('button', { name: /#\d/ });
    expect(rows.map((row) => row.textContent)).toEqual(['#1Sam Shah33.5 pts', '#2Rita Rao (You)24 pts']);
    await user.click(rows[0] as HTMLElement);
    const panel = await screen.findByRole('region');
    expect(within(panel).getByText('C')).toBeTruthy();
    expect(within(panel).getByText('VC')).toBeTruthy();
    // Each player's own points from the result: Gill 4, Kohli 0, Warner 7.
    expect(
      within(panel)
        .getAllByText(/pts$/)
        .map((cell) => cell.textContent),
    ).toEqual(['4 pts', '0 pts', '7 pts']);
  });
});
