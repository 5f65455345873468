import { notifications } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError, notifySuccess, TOAST_LIMIT } from '@/lib/notify';
import { renderScreen } from '@/testing/render';

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
