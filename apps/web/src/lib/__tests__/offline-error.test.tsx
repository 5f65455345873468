import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { messages } from '@wicket/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorState } from '@/components/error-state';
import { renderScreen } from '@/testing/render';
import { ApiError, api, OfflineError } from '../api-client';

/** A screen reading one thing, showing its failure the way screens do (ErrorState with the error's text). */
function Screen() {
  const query = useQuery({
    queryKey: ['offline-test'],
    queryFn: () => api.get('/api/users/profile', { fallback: 'Failed to load data' }),
    retry: false,
  });
  if (query.error) return <ErrorState message={query.error.message} />;
  return <p>{query.data ? 'loaded' : 'loading'}</p>;
}

const unreachable = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('a read without a network (issue 38: "Failed to load data" and a red toast under the offline banner)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offline: fails with the offline text, and the screen shows neither an error panel nor a toast', async () => {
    notifications.clean();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    unreachable();
    await expect(api.get('/api/users/profile', { fallback: 'Failed to load data' })).rejects.toBeInstanceOf(
      OfflineError,
    );
    await expect(api.get('/api/users/profile', { fallback: 'Failed to load data' })).rejects.toThrow(messages.offline);

    renderScreen(<Screen />, { path: '/', url: '/' });
    await screen.findByText('loading');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Failed to load data')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Error' })).toBeNull();
    expect(document.querySelector('.app-toasts .mantine-Notification-root')).toBeNull();
  });

  it('online but unreachable: still the screen fallback, as before', async () => {
    unreachable();
    const failure = await api.get('/api/users/profile', { fallback: 'Failed to load data' }).then(
      () => new Error('answered'),
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(OfflineError);
    expect(failure.message).toBe('Failed to load data');
  });
});
