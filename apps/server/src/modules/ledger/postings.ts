import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pgArray, queryRows } from '../../db/client';
import type { transactions } from '../../db/schema';

export type TransactionKind = (typeof transactions.$inferInsert)['kind'];

/** One balance movement. `amount` is positive paise; `type` says which way it goes. */
export type Posting = {
  userId: string;
  type: 'Credit' | 'Debit';
  kind: TransactionKind;
  amount: bigint;
  description: string;
  actorId: string | null;
  matchId?: string | null;
  groupId?: string | null;
};

/**
 * Applies postings to balances and appends their ledger rows, set-based: one UPDATE for all balances and one INSERT
 * for all rows, however many postings (array parameters, so there is no limit on their number). Must run inside the caller's transaction. Postings for the same user are
 * combined for the balance update and each gets its own ledger row with its running `balance_after`.
 *
 * Debits are conditional: if any user would go below zero the whole call throws `InsufficientBalanceError`
 * (and the caller's transaction rolls back). Returns each user's new balance.
 */
export async function applyPostings(tx: DbOrTx, postings: Posting[]): Promise<Map<string, bigint>> {
  const balances = new Map<string, bigint>();
  const live = postings.filter((p) => p.amount > 0n);
  if (live.length === 0) return balances;

  const deltas = new Map<string, bigint>();
  for (const p of live)
    deltas.set(p.userId, (deltas.get(p.userId) ?? 0n) + (p.type === 'Credit' ? p.amount : -p.amount));
  const ids = [...deltas.keys()];
  const amounts = ids.map((id) => (deltas.get(id) ?? 0n).toString());

  // The WHERE keeps every balance >= 0 without a read-then-write race: a row that would go negative is not updated.
  const updated = await queryRows<{ id: string; credits: string }>(
    tx,
    sql`update users u set credits = u.credits + d.delta
        from unnest(${pgArray(ids)}::uuid[], ${pgArray(amounts)}::bigint[]) as d(id, delta)
        where u.id = d.id and u.credits + d.delta >= 0
        returning u.id, u.credits::text as credits`,
  );
  if (updated.length !== ids.length) {
    const ok = new Set(updated.map((r) => r.id));
    throw new InsufficientBalanceError(ids.filter((id) => !ok.has(id)));
  }
  for (const row of updated) balances.set(row.id, BigInt(row.credits));

  // Running balance per user: walk the user's postings backwards from the final balance.
  const after = new Map(balances);
  const balanceAfter: bigint[] = new Array(live.length);
  for (let i = live.length - 1; i >= 0; i--) {
    const p = live[i] as Posting;
    const current = after.get(p.userId) ?? 0n;
    balanceAfter[i] = current;
    after.set(p.userId, current - (p.type === 'Credit' ? p.amount : -p.amount));
  }
  // One INSERT with one array parameter per column, however many postings (a VALUES list would need a bound
  // parameter per cell, and PostgreSQL allows 65,535 per statement).
  const column = (pick: (p: Posting, i: number) => string | bigint | null) => pgArray(live.map(pick));
  await tx.execute(sql`
    insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id)
    select * from unnest(
      ${column((p) => p.userId)}::uuid[],
      ${column((p) => p.type)}::text[]::transaction_type[],
      ${column((p) => p.kind)}::text[]::transaction_kind[],
      ${column((p) => p.amount)}::bigint[],
      ${column((_p, i) => balanceAfter[i] as bigint)}::bigint[],
      ${column((p) => p.description)}::text[],
      ${column((p) => p.actorId)}::uuid[],
      ${column((p) => p.matchId ?? null)}::uuid[],
      ${column((p) => p.groupId ?? null)}::uuid[]
    )`);
  return balances;
}

export class InsufficientBalanceError extends Error {
  constructor(readonly userIds: string[]) {
    super(`insufficient balance for ${userIds.join(', ')}`);
    this.name = 'InsufficientBalanceError';
  }
}
