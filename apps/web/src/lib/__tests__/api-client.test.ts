import type { AuthUser } from '@wicket/shared/schemas/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '../api-client';
import { clearLogin, getLogin, saveLogin, updateToken } from '../auth-storage';

const login: AuthUser = {
  _id: 'u1',
  firstName: 'Rita',
  email: 'r@example.com',
  userType: 'Member',
  token: 'old',
  credits: 0,
};

/** A fetch answering 401 once `release` is called, so the stored login can change while the request is out. */
function pending401() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
    }),
  );
  return release;
}

describe('api client: a 401', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLogin();
  });

  it('signs out when it answers the login still stored', async () => {
    saveLogin(login);
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    pending401()();
    await expect(api.get('/api/users/userdetails', { fallback: 'Failed to load data' })).rejects.toMatchObject({
      status: 401,
    });
    expect(getLogin()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the token was replaced while the request was out (a password change)', async () => {
    saveLogin(login);
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    const release = pending401();
    const read = api.get('/api/users/userdetails', { fallback: 'Failed to load data' });
    updateToken('new');
    release();
    await expect(read).rejects.toMatchObject({ status: 401 });
    expect(getLogin()?.token).toBe('new');
    expect(signedOut).not.toHaveBeenCalled();
  });
});
