import { canonicalCombination } from '@wicket/shared/combinations';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bets, groups } from '../../../src/db/schema';
import { applyPostings } from '../../../src/modules/ledger/postings';

/**
 * Places bets straight in the database for tests of matches, groups and results (the bets API belongs to another
 * module): inserts the bets, debits the member through the ledger ('bet_placed') and raises the group's pool, in one
 * transaction, so every ledger invariant still holds. Combinations are stored canonically.
 */
export async function placeTestBets(
  app: FastifyInstance,
  opts: { groupId: string; userId: string; combinations: string[] },
): Promise<string[]> {
  return app.db.transaction(async (tx) => {
    // Group row first (the pool total), then the member's balance, then the bets: the order a real bet takes, and
    // the order a group delete locks in, so the two queue rather than deadlock.
    const total = sql`${groups.betAmount} * ${opts.combinations.length}`;
    const [group] = await tx
      .update(groups)
      .set({ totalBetAmount: sql`${groups.totalBetAmount} + ${total}` })
      .where(eq(groups.id, opts.groupId))
      .returning({ matchId: groups.matchId, betAmount: groups.betAmount, betType: groups.betType });
    if (!group) throw new Error('test bets: unknown group');
    await applyPostings(tx, [
      {
        userId: opts.userId,
        type: 'Debit',
        kind: 'bet_placed',
        amount: group.betAmount * BigInt(opts.combinations.length),
        description: 'Test bets',
        actorId: opts.userId,
        matchId: group.matchId,
        groupId: opts.groupId,
      },
    ]);
    const rows = await tx
      .insert(bets)
      .values(
        opts.combinations.map((c) => ({
          userId: opts.userId,
          groupId: opts.groupId,
          matchId: group.matchId,
          combination: canonicalCombination(c),
          firstBetter: group.betType === 'First Better',
          betAmount: group.betAmount,
        })),
      )
      .returning({ id: bets.id });
    return rows.map((r) => r.id);
  });
}
