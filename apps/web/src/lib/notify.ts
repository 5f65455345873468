import { notifications } from '@mantine/notifications';

/** Toasts close after 5 seconds (set once on the provider); these keep colours and titles consistent. */
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', title: 'Success', message });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', title: 'Error', message });
}

/** Saved, but with something the user should look at (e.g. players saved with blank names). */
export function notifyWarning(message: string) {
  notifications.show({ color: 'orange', title: 'Saved with a warning', message });
}
