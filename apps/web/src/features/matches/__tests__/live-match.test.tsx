import { screen } from '@testing-library/react';
import type { MatchListItem } from '@wicket/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { MatchTable } from '../components/match-table';
import { PopularLiveMatch, pickLiveMatch } from '../components/popular-live-match';

const now = new Date('2026-03-12T12:00:00.000Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
/** A listed match a member can bet on once Active: an Active group, both teams' players named, bets placed. */
const match = (
  id: string,
  dateTime: string,
  status: MatchListItem['status'],
  fields: Partial<MatchListItem> = {},
): MatchListItem =>
  ({
    _id: id,
    team1: `${id} A`,
    team2: `${id} B`,
    dateTime,
    status,
    result: null,
    Team1Players: { 0: 'Ann' },
    Team2Players: { 0: 'Bob' },
    hasBets: true,
    groupCount: 1,
    activeGroupCount: 1,
    ...fields,
  }) as MatchListItem;

describe('the live match (issue 13, item 8)', () => {
  it('is the match being played, not the next one', () => {
    const matches = [match('next', hours(2), 'Active'), match('playing', hours(-1), 'Ongoing')];
    expect(pickLiveMatch(matches, now)?._id).toBe('playing');
  });

  it('else the match whose betting closes soonest, never a finished, inactive or started one', () => {
    const matches = [
      match('later', hours(30), 'Active'),
      match('started', hours(-1), 'Active'),
      match('done', hours(-5), 'Announced'),
      match('off', hours(1), 'Inactive'),
      match('soonest', hours(3), 'Active'),
    ];
    expect(pickLiveMatch(matches, now)?._id).toBe('soonest');
    expect(pickLiveMatch([match('done', hours(-5), 'Announced')], now)).toBeUndefined();
  });

  it('never a match without a bet to place: no open group, no players, or being played without a bet', () => {
    const matches = [
      match('no-group', hours(1), 'Active', { activeGroupCount: 0, groupCount: 1 }),
      match('no-players', hours(2), 'Active', { Team2Players: {} }),
      match('quiet', hours(-1), 'Ongoing', { hasBets: false }),
      match('ready', hours(3), 'Active'),
    ];
    expect(pickLiveMatch(matches, now)?._id).toBe('ready');
    expect(pickLiveMatch(matches.slice(0, 3), now)).toBeUndefined();
  });

  it('members see Play only on a match with an open group and players', async () => {
    signIn();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    renderScreen(
      <MatchTable
        matches={[
          match('ready', later, 'Active'),
          match('empty', later, 'Active', { activeGroupCount: 0, groupCount: 0 }),
          match('unnamed', later, 'Active', { Team1Players: {} }),
        ]}
      />,
      { path: '/', url: '/' },
    );
    expect(await screen.findByRole('link', { name: 'Play ready A vs ready B' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Play empty/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Play unnamed/ })).toBeNull();
    expect(screen.getAllByText('Not open for bets yet')).toHaveLength(2);
  });

  it('an Ongoing match in the list opens its groups, or its scores once they are saved', async () => {
    signIn();
    const scored = { ...match('scored', hours(-3), 'Ongoing'), result: 'result-1' };
    // Play reads the real clock: the next match starts an hour from now.
    const next = match('next', new Date(Date.now() + 3_600_000).toISOString(), 'Active');
    renderScreen(<MatchTable matches={[{ ...match('playing', hours(-1), 'Ongoing'), result: null }, scored, next]} />, {
      path: '/',
      url: '/',
    });
    const link = await screen.findByRole('link', { name: 'View Bets of playing A vs playing B' });
    expect(link).toHaveAttribute('href', '/play-match/playing');
    const result = screen.getByRole('link', { name: 'View Result of scored A vs scored B' });
    expect(result).toHaveAttribute('href', '/match-result/scored');
    expect(screen.getByRole('link', { name: 'Play next A vs next B' })).toHaveAttribute('href', '/play-match/next');
  });

  const openCard = (matches: MatchListItem[]) => {
    signIn({ _id: 'rita' });
    fakeFetch([
      { url: '/api/users/profile', body: { _id: 'rita', firstName: 'Rita', memberOf: { _id: 'club-1' } } },
      { url: '/api/matches/club/club-1', body: matches },
    ]);
    renderScreen(<PopularLiveMatch betNow />, { path: '/', url: '/' });
  };

  it('Bet Now opens the groups of the match that takes bets', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    openCard([
      match('playing', new Date(Date.now() - 3_600_000).toISOString(), 'Ongoing'),
      match('next', later, 'Active'),
    ]);
    expect(await screen.findByText('playing A vs playing B')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bet Now on next A vs next B' })).toHaveAttribute(
      'href',
      '/play-match/next',
    );
  });

  it('no Bet Now when nothing takes bets', async () => {
    openCard([match('playing', new Date(Date.now() - 3_600_000).toISOString(), 'Ongoing')]);
    expect(await screen.findByText('playing A vs playing B')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bet Now/ })).toBeNull();
  });
});
