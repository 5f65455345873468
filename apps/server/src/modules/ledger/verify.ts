import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

export type LedgerProblem =
  | { kind: 'balance'; userId: string; name: string; balance: bigint; ledgerSum: bigint }
  | { kind: 'supply'; totalBalances: bigint; openPools: bigint; minted: bigint }
  | { kind: 'pool'; groupId: string; totalBetAmount: bigint; betsSum: bigint };

/**
 * The ledger invariants, read in one repeatable-read snapshot:
 * 1. every user's balance equals the sum of its transactions (credits minus debits);
 * 2. all balances plus the pools of unsettled matches equal the credits minted by managers minus those they
 *    deducted: bets move credits into a pool, refunds and payouts move them back out, nothing else creates or
 *    destroys them;
 * 3. every unsettled group's pool total equals the sum of its bets (refunded bets of an abandoned match count 0).
 */
export async function verifyLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  return db.transaction(
    async (tx) => {
      const problems: LedgerProblem[] = [];
      const balances = await queryRows<{ id: string; name: string; credits: string; ledger: string }>(
        tx,
        sql`select u.id, u.first_name || ' ' || u.last_name as name, u.credits::text as credits,
                   coalesce(sum(case when t.type = 'Credit' then t.amount else -t.amount end), 0)::text as ledger
            from users u left join transactions t on t.user_id = u.id
            group by u.id
            having u.credits <> coalesce(sum(case when t.type = 'Credit' then t.amount else -t.amount end), 0)`,
      );
      for (const row of balances) {
        problems.push({
          kind: 'balance',
          userId: row.id,
          name: row.name,
          balance: BigInt(row.credits),
          ledgerSum: BigInt(row.ledger),
        });
      }
      const [supply] = await queryRows<{ total: string; pools: string; minted: string }>(
        tx,
        sql`select (select coalesce(sum(credits), 0) from users)::text as total,
                   (select coalesce(sum(s.amount), 0) from group_pool_slots s join matches m on m.id = s.match_id
                     where m.prize_share_status is null)::text as pools,
                   (select coalesce(sum(case when kind = 'credit_added' then amount
                                             when kind = 'credit_deducted' then -amount else 0 end), 0)
                      from transactions)::text as minted`,
      );
      if (supply && BigInt(supply.total) + BigInt(supply.pools) !== BigInt(supply.minted)) {
        problems.push({
          kind: 'supply',
          totalBalances: BigInt(supply.total),
          openPools: BigInt(supply.pools),
          minted: BigInt(supply.minted),
        });
      }
      const pools = await queryRows<{ id: string; total: string; bets: string }>(
        tx,
        sql`with pools as (select group_id, sum(amount) as total from group_pool_slots group by group_id),
                 stakes as (select group_id, sum(bet_amount) as total from bets where not refunded
                            group by group_id)
            select coalesce(p.group_id, s.group_id) as id, coalesce(p.total, 0)::text as total,
                   coalesce(s.total, 0)::text as bets
            from pools p full join stakes s on s.group_id = p.group_id
            where coalesce(p.total, 0) <> coalesce(s.total, 0)`,
      );
      for (const row of pools) {
        problems.push({ kind: 'pool', groupId: row.id, totalBetAmount: BigInt(row.total), betsSum: BigInt(row.bets) });
      }
      return problems;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export function describeLedgerProblem(p: LedgerProblem): string {
  switch (p.kind) {
    case 'balance':
      return `user ${p.name} (${p.userId}): balance ${p.balance} paise but transactions sum to ${p.ledgerSum}`;
    case 'supply':
      return `balances (${p.totalBalances} paise) plus open pools (${p.openPools}) differ from minted credits (${p.minted})`;
    case 'pool':
      return `group ${p.groupId}: pool total ${p.totalBetAmount} paise but its bets sum to ${p.betsSum}`;
  }
}
