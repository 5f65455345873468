import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section of the squads screen: its heading (which names the section for screen readers) with the Add button,
 * shown only when `onAdd` is given, a line on what the section is for, then its form and list (`children`).
 */
export function SquadsSection({
  id,
  title,
  about,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  about: ReactNode;
  addLabel: string;
  onAdd?: () => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} id={id} component="h2" fz="lg">
            {title}
          </Text>
          {onAdd ? (
            <Button size="xs" onClick={onAdd}>
              {addLabel}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {about}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
