import { notifications } from '@mantine/notifications';

/** At most this many toasts show at once (issue 13: a pile of toasts covered the screen on phones). */
export const TOAST_LIMIT = 2;

/** Error toasts still on screen: a later success replaces them, so a stale error never sits beside a success. */
const openErrors = new Set<string>();

/** Toasts close after 5 seconds (set once on the provider); these keep colours and titles consistent. */
export function notifySuccess(message: string) {
  for (const id of openErrors) notifications.hide(id);
  openErrors.clear();
  notifications.show({ color: 'green', title: 'Success', message });
}

export function notifyError(message: string) {
  const id = notifications.show({
    color: 'red',
    title: 'Error',
    message,
    onClose: () => openErrors.delete(id),
  });
  openErrors.add(id);
}

/** Saved, but with something the user should look at (e.g. players saved with blank names). */
export function notifyWarning(message: string) {
  notifications.show({ color: 'orange', title: 'Saved with a warning', message });
}
