import { screen } from '@testing-library/react';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { staffPaths } from '@/lib/staff';
import { matchOf } from '@/testing/fixtures';
import { renderScreen, signIn } from '@/testing/render';
import { MatchCard } from '../components/match-card';

const later = () => new Date(Date.now() + 86_400_000).toISOString();
const match = (fields: Partial<MatchListItem>): MatchListItem => ({
  ...matchOf({ _id: 'm1', team1: 'Kent', team2: 'Essex', dateTime: later() }),
  groupCount: 0,
  activeGroupCount: 0,
  ...fields,
});

const show = (m: MatchListItem) => {
  signIn({ userType: 'Manager' });
  const none = () => {};
  renderScreen(
    <MatchCard
      match={m}
      paths={staffPaths('Manager')}
      onDelete={none}
      onApprove={none}
      onAbandon={none}
      busy={false}
    />,
    { path: '/', url: '/' },
  );
};

describe("the manager's match card says what members still need before they can bet", () => {
  it('players and a group', async () => {
    show(match({}));
    expect(await screen.findByText('Members cannot bet yet: Add players, Add a group.')).toBeInTheDocument();
  });

  it('a group that is not Active yet', async () => {
    show(match({ Team1Players: { 0: 'Ann' }, Team2Players: { 0: 'Bob' }, groupCount: 2 }));
    expect(await screen.findByText('Members cannot bet yet: Make a group Active.')).toBeInTheDocument();
  });

  it('nothing once ready', async () => {
    show(match({ Team1Players: { 0: 'Ann' }, Team2Players: { 0: 'Bob' }, groupCount: 1, activeGroupCount: 1 }));
    expect(await screen.findByText('Kent vs Essex')).toBeInTheDocument();
    expect(screen.queryByText(/Members cannot bet yet/)).toBeNull();
  });

  it('nor once the match has started', async () => {
    show(match({ dateTime: new Date(Date.now() - 60_000).toISOString() }));
    expect(await screen.findByText('Kent vs Essex')).toBeInTheDocument();
    expect(screen.queryByText(/Members cannot bet yet/)).toBeNull();
  });
});

describe('the card says what happened to the bets (issue 38)', () => {
  it('a match with bets reads Bets placed', async () => {
    show(match({ hasBets: true, groupCount: 1, activeGroupCount: 1 }));
    expect(await screen.findByText('Bets placed')).toBeInTheDocument();
  });

  it('abandoned after bets: Bets refunded, never Bets placed', async () => {
    show(match({ hasBets: true, status: 'Abandoned', groupCount: 1, activeGroupCount: 1 }));
    expect(await screen.findByText('Bets refunded')).toBeInTheDocument();
    expect(screen.queryByText('Bets placed')).toBeNull();
  });

  it('settled: no Edit Players (the names are final)', async () => {
    const named = { Team1Players: { 0: 'Ann' }, Team2Players: { 0: 'Bob' }, hasBets: true };
    show(match({ ...named, status: 'Ongoing', result: 'r1', prizeShareStatus: 'Approved', dateTime: later() }));
    expect(await screen.findByText('Bets placed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Players' })).toBeNull();
  });
});
