import type { ReactNode } from 'react';

// The table's props, apart from both layouts (data-table.tsx and its lazily loaded data-table-wide.tsx), so neither
// imports the other for its types.

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out of the phone card (when the card title already says it). */
  hiddenInCard?: boolean;
};

export type DataTableProps<Row> = {
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
