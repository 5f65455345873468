import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, Route, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCloseToastsOnNavigation } from '@/hooks/use-close-toasts-on-navigation';
import { notifyError, notifySuccess, TOAST_LIMIT, TOAST_NAVIGATION_GRACE_MS } from '@/lib/notify';
import { renderRoutes, renderScreen } from '@/testing/render';

/** The toasts on screen (not the hidden live region that announces them). */
const toastTexts = () =>
  [...document.querySelectorAll('.app-toasts .mantine-Notification-root')].map((toast) => toast.textContent ?? '');

describe('toasts (issue 13, item 10)', () => {
  it('a success clears a stale error', async () => {
    renderScreen(<p>screen</p>, { path: '/', url: '/' });
    notifyError('Failed to place bets');
    await waitFor(() => expect(toastTexts().join()).toContain('Failed to place bets'));
    notifySuccess('1 bet placed successfully');
    await waitFor(() => expect(toastTexts().join()).toContain('1 bet placed successfully'));
    await waitFor(() => expect(toastTexts().join()).not.toContain('Failed to place bets'));
  });

  it(`shows at most ${TOAST_LIMIT} at once, at the bottom on a phone`, async () => {
    renderScreen(<p>screen</p>, { path: '/', url: '/' });
    for (const n of [1, 2, 3, 4]) notifyError(`Problem ${n}`);
    await waitFor(() => expect(toastTexts().join()).toContain('Problem 1'));
    expect(toastTexts()).toHaveLength(TOAST_LIMIT);
    expect(document.querySelector('.app-toasts[data-position="bottom-center"]')).not.toBeNull();
  });
});

describe('one failure, one toast (issue 27)', () => {
  it('the same error reported twice while the first shows appears once', async () => {
    notifications.clean();
    renderScreen(<p>screen</p>, { path: '/', url: '/' });
    notifyError('Bid must be at least RS 25.00');
    notifyError('Bid must be at least RS 25.00');
    await waitFor(() => expect(toastTexts().join()).toContain('Bid must be at least'));
    expect(toastTexts()).toHaveLength(1);
  });
});

/** A screen as the app layout runs it: toasts close on navigation; a button that navigates after its success toast. */
function NavigatingScreen() {
  useCloseToastsOnNavigation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/next')}>
        Next screen
      </button>
      <button
        type="button"
        onClick={() => {
          notifySuccess('Bets placed');
          navigate('/after-bets');
        }}
      >
        Place and go
      </button>
    </>
  );
}

describe('toasts stay on their screen (issue 38)', () => {
  it("a navigation closes the toasts of the screen left behind, but keeps the navigating action's own", async () => {
    notifications.clean();
    renderScreen(<NavigatingScreen />, { path: '*', url: '/first' });
    notifyError('Combination 11A must have exactly 3 distinct characters');
    await waitFor(() => expect(toastTexts().join()).toContain('Combination 11A'));
    await new Promise((resolve) => setTimeout(resolve, TOAST_NAVIGATION_GRACE_MS + 100));
    await userEvent.click(screen.getByRole('button', { name: 'Next screen' }));
    await waitFor(() => expect(toastTexts().join()).not.toContain('Combination 11A'));

    await userEvent.click(screen.getByRole('button', { name: 'Place and go' }));
    await waitFor(() => expect(toastTexts().join()).toContain('Bets placed'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastTexts().join()).toContain('Bets placed');
  });

  it("keeps the navigating action's toast when the next screen's code takes longer than the grace to arrive", async () => {
    notifications.clean();
    // A slow phone or network: the next screen's chunk arrives well after the toast was shown. The navigation
    // commits only then (it runs in a transition), but it began when the action navigated.
    const SlowScreen = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p>Your bets</p> }), TOAST_NAVIGATION_GRACE_MS + 600),
        ),
    );
    function Layout() {
      useCloseToastsOnNavigation();
      return (
        <Suspense fallback={<p>Loading</p>}>
          <Outlet />
        </Suspense>
      );
    }
    renderRoutes(
      <Route element={<Layout />}>
        <Route path="/first" element={<NavigatingScreen />} />
        <Route path="/after-bets" element={<SlowScreen />} />
      </Route>,
      '/first',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place and go' }));
    await screen.findByText('Your bets', undefined, { timeout: TOAST_NAVIGATION_GRACE_MS + 2000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastTexts().join()).toContain('Bets placed');
  });
});
