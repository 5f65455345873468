import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen, signIn } from '@/testing/render';
import { ClubSettingsCard } from '../components/club-settings-card';

describe("manager's club settings: reminder minutes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved value, refuses 1441 with the shared text, and saves a whole number', async () => {
    signIn({ _id: 'manny', userType: 'Manager' });
    const calls = fakeFetch([
      { url: '/api/clubs/club-1/settings', body: { _id: 'club-1', reminderMinutes: 45 } },
      {
        method: 'PUT',
        url: '/api/clubs/club-1/settings',
        body: { _id: 'club-1', reminderMinutes: 15, message: messages.clubSettingsSaved },
      },
    ]);
    renderScreen(<ClubSettingsCard clubId="club-1" />, { path: '/', url: '/' });
    const field = await screen.findByLabelText(/Reminder/);
    expect(field).toHaveValue('45');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '1441');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.reminderMinutesInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reminderMinutes: 15 });
    expect(await screen.findByText(messages.clubSettingsSaved)).toBeInTheDocument();
  });
});
