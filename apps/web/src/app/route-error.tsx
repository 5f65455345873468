import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Every route's error boundary: a crash in one screen leaves the header and the way home working. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  // A new deployment replaces the lazy chunks; reloading fetches the current ones.
  const staleChunk = error instanceof Error && /dynamically imported module|Importing a module script/i.test(message);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">{staleChunk ? 'A newer version of the app is available.' : message}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="default">
            Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
