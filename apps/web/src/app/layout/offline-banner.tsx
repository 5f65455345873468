import { Alert, Container } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { offlineMessage } from '@wicket/shared/offline-message';
import { useSyncExternalStore } from 'react';
import { st } from '@/i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** Shown while the device has no network: the installed app still opens, and says why nothing new loads. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline);
  if (online) return null;
  return (
    <Container size="lg" pt="sm" px={{ base: 'sm', sm: 'md' }}>
      <Alert color="orange" variant="light" icon={<IconWifiOff aria-hidden />} role="status" data-offline>
        {st(offlineMessage)}
      </Alert>
    </Container>
  );
}
