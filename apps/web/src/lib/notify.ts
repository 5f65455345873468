import { notifications, notificationsStore } from '@mantine/notifications';
import { createElement, Fragment } from 'react';
import { st, t } from '@/i18n';

/** At most this many toasts show at once (issue 13: a pile of toasts covered the screen on phones). */
export const TOAST_LIMIT = 2;

/**
 * Error toasts still on screen, by text: a later success replaces them, so a stale error never sits beside a
 * success, and the same error reported twice (by the screen and the shared handler) shows once.
 */
const openErrors = new Map<string, string>();

/**
 * When each open toast was shown, by id: a navigation closes the toasts of the screen left behind (issue 38: they
 * followed the member to the next screen and covered its controls). A toast shown just before the navigation is the
 * news of the action that navigated ("Logged in!", "Bets placed") and stays.
 */
const shownAt = new Map<string, number>();
/** How recent a toast may be and still belong to the next screen: the action that navigated showed it. */
export const TOAST_NAVIGATION_GRACE_MS = 1000;

function track(id: string): string {
  shownAt.set(id, Date.now());
  return id;
}

/**
 * On a navigation: closes every toast shown more than a moment before it started (not before it committed: the next
 * screen's code may take seconds to arrive, and the action's own toast is shown by then).
 */
export function closeToastsOfPreviousScreen(startedAt = Date.now()) {
  for (const [id, at] of shownAt) {
    if (startedAt - at <= TOAST_NAVIGATION_GRACE_MS) continue;
    shownAt.delete(id);
    if (isOpen(id)) notifications.hide(id);
  }
}

/**
 * Toasts close after 5 seconds (set once on the provider); these keep colours and titles consistent. `detail` (what
 * the action moved, e.g. the amounts refunded) shows on its own line under the message, which stays the exact text.
 */
export function notifySuccess(english: string, detail?: string) {
  const message = st(english);
  for (const id of openErrors.values()) notifications.hide(id);
  openErrors.clear();
  track(
    notifications.show({
      color: 'green',
      title: t('Success'),
      message: detail
        ? createElement(Fragment, null, createElement('div', null, message), createElement('div', null, detail))
        : message,
    }),
  );
}

/** Whether the toast is still shown or waiting to show (its onClose may never run if the app unmounted). */
function isOpen(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((toast) => toast.id === id) || queue.some((toast) => toast.id === id);
}

export function notifyError(english: string) {
  const message = st(english);
  const open = openErrors.get(message);
  if (open !== undefined && isOpen(open)) return;
  const id = notifications.show({
    color: 'red',
    title: t('Error'),
    message,
    onClose: () => {
      if (openErrors.get(message) === id) openErrors.delete(message);
      shownAt.delete(id);
    },
  });
  track(id);
  openErrors.set(message, id);
}

/** Saved, but with something the user should look at (e.g. players saved with blank names). */
export function notifyWarning(message: string) {
  track(notifications.show({ color: 'orange', title: t('Saved with a warning'), message }));
}
