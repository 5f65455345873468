import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { describeLedgerProblem, verifyLedger } from '../../src/modules/ledger/verify';

/** Asserts every ledger invariant holds; failures name the users or groups that do not add up. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const problems = await verifyLedger(db);
  expect(problems.map(describeLedgerProblem)).toEqual([]);
}
