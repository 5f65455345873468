import { Badge, Stack, Text } from '@mantine/core';
import { t } from '@/i18n';
import type { Column } from './data-table';
import { DataTable } from './data-table';

/** What an import's row answers, for either import (design-season sections 5 and 6). */
export type ImportRow = {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  outcome: 'created' | 'invited' | 'ready' | 'skipped' | 'error';
  /** The error, or why the row is skipped or invited; null otherwise. */
  message: string | null;
};

const OUTCOMES: Record<ImportRow['outcome'], { label: string; color: string }> = {
  created: {
    get label() {
      return t('Imported');
    },
    color: 'green',
  },
  invited: {
    get label() {
      return t('Invited');
    },
    color: 'blue',
  },
  ready: {
    get label() {
      return t('Ready');
    },
    color: 'green',
  },
  skipped: {
    get label() {
      return t('Skipped');
    },
    color: 'gray',
  },
  error: {
    get label() {
      return t('Error');
    },
    color: 'red',
  },
};

/** The outcome, and below it the row's message (an error in red, beside its line). */
function outcomeOf(row: ImportRow) {
  const error = row.outcome === 'error';
  const { label, color } = OUTCOMES[row.outcome];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={color} variant="light" data-outcome={row.outcome}>
        {label}
      </Badge>
      {row.message ? (
        <Text span size="sm" c={error ? 'var(--mantine-color-error)' : 'dimmed'} data-row-error={error}>
          {row.message}
        </Text>
      ) : null}
    </Stack>
  );
}

type ImportRowsTableProps<R extends ImportRow> = {
  /** Accessible name of the table. */
  label: string;
  /** The import's own columns, between Line and Outcome. */
  columns: Column<R>[];
  rows: R[];
  /** The phone card's heading: `Line {n}: ...`. */
  cardTitle: (row: R) => string;
  minWidth?: number;
};

/** An import's check or result: a row per data row of the file, with its line, the import's columns and outcome. */
export function ImportRowsTable<R extends ImportRow>({
  label,
  columns,
  rows,
  cardTitle,
  minWidth,
}: ImportRowsTableProps<R>) {
  const all: Column<R>[] = [
    { key: 'line', header: t('Line'), render: (row) => row.line },
    ...columns,
    { key: 'outcome', header: t('Outcome'), render: outcomeOf },
  ];
  return (
    <DataTable
      label={label}
      columns={all}
      rows={rows}
      rowKey={(row) => String(row.line)}
      cardTitle={(row) => `Line ${row.line}: ${cardTitle(row)}`}
      minWidth={minWidth}
    />
  );
}
