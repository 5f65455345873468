import { EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The spec's empty texts ("No matches available", "No transactions found", ...). */
export function EmptyMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <EmptyState py="xl" size="sm" title={text} icon={<IconInbox size={28} stroke={1.5} />} withIndicatorBackground>
      {children}
    </EmptyState>
  );
}
