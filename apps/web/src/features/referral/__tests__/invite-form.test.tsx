import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { InviteForm } from '../components/invite-form';

describe('invite without a WhatsApp sender (issue 13, item 15)', () => {
  it('says the invite was queued, not sent, and offers the wa.me link to that number first', async () => {
    signIn();
    const link = 'https://wa.me/919876543210?text=Rita%20invited%20you';
    fakeFetch([
      {
        method: 'POST',
        url: '/api/users/send-whatsapp',
        body: { message: messages.inviteQueued, sentByProvider: false, whatsappLink: link },
      },
    ]);
    renderScreen(<InviteForm message="Rita invited you" />, { path: '/', url: '/' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Friend's phone number"), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(messages.inviteQueued)).toBeInTheDocument();
    expect(screen.queryByText(messages.inviteSent)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', link);
  });
});
