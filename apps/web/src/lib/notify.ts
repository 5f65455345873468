import { notifications } from '@mantine/notifications';

/** Toasts close after 5 seconds (set once on the provider); these keep colours and titles consistent. */
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', title: 'Success', message });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', title: 'Error', message });
}
