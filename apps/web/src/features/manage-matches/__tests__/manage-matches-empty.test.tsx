import { screen } from '@testing-library/react';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { ManageMatchesPage } from '../pages/manage-matches-page';

describe('Manage Matches without a match', () => {
  it('an Admin looking at a club is told about this club, not "your" club', async () => {
    signIn({ userType: 'Admin', firstName: 'Ada' });
    fakeFetch([
      { url: '/api/matches/club/club-1', body: [] },
      { url: '/api/clubs/club-1', body: { _id: 'club-1', clubName: 'Other CC' } },
    ]);
    renderScreen(<ManageMatchesPage />, {
      path: '/admin-dashboard/manage-club/:clubId',
      url: '/admin-dashboard/manage-club/club-1',
    });
    expect(await screen.findByText(messages.noMatchesInThisClub)).toBeInTheDocument();
    expect(screen.queryByText(messages.noMatchesInOwnClub)).toBeNull();
  });

  it("a Manager is told about their own club (the spec's text)", async () => {
    signIn({ userType: 'Manager', firstName: 'Manny' });
    fakeFetch([
      { url: '/api/matches', body: [] },
      { url: '/api/users/profile', body: { _id: 'user-1', firstName: 'Manny', memberOf: { _id: 'c', clubName: 'C' } } },
    ]);
    renderScreen(<ManageMatchesPage />, {
      path: '/manager-dashboard/Manage-Matches',
      url: '/manager-dashboard/Manage-Matches',
    });
    expect(await screen.findByText(messages.noMatchesInOwnClub)).toBeInTheDocument();
  });
});
