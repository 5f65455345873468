import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { applyPostings, InsufficientBalanceError, type Posting } from '../../../src/modules/ledger/postings';
import { useTestApp } from '../../helpers/app';
import { createUser, mintCredits } from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';

const t = useTestApp();

type Row = { user_id: string; type: string; amount: string; balance_after: string };

async function ledgerRowsAfter(seq: string): Promise<Row[]> {
  return queryRows<Row>(
    t.db,
    sql`select user_id, type, amount::text as amount, balance_after::text as balance_after from transactions
        where seq > ${seq}::bigint order by seq`,
  );
}

async function lastSeq(): Promise<string> {
  const [row] = await queryRows<{ seq: string }>(
    t.db,
    sql`select coalesce(max(seq), 0)::text as seq from transactions`,
  );
  return row?.seq ?? '0';
}

describe('applyPostings', () => {
  it('writes one row per posting, in order, each with its user’s running balance', async () => {
    const runs = 25;
    const maxPostings = 12;
    const maxAmount = 900n;
    const users = await Promise.all([0, 1, 2].map(() => createUser(t.app)));
    // The balances carry over from run to run, so each user starts with enough for every run to debit them only.
    const enoughForEveryRun = BigInt(runs * maxPostings) * maxAmount;
    for (const u of users) await mintCredits(t.app, u.id, enoughForEveryRun);
    const posting = fc.record({
      user: fc.integer({ min: 0, max: 2 }),
      credit: fc.boolean(),
      amount: fc.bigInt({ min: 1n, max: maxAmount }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(posting, { minLength: 1, maxLength: maxPostings }), async (picks) => {
        const before = await lastSeq();
        const start = new Map<string, bigint>();
        for (const u of users) {
          const [row] = await queryRows<{ credits: string }>(
            t.db,
            sql`select credits::text as credits from users where id = ${u.id}::uuid`,
          );
          start.set(u.id, BigInt(row?.credits ?? '0'));
        }
        const postings: Posting[] = picks.map((p, i) => ({
          userId: (users[p.user] as { id: string }).id,
          type: p.credit ? 'Credit' : 'Debit',
          kind: p.credit ? 'credit_added' : 'credit_deducted',
          amount: p.amount,
          description: `posting ${i}`,
          actorId: null,
        }));
        const balances = await t.db.transaction((tx) => applyPostings(tx, postings));

        const rows = await ledgerRowsAfter(before);
        expect(rows.map((r) => [r.user_id, r.type, BigInt(r.amount)])).toEqual(
          postings.map((p) => [p.userId, p.type, p.amount]),
        );
        const running = new Map(start);
        rows.forEach((r, i) => {
          const p = postings[i] as Posting;
          const next = (running.get(p.userId) ?? 0n) + (p.type === 'Credit' ? p.amount : -p.amount);
          running.set(p.userId, next);
          expect(BigInt(r.balance_after)).toBe(next);
        });
        for (const [id, balance] of balances) expect(balance).toBe(running.get(id));
      }),
      { numRuns: runs },
    );
    await expectLedgerBalanced(t.db);
  });

  it('changes nothing when any user would go below zero', async () => {
    const [rich, poor] = await Promise.all([createUser(t.app), createUser(t.app)]);
    if (!rich || !poor) throw new Error('no users');
    await mintCredits(t.app, rich.id, 5_000n);
    await mintCredits(t.app, poor.id, 100n);
    const before = await lastSeq();
    await expect(
      t.db.transaction((tx) =>
        applyPostings(tx, [
          { userId: rich.id, type: 'Debit', kind: 'credit_deducted', amount: 1_000n, description: 'a', actorId: null },
          { userId: poor.id, type: 'Debit', kind: 'credit_deducted', amount: 101n, description: 'b', actorId: null },
        ]),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await ledgerRowsAfter(before)).toEqual([]);
    await expectLedgerBalanced(t.db);
  });
});
