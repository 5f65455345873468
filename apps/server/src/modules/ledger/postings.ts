import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pgArray, queryRows, queryRowsPrepared } from '../../db/client';
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

const PREPARED_MAX_POSTINGS = 8;

/**
 * Applies postings to balances and appends their ledger rows in ONE statement, set-based whatever their number
 * (array parameters, so there is no limit on it): one UPDATE for all balances, one INSERT for all rows. Must run
 * inside the caller's transaction. Postings for the same user are combined for the balance update and each gets its
 * own ledger row with its running `balance_after`, in the order given.
 *
 * Debits are conditional: if any user would go below zero the whole call throws `InsufficientBalanceError`
 * (and the caller's transaction rolls back). Returns each user's new balance.
 */
export async function applyPostings(tx: DbOrTx, postings: Posting[]): Promise<Map<string, bigint>> {
  const balances = new Map<string, bigint>();
  const live = postings.filter((p) => p.amount > 0n);
  if (live.length === 0) return balances;

  const delta = (p: Posting) => (p.type === 'Credit' ? p.amount : -p.amount);
  const deltas = new Map<string, bigint>();
  for (const p of live) deltas.set(p.userId, (deltas.get(p.userId) ?? 0n) + delta(p));
  const ids = [...deltas.keys()];
  if (ids.length > 1) await lockUsersInIdOrder(tx, ids);
  const column = (pick: (p: Posting) => string | bigint | null) => pgArray(live.map(pick));

  // The UPDATE's WHERE keeps every balance >= 0 without a read-then-write race: a row that would go negative is
  // not updated (and gets no ledger row; the caller's transaction is rolled back anyway). A row's balance after is
  // the user's new balance less the postings that come after it.
  const statement = sql`with balances as (
          update users u set credits = u.credits + d.delta
          from unnest(${pgArray(ids)}::uuid[], ${pgArray(ids.map((id) => deltas.get(id) ?? 0n))}::bigint[])
            as d(id, delta)
          where u.id = d.id and u.credits + d.delta >= 0
          returning u.id, u.credits
        ), postings as (
          select * from unnest(
            ${column((p) => p.userId)}::uuid[],
            ${column((p) => p.type)}::text[]::transaction_type[],
            ${column((p) => p.kind)}::text[]::transaction_kind[],
            ${column((p) => p.amount)}::bigint[],
            ${column((p) => delta(p))}::bigint[],
            ${column((p) => p.description)}::text[],
            ${column((p) => p.actorId)}::uuid[],
            ${column((p) => p.matchId ?? null)}::uuid[],
            ${column((p) => p.groupId ?? null)}::uuid[]
          ) with ordinality as p(user_id, type, kind, amount, delta, description, actor_id, match_id, group_id, ord)
        ), ledger as (
          insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id,
                                    group_id)
          select p.user_id, p.type, p.kind, p.amount,
                 b.credits - coalesce(sum(p.delta) over (partition by p.user_id order by p.ord
                                                         rows between 1 following and unbounded following), 0),
                 p.description, p.actor_id, p.match_id, p.group_id
          from postings p join balances b on b.id = p.user_id
          order by p.ord
        )
        select id, credits::text as credits from balances`;
  // A bet or a credit change (a posting or two) runs as a prepared statement, planned once per connection; a
  // settlement or a refund of many runs unnamed, so PostgreSQL plans its joins for the real number of rows.
  type Balance = { id: string; credits: string };
  const updated =
    live.length <= PREPARED_MAX_POSTINGS
      ? await queryRowsPrepared<Balance>(tx, 'ledger_apply', statement)
      : await queryRows<Balance>(tx, statement);
  if (updated.length !== ids.length) {
    const ok = new Set(updated.map((r) => r.id));
    throw new InsufficientBalanceError(ids.filter((id) => !ok.has(id)));
  }
  for (const row of updated) balances.set(row.id, BigInt(row.credits));
  return balances;
}

/**
 * Locks the balance rows of several users in id order, before any is changed. The UPDATE below locks them in the
 * order its plan visits them (the order given, for an index lookup per user), so a settlement paying members while a
 * group delete refunds some of them could each hold a row the other waits for: a deadlock, answered 409. In one
 * order, the second call queues behind the first instead. A single user's posting (a bet, a credit move) needs none.
 */
async function lockUsersInIdOrder(tx: DbOrTx, ids: string[]): Promise<void> {
  await queryRows(tx, sql`select 1 from users where id = any(${pgArray(ids)}::uuid[]) order by id for no key update`);
}

export class InsufficientBalanceError extends Error {
  constructor(readonly userIds: string[]) {
    super(`insufficient balance for ${userIds.join(', ')}`);
    this.name = 'InsufficientBalanceError';
  }
}
