import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchOf } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';
import { MatchHeader } from '../components/match-header';

const match = matchOf({
  _id: 'm1',
  team1: 'Galle Gladiators',
  team2: 'Kandy Kings',
  dateTime: '2030-07-01T14:00:00.000Z',
  venue: 'Galle International Stadium',
});

describe('a match screen names its venue (issue 38)', () => {
  it('beside the start time when the match has one, and nothing when it has none', () => {
    const { unmount } = renderScreen(<MatchHeader match={match} back="/dashboard" />, { path: '/', url: '/' });
    expect(screen.getByText('at Galle International Stadium')).toBeInTheDocument();
    unmount();
    renderScreen(<MatchHeader match={{ ...match, venue: null }} back="/dashboard" />, { path: '/', url: '/' });
    expect(document.querySelector('[data-venue]')).toBeNull();
  });
});
