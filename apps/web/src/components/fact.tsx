import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small label over a value: the facts of a group, a match or a stat. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}
