import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The container (transitions, portal, swipe to dismiss) loads with the first toast instead of with every page.
const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

/** Where the toasts of lib/notify.ts render; mounted once inside MantineProvider. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
