import { canonicalCombination } from '@wicket/shared/combinations';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groups } from '../../../src/db/schema';
import { shareMatchBetLock } from '../../../src/lib/match-bet-lock';
import { insertBets } from '../../../src/modules/bets/queries';
import { applyPostings } from '../../../src/modules/ledger/postings';

/**
 * Places bets straight in the database for tests of matches, groups and results, skipping the API's checks (open
 * betting, the caller's club): under the match's bet lock, debits the member through the ledger ('bet_placed') and
 * inserts the bets with their pool through the bet module's own query, in one transaction, so every ledger
 * invariant still holds. Combinations are stored canonically.
 */
export async function placeTestBets(
  app: FastifyInstance,
  opts: { groupId: string; userId: string; combinations: string[] },
): Promise<string[]> {
  return app.db.transaction(async (tx) => {
    const [group] = await tx
      .select({ matchId: groups.matchId, betAmount: groups.betAmount, betType: groups.betType })
      .from(groups)
      .where(eq(groups.id, opts.groupId));
    if (!group) throw new Error('test bets: unknown group');
    await shareMatchBetLock(tx, group.matchId);
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
    const canonical = opts.combinations.map(canonicalCombination);
    const rows = await insertBets(
      tx,
      {
        userId: opts.userId,
        groupId: opts.groupId,
        matchId: group.matchId,
        firstBetter: group.betType === 'First Better',
        betAmount: group.betAmount,
      },
      canonical,
    );
    if (rows.length !== canonical.length) throw new Error('test bets: a combination was refused');
    return rows.map((r) => r.id);
  });
}
