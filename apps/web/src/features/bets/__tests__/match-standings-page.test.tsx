import { screen, within } from '@testing-library/react';
import { messages } from '@wicket/shared/messages';
import type { Standings } from '@wicket/shared/schemas/groups';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { groupDetail } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { MatchStandingsPage } from '../pages/match-standings-page';

const group = groupDetail({
  winnerShare3: 0,
  totalBetAmount: 30,
  prizes: { first: 15, second: 9, third: 0 },
  hasBets: true,
  bettingOpen: false,
  match: { status: 'Ongoing', Team1Players: { '0': 'Bala' } },
});

const standings: Standings = {
  provisional: true,
  pool: 30,
  prizes: { first: 15, second: 9, third: 0 },
  rows: [
    {
      _id: 'bet-1',
      combination: '12A',
      better: { _id: 'u1', firstName: 'Rita', lastName: 'Rao' },
      score: 70,
      place: 1,
      winnings: 15,
      breakdown: [
        { code: '1', team: 1, name: 'Bala', score: 40 },
        { code: '2', team: 1, name: '', score: 20 },
        { code: 'A', team: 2, name: '', score: 10 },
      ],
    },
  ],
};

function open(answer: { status?: number; body: unknown }) {
  signIn();
  fakeFetch([
    { url: '/api/groups/group-1', body: group },
    { url: '/api/groups/group-1/standings', ...answer },
  ]);
  renderScreen(<MatchStandingsPage />, { path: '/match-standings/:groupId', url: '/match-standings/group-1' });
}

describe('match standings', () => {
  it('shows the provisional standings: pool, prizes and each bet with its breakdown', async () => {
    open({ body: standings });
    expect(await screen.findByText('Provisional')).toBeInTheDocument();
    expect(screen.getByText(messages.standingsProvisional)).toBeInTheDocument();
    expect(screen.getByText('1st Prize').nextSibling).toHaveTextContent('RS 15');
    expect(screen.queryByText('3rd Prize')).toBeNull();
    expect(await screen.findByText('Rita Rao')).toBeInTheDocument();
    expect(screen.getAllByText(/12A/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Bala: 40/)).toBeInTheDocument();
    expect(screen.getByText(/Player 2: 20/)).toBeInTheDocument();
  });

  it('says Final once the credits are approved', async () => {
    open({ body: { ...standings, provisional: false } });
    expect(await screen.findByText('Final')).toBeInTheDocument();
    expect(screen.queryByText('Provisional')).toBeNull();
  });

  it('before a result: a plain empty state, not an error', async () => {
    open({ status: 409, body: { message: messages.standingsNoResult } });
    const empty = await screen.findByText(messages.standingsNoResult);
    expect(empty).toBeInTheDocument();
    expect(screen.getByText(messages.standingsNoResultHelp)).toBeInTheDocument();
    expect(screen.queryByText('Error')).toBeNull();
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
