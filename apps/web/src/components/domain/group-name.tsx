import { Badge, Group as Row, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { dataLabel } from '@/i18n';

/** A group card's title: "Group n" and its bet type, with anything the card adds after them. */
export function GroupName({ name, betType, children }: { name: string; betType: string; children?: ReactNode }) {
  return (
    <Row gap="xs">
      <Text fw={700}>{name}</Text>
      <Badge variant="outline" radius="sm">
        {dataLabel(betType)}
      </Badge>
      {children}
    </Row>
  );
}
