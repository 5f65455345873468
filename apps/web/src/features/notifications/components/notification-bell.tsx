import { Indicator } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { t } from '@/i18n';
import { useNotifications } from '../api/notifications';
import { BellButton } from './bell-button';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

/**
 * The header's bell (design-match-day section 4): the unread count, and the newest notifications in a popover
 * whose code loads on the first press (or when the pointer or focus reaches the bell). It refreshes on the
 * fallback interval (the `notification` event refreshes it at once where live updates are wired).
 */
export function NotificationBell() {
  const [pressed, setPressed] = useState(false);
  const list = useNotifications(true);
  const unread = list.data?.unread ?? 0;
  const label = unread > 0 ? t('Notifications, {unread} unread', { unread }) : t('Notifications');
  const preload = () => void loadPanel();

  return (
    // The Indicator wraps the button (and later the popover), so the popover's aria-haspopup/aria-expanded land on
    // the button, not a div.
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      disabled={unread === 0}
      offset={4}
      data-unread={unread}
    >
      {pressed ? (
        <Suspense fallback={<BellButton label={label} expanded={false} />}>
          <NotificationPanel label={label} list={list.data} />
        </Suspense>
      ) : (
        <BellButton
          label={label}
          expanded={false}
          onClick={() => setPressed(true)}
          onPointerEnter={preload}
          onFocus={preload}
        />
      )}
    </Indicator>
  );
}
