import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { signIn } from '@/testing/render';
import { RequireUserType } from '../guards';
import { AppProviders } from '../providers';
import { WelcomePage } from '../routes/welcome';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The app's guards as the router nests them, opened at `url`. */
const open = (url: string) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route index element={<WelcomePage />} />
          <Route element={<RequireUserType type="Member" />}>
            <Route path="dashboard" element={<p>Member dashboard</p>} />
          </Route>
          <Route element={<RequireUserType type="Manager" />}>
            <Route path="manager-dashboard/*" element={<p>Manager screen</p>} />
          </Route>
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );

describe('another user type at a guarded address (issue 38)', () => {
  afterEach(async () => {
    await setLocale('en', { remember: false });
  });

  it('a member opening a manager address is told the page is for club staff, with a way back', async () => {
    signIn({ userType: 'Member' });
    open('/manager-dashboard/Manage-Matches');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page is for club staff');
    expect(alert).toHaveTextContent('Your account is a member account, so it cannot open club staff pages.');
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('link', { name: 'Back to my dashboard' }));
    expect(await screen.findByText('Member dashboard')).toBeInTheDocument();
  });

  it('a manager opening a member address is told the page is for members; Hindi says it too', async () => {
    await setLocale('hi', { remember: false });
    signIn({ userType: 'Manager' });
    open('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('यह पेज क्लब सदस्यों के लिए है');
    expect(screen.getByRole('link', { name: 'मेरे डैशबोर्ड पर वापस' })).toHaveAttribute('href', '/manager-dashboard');
  });

  it('the welcome page opened by itself says nothing of the kind', async () => {
    signIn({ userType: 'Member' });
    open('/');
    expect(await screen.findByText('Welcome to Wicket Pools')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
