import { Alert, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A screen that could not load: a heading (`Error`, `Group Not Found`) and the message. */
export function ErrorState({ heading = 'Error', message }: { heading?: string; message?: string }) {
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
