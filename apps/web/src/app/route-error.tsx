import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link, type Location, useLocation } from 'react-router';
import { t } from '@/i18n';

/** What every route's error boundary shows: a crash in one screen leaves the header and the way home working. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Unknown error';
  // A new deployment replaces the lazy chunks; reloading fetches the current ones.
  const staleChunk = error instanceof Error && /dynamically imported module|Importing a module script/i.test(message);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={2}>{t('Something went wrong')}</Title>
        <Text c="dimmed">{staleChunk ? t('A newer version of the app is available.') : message}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('Home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

type BoundaryProps = { children: ReactNode; location: Location };
type BoundaryState = { error: unknown; location: Location };

/**
 * Catches a route's render errors (a lazy screen that failed to load included); cleared by the next navigation.
 * React reports the error on the console.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Every route's error boundary. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
