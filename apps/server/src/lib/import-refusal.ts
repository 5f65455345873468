import { rowsHaveErrorsMessage } from '@wicket/shared/messages';
import type { Answer } from './idempotency';

/**
 * The rule both CSV imports share (design-season sections 5 and 6): any row in error refuses the whole file, 400
 * `{ message: "{n} rows have errors. Nothing was imported.", rows }` with every row, and nothing is written.
 */
export type RowErrorsAnswer<R> = Answer<{ message: string; rows: R[] }, 400>;

/** The 400 with every row when any row is in error; undefined when none is. */
export function rowErrorsAnswer<R extends { outcome: string }>(rows: R[]): RowErrorsAnswer<R> | undefined {
  const errors = rows.filter((r) => r.outcome === 'error').length;
  if (errors === 0) return undefined;
  return { statusCode: 400, body: { message: rowsHaveErrorsMessage(errors), rows } };
}

/** Thrown inside an import's transaction to roll it back: the rows had errors after all. Carries the 400 out. */
export class RowErrors<R> extends Error {
  constructor(readonly answer: RowErrorsAnswer<R>) {
    super('import rows have errors');
  }
}
