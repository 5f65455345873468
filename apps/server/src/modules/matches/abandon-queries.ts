import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

export type AbandonStake = { userId: string; groupId: string; amount: bigint; bets: number };

/** What each member staked in each group of the match and has not had back: one refund per member and group. */
export async function unrefundedStakes(tx: DbOrTx, matchId: string): Promise<AbandonStake[]> {
  const rows = await queryRows<{ user_id: string; group_id: string; amount: string; bets: number }>(
    tx,
    sql`select user_id, group_id, sum(bet_amount)::text as amount, count(*)::int as bets
        from bets where match_id = ${matchId}::uuid and not refunded
        group by user_id, group_id order by min(seq)`,
  );
  return rows.map((r) => ({ userId: r.user_id, groupId: r.group_id, amount: BigInt(r.amount), bets: Number(r.bets) }));
}

/**
 * The rest of an abandon, after the refunds: bets keep their rows marked refunded, every pool of the match becomes
 * 0 (its slot rows stay, so the match still reads as one that had bets) and the match becomes Abandoned.
 */
export async function markMatchAbandoned(tx: DbOrTx, matchId: string): Promise<void> {
  await tx.execute(sql`update bets set refunded = true where match_id = ${matchId}::uuid and not refunded`);
  await tx.execute(
    sql`update group_pool_slots set amount = 0, changes = changes + 1 where match_id = ${matchId}::uuid and amount <> 0`,
  );
  await tx.execute(sql`update matches set status = 'Abandoned' where id = ${matchId}::uuid`);
}
