import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLogin } from '@/lib/auth-storage';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen } from '@/testing/render';
import { WelcomeLinkPage } from '../pages/welcome-link-page';

const TOKEN = 'a'.repeat(43);
const open = () => renderScreen(<WelcomeLinkPage />, { path: '/welcome/:token', url: `/welcome/${TOKEN}` });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('/welcome/{token} (design-season section 6)', () => {
  it('greets by club and first name, checks the confirmation, then stores the login', async () => {
    const calls = fakeFetch([
      { url: `/api/users/welcome/${TOKEN}`, body: { firstName: 'Asha', clubName: 'Lions' } },
      {
        method: 'POST',
        url: `/api/users/welcome/${TOKEN}`,
        body: { _id: 'u1', firstName: 'Asha', email: null, userType: 'Member', credits: 150, token: 'jwt-1' },
      },
    ]);
    open();
    expect(await screen.findByRole('heading', { name: 'Welcome to Lions, Asha' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'asha-pw-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'asha-pw-2');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'asha-pw-1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await vi.waitFor(() => expect(getLogin()?.token).toBe('jwt-1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'asha-pw-1' });
  });

  it('a used or expired link shows the server’s text and the way to sign in', async () => {
    fakeFetch([{ url: `/api/users/welcome/${TOKEN}`, status: 404, body: { message: messages.welcomeLinkInvalid } }]);
    open();
    expect(await screen.findByText('This link has expired or was already used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });
});
