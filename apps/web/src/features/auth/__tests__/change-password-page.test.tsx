import { screen } from '@testing-library/react';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { renderScreen, signIn } from '@/testing/render';
import { ChangePasswordPage } from '../pages/change-password-page';

const open = () => renderScreen(<ChangePasswordPage />, { path: '/change-password', url: '/change-password' });

describe('/change-password (issue 13, item 17)', () => {
  it('signed out: says sign in first, up front, and offers no form to fill', async () => {
    open();
    expect(await screen.findByText(messages.signInFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
  });

  it('signed in: the form', async () => {
    signIn();
    open();
    expect(await screen.findByLabelText(/Current Password/)).toBeInTheDocument();
    expect(screen.queryByText(messages.signInFirst)).toBeNull();
  });
});
