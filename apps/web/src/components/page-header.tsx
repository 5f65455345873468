import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Show the back arrow; the value is where it goes when there is no history. */
  back?: string | boolean;
  actions?: ReactNode;
};

/** A screen's title row: optional back arrow, title and subtitle, actions on the right (below on phones). */
export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="wrap">
      <Group gap="xs" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        {back ? <BackButton fallback={typeof back === 'string' ? back : undefined} /> : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          {subtitle ? (
            // A div, not a p: a subtitle may hold a row of badges (match-header.tsx), and a div inside a p is invalid.
            <Text component="div" c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
