import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getLogin, saveLogin, updateToken } from '@/lib/auth-storage';
import { renderScreen } from '@/testing/render';
import { TemporaryPasswordPrompt } from '../components/temporary-password-prompt';

const PROMPT = 'You signed in with a temporary password from your club.';

const answer = {
  _id: 'u1',
  firstName: 'Nina',
  email: null,
  userType: 'Member' as const,
  credits: 0,
  token: 't1',
};

afterEach(() => window.localStorage.clear());

describe('the temporary-password prompt (issue 27)', () => {
  it('after signing in with a temporary password, links to Change Password and can be dismissed', async () => {
    saveLogin({ ...answer, passwordTemporary: true });
    renderScreen(<TemporaryPasswordPrompt />, { path: '/dashboard', url: '/dashboard' });
    expect(screen.getByText(PROMPT, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(PROMPT, { exact: false })).not.toBeInTheDocument();
    expect(getLogin()?.passwordTemporary).toBeUndefined();
  });

  it('does not show after a sign-in with an own password, and ends when a password is chosen', () => {
    saveLogin({ ...answer, passwordTemporary: false });
    const { unmount } = renderScreen(<TemporaryPasswordPrompt />, { path: '/dashboard', url: '/dashboard' });
    expect(screen.queryByText(PROMPT, { exact: false })).not.toBeInTheDocument();
    unmount();
    saveLogin({ ...answer, passwordTemporary: true });
    updateToken('t2');
    expect(getLogin()).toMatchObject({ token: 't2' });
    expect(getLogin()?.passwordTemporary).toBeUndefined();
  });
});
