import { VisuallyHidden } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The container (transitions, portal, swipe to dismiss) loads with the first toast instead of with every page.
const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

/** The words of a toast as a screen reader should hear them: "Error: Password is required". */
function spoken(title: unknown, message: unknown): string {
  const parts = [title, message].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.join(': ');
}

/**
 * Where the toasts of lib/notify.ts render; mounted once inside MantineProvider. A live region that is in the page
 * from the start carries each toast's words to screen readers (a region inserted together with its first message,
 * as the lazy container is, is not reliably announced); the visible toasts are not live regions themselves, so
 * nothing is read twice.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  const latest = notifications.at(-1);
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-toast-announcer>
        {latest ? spoken(latest.title, latest.message) : ''}
      </VisuallyHidden>
      {shown ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
    </>
  );
}
