import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pgArray, queryRows } from '../../../src/db/client';
import { applyPostings, InsufficientBalanceError, type Posting } from '../../../src/modules/ledger/postings';
import { useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
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

describe.skipIf(testDatabaseKind() !== 'postgres')('applyPostings under concurrency (PostgreSQL)', () => {
  /**
   * Waits until this many sessions wait for a lock, none of them for one these sessions held (they have committed,
   * and whoever waited for them has moved on).
   */
  async function untilWaiting(sessions: number, released: pg.Client[] = []) {
    const pids = await Promise.all(
      released.map(async (b) => (await b.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0),
    );
    for (let tries = 0; tries < 500; tries++) {
      const [row] = await queryRows<{ waiting: number; behind_released: number }>(
        t.db,
        sql`select count(*)::int as waiting,
                   count(*) filter (where pg_blocking_pids(pid) && ${pgArray(pids)}::int[])::int as behind_released
            from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((row?.waiting ?? 0) >= sessions && row?.behind_released === 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`${sessions} sessions never waited for a lock`);
  }

  async function holdingRow(userId: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query('select 1 from users where id = $1 for no key update', [userId]);
    return client;
  }

  it('two calls over the same users in opposite orders both commit: no deadlock', async () => {
    // A settlement paying members and a group delete refunding them both move many balances at once. If each locked
    // its users in the order given, one could hold a row the other waits for, and the other the reverse. Two
    // sessions stage exactly that: the first holds the lowest id, the second the highest; the call going downwards
    // is let through first, so it holds every row but the lowest when both are let go.
    const users = (await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)))).sort((x, y) =>
      x.id < y.id ? -1 : 1,
    );
    const credit = (userId: string): Posting => ({
      userId,
      type: 'Credit',
      kind: 'credit_added',
      amount: 100n,
      description: 'concurrent',
      actorId: null,
    });
    const lowest = await holdingRow((users[0] as { id: string }).id);
    const highest = await holdingRow((users[users.length - 1] as { id: string }).id);
    try {
      // The plan PostgreSQL picks for a few users of a big table: an index lookup per user, in the order given. On
      // this small table it would scan the rows in one order for both calls and hide the race. Ten postings, more
      // than PREPARED_MAX_POSTINGS: the statement is planned under these settings, not taken from a cache.
      const post = (order: { id: string }[]) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_hashjoin = off`);
          await tx.execute(sql`set local enable_mergejoin = off`);
          return applyPostings(
            tx,
            order.map((u) => credit(u.id)),
          );
        });
      const outcomes = Promise.allSettled([post(users), post([...users].reverse())]);
      await untilWaiting(2);
      await highest.query('commit');
      await untilWaiting(2, [highest]);
      await lowest.query('commit');
      expect(
        (await outcomes).map((o) => (o.status === 'rejected' ? String(o.reason?.cause ?? o.reason) : 'ok')),
      ).toEqual(['ok', 'ok']);
    } finally {
      await lowest.end();
      await highest.end();
    }
    await expectLedgerBalanced(t.db);
  });
});
