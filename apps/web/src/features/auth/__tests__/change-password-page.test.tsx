import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wicket/shared/messages';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { fakeFetch } from '@/testing/fake-fetch';
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

/** A screen that shows the calendar address (the dashboards' card reads it the same way, kept forever). */
function CalendarReader() {
  useQuery({
    queryKey: queryKeys.calendar,
    queryFn: () => api.get<{ url: string }>('/api/users/calendar', { fallback: 'Failed to load data' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return null;
}

describe('/change-password and the calendar address (issue 38)', () => {
  it('a changed password fetches the calendar address again: the server has made a new one', async () => {
    signIn();
    const calls = fakeFetch([
      { url: '/api/users/calendar', body: { url: 'https://pools.example/api/calendar/old-token.ics' } },
      { method: 'PUT', url: '/api/users/change-password', body: { message: 'Password changed', token: 'new-token' } },
    ]);
    renderScreen(
      <>
        <CalendarReader />
        <ChangePasswordPage />
      </>,
      { path: '/change-password', url: '/change-password' },
    );
    const calendarReads = () => calls.filter((c) => c.url === '/api/users/calendar').length;
    await waitFor(() => expect(calendarReads()).toBe(1));
    await userEvent.type(screen.getByLabelText(/Current Password/), 'old-pw-1');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'new-pw-12');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'new-pw-12');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(calendarReads()).toBe(2));
  });
});
