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

/**
 * A column with some fields changed, its header still read when the table renders (a spread would read the header
 * once, in the language of the moment, and keep it after a switch).
 */
export function withColumn<Row>(base: Column<Row>, changes: Partial<Omit<Column<Row>, 'header'>>): Column<Row> {
  const descriptors = { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(changes) };
  return Object.defineProperties({} as Column<Row>, descriptors);
}
