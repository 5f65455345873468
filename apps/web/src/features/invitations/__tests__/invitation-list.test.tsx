import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationAcceptedMessage, messages } from '@wicket/shared/messages';
import type { Invitation } from '@wicket/shared/schemas/invitations';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { InvitationList } from '../components/invitation-list';
import { InvitationsPage } from '../pages/invitations-page';

const invitation: Invitation = {
  _id: 'inv-1',
  club: { _id: 'club-1', clubName: 'Lions' },
  invitedBy: { firstName: 'Manny', lastName: 'Manager' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

const profile = (memberOf: { _id: string; clubName: string } | null) => ({
  method: 'GET',
  url: '/api/users/profile',
  body: {
    _id: 'user-1',
    firstName: 'Rita',
    lastName: 'R',
    email: null,
    phoneNumber: '9876543210',
    countryCode: '+91',
    userType: 'Member',
    credits: 0,
    memberOf,
    referralCode: 'ABCDEFGH',
    referralCount: 0,
    referralEarnings: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
});

describe('club invitations (design-season section 10)', () => {
  it('lists who invited the member to which club; Accept joins and leads to the dashboard', async () => {
    signIn();
    const calls = fakeFetch([
      profile(null),
      { url: '/api/users/invitations', body: [invitation] },
      {
        method: 'POST',
        url: '/api/users/invitations/inv-1/accept',
        body: { message: invitationAcceptedMessage('Lions'), club: invitation.club },
      },
    ]);
    renderScreen(<InvitationsPage />, { path: '/invitations', url: '/invitations' });
    expect(await screen.findByText('Lions')).toBeInTheDocument();
    expect(screen.getByText(/Invited by Manny Manager on/)).toBeInTheDocument();
    expect(
      screen.getByText("Your balance comes with you. Once you join, the club's manager can add or deduct credits."),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the invitation to join Lions' }));
    expect(await screen.findByText('Welcome to Lions')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/dashboard'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/users/invitations/inv-1/accept']);
  });

  it("shows the server's refusal (joined another club meanwhile) and stays", async () => {
    signIn();
    fakeFetch([
      profile(null),
      { url: '/api/users/invitations', body: [invitation] },
      {
        method: 'POST',
        url: '/api/users/invitations/inv-1/accept',
        status: 409,
        body: { message: messages.userAlreadyInClub },
      },
    ]);
    renderScreen(<InvitationsPage />, { path: '/invitations', url: '/invitations' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept the invitation to join Lions' }));
    expect(await screen.findByText(messages.userAlreadyInClub)).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/invitations');
  });

  it('says so when there is nothing to answer', async () => {
    signIn();
    fakeFetch([profile(null), { url: '/api/users/invitations', body: [] }]);
    renderScreen(<InvitationsPage />, { path: '/invitations', url: '/invitations' });
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it('the dashboard panel asks only for a member without a club', async () => {
    signIn();
    const calls = fakeFetch([
      profile({ _id: 'club-9', clubName: 'Tigers' }),
      { url: '/api/users/invitations', body: [] },
    ]);
    renderScreen(<InvitationList variant="panel" />, { path: '/dashboard', url: '/dashboard' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/users/profile')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url === '/api/users/invitations')).toBe(false);
  });

  it('the dashboard panel lists the invitations of a member without a club', async () => {
    signIn();
    fakeFetch([profile(null), { url: '/api/users/invitations', body: [invitation] }]);
    renderScreen(<InvitationList variant="panel" />, { path: '/dashboard', url: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Decline the invitation to join Lions' })).toBeInTheDocument();
  });

  it("the dashboard's panel shows its note (not in a club yet) only when no invitation is pending (issue 38)", async () => {
    signIn();
    fakeFetch([profile(null), { url: '/api/users/invitations', body: [invitation] }]);
    const note = <p>You are not in a club yet</p>;
    const first = renderScreen(<InvitationList variant="panel" otherwise={note} />, {
      path: '/dashboard',
      url: '/dashboard',
    });
    expect(await screen.findByText('Lions')).toBeInTheDocument();
    expect(screen.queryByText('You are not in a club yet')).toBeNull();
    first.unmount();

    fakeFetch([profile(null), { url: '/api/users/invitations', body: [] }]);
    renderScreen(<InvitationList variant="panel" otherwise={note} />, { path: '/dashboard', url: '/dashboard' });
    expect(await screen.findByText('You are not in a club yet')).toBeInTheDocument();
  });
});
