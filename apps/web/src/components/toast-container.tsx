import { Notifications } from '@mantine/notifications';
import { useIsWide } from '@/hooks/use-is-wide';
import { TOAST_LIMIT } from '@/lib/notify';

/**
 * Mantine's toast container as the app configures it; toasts.tsx loads it with the first toast. Phones get them at
 * the bottom, where they cover neither the header nor the page's title; wide screens keep the top-right corner.
 * Toasts never block a control (issue 38): taps go through them, the page can scroll its last controls above them
 * (global.css), forms say their refusals beside their buttons instead, and a navigation closes them.
 */
export function ToastContainer() {
  const wide = useIsWide();
  return (
    <Notifications
      autoClose={5000}
      position={wide ? 'top-right' : 'bottom-center'}
      limit={TOAST_LIMIT}
      classNames={{ root: 'app-toasts' }}
    />
  );
}
