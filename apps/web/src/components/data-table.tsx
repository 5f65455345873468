import { Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsWide } from '@/hooks/use-is-wide';

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out of the phone card (when the card title already says it). */
  hiddenInCard?: boolean;
};

type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Accessible name of the table. */
  label: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** On phones each row is a card; this is its heading (otherwise the first column is). */
  cardTitle?: (row: Row) => ReactNode;
  /** Minimum table width on wide screens before it scrolls inside its container. */
  minWidth?: number;
};

/**
 * Lists that read on any screen: a table from 768 px up, a stack of label/value cards below, so nothing scrolls
 * sideways at 375 px.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  empty,
  cardTitle,
  minWidth = 600,
}: DataTableProps<Row>) {
  const wide = useIsWide();
  if (rows.length === 0 && empty) return <>{empty}</>;

  if (!wide) {
    const [first, ...rest] = columns;
    const titleOf = cardTitle ?? first?.render;
    const fields = (cardTitle ? columns : rest).filter((column) => !column.hiddenInCard);
    return (
      <Stack gap="sm" role="list" aria-label={label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="sm" role="listitem">
            {titleOf ? (
              <Text fw={600} mb={6}>
                {titleOf(row)}
              </Text>
            ) : null}
            <Stack gap={6}>
              {fields.map((column) => (
                <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" align="center">
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {column.header}
                  </Text>
                  <Text size="sm" component="div" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.render(row)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
