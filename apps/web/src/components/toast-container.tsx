import { Notifications } from '@mantine/notifications';

/** Mantine's toast container as the app configures it; toasts.tsx loads it with the first toast. */
export function ToastContainer() {
  return <Notifications autoClose={5000} position="top-right" limit={4} classNames={{ root: 'app-toasts' }} />;
}
