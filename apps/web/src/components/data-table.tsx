import { lazy, Suspense, useDeferredValue } from 'react';
import { useIsWide, wideQuery } from '@/hooks/use-is-wide';
import classes from './data-table.module.css';
import type { Column, DataTableProps } from './data-table-types';
import { PageLoader } from './page-loader';

/*
 * Mantine's Table carries its ScrollArea and, through it, floating-ui (about 19 KB gzip), so the wide layout is its
 * own chunk: phones, which show cards, never load it; wide screens start loading it as soon as a list screen does.
 */
const loadWideTable = () => import('./data-table-wide');
// lazy() drops the row type parameter; the cast gives it back.
const WideTable = lazy(() =>
  loadWideTable().then((m) => ({ default: m.WideTable })),
) as unknown as typeof import('./data-table-wide').WideTable;
if (typeof window !== 'undefined' && window.matchMedia(wideQuery).matches) void loadWideTable();

export type { Column, DataTableProps };

/** Cards a phone list draws in its first render, about two screens' worth; the rest follow in a background render. */
export const FIRST_CARDS = 12;

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
  // A list that opens with a page of 100 cards shows the first screenful at once: React renders the rest after that
  // commit (the initial value applies to the first render only; a later page is rendered whole).
  const cardRows = useDeferredValue(rows, rows.length > FIRST_CARDS ? rows.slice(0, FIRST_CARDS) : rows);
  if (rows.length === 0 && empty) return <>{empty}</>;

  if (!wide) {
    const [first, ...rest] = columns;
    const titleOf = cardTitle ?? first?.render;
    const fields = (cardTitle ? columns : rest).filter((column) => !column.hiddenInCard);
    return (
      // Plain elements styled like a bordered Mantine Card: a page shows up to 100 of these on a phone at once.
      <ul className={classes.list} aria-label={label}>
        {cardRows.map((row) => (
          <li key={rowKey(row)} className={classes.card}>
            {titleOf ? <p className={classes.title}>{titleOf(row)}</p> : null}
            <dl className={classes.fields}>
              {fields.map((column) => (
                <div key={column.key} className={classes.field}>
                  <dt className={classes.label}>{column.header}</dt>
                  <dd className={classes.value}>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Suspense fallback={<PageLoader />}>
      <WideTable<Row> columns={columns} rows={rows} rowKey={rowKey} label={label} minWidth={minWidth} />
    </Suspense>
  );
}
