import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { NotificationSettingsPage } from '../pages/notification-settings-page';

const open = () =>
  renderScreen(<NotificationSettingsPage />, { path: '/dashboard/notifications', url: '/dashboard/notifications' });

const ALL_ON = { push: { reminders: true, results: true, credits: true, invitations: true } };

describe('/dashboard/notifications (design-contests section 2)', () => {
  it('shows a switch per kind as the server has them, and a switch puts all four back', async () => {
    signIn();
    const calls = fakeFetch([
      { url: '/api/users/notification-settings', body: ALL_ON },
      {
        method: 'PUT',
        url: '/api/users/notification-settings',
        body: { push: { ...ALL_ON.push, credits: false } },
      },
    ]);
    open();
    const credits = await screen.findByRole('switch', { name: /^Credits/ });
    expect(credits).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    await userEvent.click(credits);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ push: { ...ALL_ON.push, credits: false } }),
    );
    expect(screen.getByRole('switch', { name: /^Credits/ })).not.toBeChecked();
  });

  it('puts a switch back when the server refuses the change', async () => {
    signIn();
    fakeFetch([
      { url: '/api/users/notification-settings', body: ALL_ON },
      { method: 'PUT', url: '/api/users/notification-settings', status: 500, body: {} },
    ]);
    open();
    const reminders = await screen.findByRole('switch', { name: /^Match reminders/ });
    await userEvent.click(reminders);
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Match reminders/ })).toBeChecked());
  });

  it('says so where the browser cannot show notifications, and asks for nothing', async () => {
    signIn();
    fakeFetch([{ url: '/api/users/notification-settings', body: ALL_ON }]);
    open();
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this phone' })).toBeNull();
  });
});
