import { Paper, Table } from '@mantine/core';
import type { DataTableProps } from './data-table-types';

/** DataTable's layout from 768 px up (loaded by data-table.tsx only on wide screens). */
export function WideTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  minWidth,
}: Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'label' | 'minWidth'>) {
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
