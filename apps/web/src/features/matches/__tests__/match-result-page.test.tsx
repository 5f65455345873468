import { screen } from '@testing-library/react';
import { messages, winningsMessage } from '@wicket/shared/messages';
import type { GroupWinners } from '@wicket/shared/schemas/bets';
import type { Match } from '@wicket/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { matchOf } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { MatchResultPage } from '../pages/match-result-page';

const match = matchOf({
  dateTime: '2026-03-12T10:00:00.000Z',
  status: 'Announced',
  result: 'result-1',
  hasBets: true,
});

const result = {
  _id: 'result-1',
  match: 'match-1',
  team1Scores: [10, 20, 30, 0, 0, 0, 0],
  team2Scores: [5, 0, 0, 0, 0, 0, 0],
  createdAt: '2026-03-12T14:00:00.000Z',
  updatedAt: '2026-03-12T14:00:00.000Z',
};

const group = {
  _id: 'group-1',
  betType: 'Multi Betters',
  betAmount: 10,
  minimumIncrement: null,
  winnerShare1: 100,
  winnerShare2: 0,
  winnerShare3: 0,
  status: 'Active',
  totalBetAmount: 70,
  hasBets: true,
  createdAt: '2026-03-01T00:00:00.000Z',
};

const winner = (id: string, user: string, amountWon: number, referralCommission: number) => ({
  _id: id,
  bet: `bet-${id}`,
  user: { _id: user, firstName: user, lastName: 'Tester' },
  combination: '12A',
  score: 35,
  amountWon,
  referralCommission,
  amountToWinner: amountWon - referralCommission,
});

function open(detail: Match, winners?: GroupWinners) {
  signIn({ _id: 'rita' });
  fakeFetch([
    { url: '/api/matches/match-1', body: detail },
    { url: '/api/results/result-1', body: result },
    { url: '/api/groups/match/match-1', body: [group] },
    ...(winners ? [{ url: '/api/winners/group/group-1', body: winners }] : []),
  ]);
  renderScreen(<MatchResultPage />, { path: '/match-result/:matchId', url: '/match-result/match-1' });
}

describe('member result page (issue 13)', () => {
  it('scores saved but credits not approved: the result awaits approval, not "No winners"', async () => {
    open({ ...match, status: 'Ongoing' });
    expect(await screen.findByText(messages.resultAwaitsApproval)).toBeInTheDocument();
    expect(screen.queryByText('No winners in this group')).toBeNull();
  });

  it('an abandoned match says so and that every bet was refunded, not that scores are coming', async () => {
    open({ ...match, status: 'Abandoned', result: null });
    expect(await screen.findByText(messages.matchAbandoned)).toBeInTheDocument();
    expect(screen.queryByText(messages.scoresNotInYet)).toBeNull();
  });

  it('a match without scores yet says they are not in', async () => {
    open({ ...match, status: 'Ongoing', result: null });
    expect(await screen.findByText(messages.scoresNotInYet)).toBeInTheDocument();
  });

  it("a referred member's own win says both figures; other winners show the gross amount", async () => {
    open(
      { ...match, prizeShareStatus: 'Approved' },
      {
        firstWinners: [winner('w1', 'rita', 63, 3.15), winner('w2', 'omar', 63, 0)],
        secondWinners: [],
        thirdWinners: [],
      },
    );
    // Issue 38: in the screens' one money format, not the messages' `RS63.00` beside `RS 63.00`.
    expect(await screen.findByText('RS 63.00 won, RS 59.85 to you, RS 3.15 to your referrer')).toBeInTheDocument();
    expect(screen.queryByText(winningsMessage(6300n, 315n))).toBeNull();
    expect(screen.getByText('RS 63.00')).toBeInTheDocument();
  });
});
