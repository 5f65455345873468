import { Alert, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { t } from '@/i18n';
import { isNotFound, isOfflineText } from '@/lib/api-client';

/**
 * A screen that could not load: a heading (`Error`, `Group Not Found`) and the message. Offline, nothing: the offline
 * banner above every screen already says why it cannot load, and the screen loads once the device is back online.
 */
export function ErrorState({ heading = 'Error', message }: { heading?: string; message?: string }) {
  if (isOfflineText(message)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={
        <Title order={2} size="h3">
          {heading}
        </Title>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * A failed load of one thing by its id (spec section 8): `{thing} Not Found` when the server answered 404, else
 * `Error`; the message either way.
 */
export function LoadErrorState({ error, thing }: { error: Error; thing: string }) {
  return (
    <ErrorState heading={isNotFound(error) ? t('{thing} Not Found', { thing }) : t('Error')} message={error.message} />
  );
}
