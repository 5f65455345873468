import type { Column } from './data-table-types';

/**
 * A table column whose header is read when the table renders, in the language chosen by then: the column lists are
 * built once, when their module loads, before a language switch.
 */
export function column<Row>(key: string, header: () => string, rest: Omit<Column<Row>, 'key' | 'header'>): Column<Row> {
  return {
    key,
    get header() {
      return header();
    },
    ...rest,
  };
}
