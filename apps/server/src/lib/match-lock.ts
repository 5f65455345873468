import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowExists } from '../db/client';
import { matches } from '../db/schema';

// The match row lock every write that must see a match whole takes first (groups, results, abandon, match edits),
// beside the bets' advisory lock in match-bet-lock.ts. Shared by several features, so it lives below them. The order
// every such write keeps: the match row, then the match's bet lock, then its group, and balances last, in user id
// order (ledger/postings.ts, applyPostings), so two writes over the same members never wait for each other in a ring.

/** What names a match and where it stands: the first columns of every match read (matches/queries.ts too). */
export const matchHeadColumns = {
  id: matches.id,
  clubId: matches.clubId,
  team1: matches.team1,
  team2: matches.team2,
  dateTime: matches.dateTime,
  status: matches.status,
};

/**
 * Locks the match row for a write and answers its club and settlement marker. Read hasBets (or anything else that
 * other transactions change) after this, so the read sees what committed before the lock was granted.
 *
 * - `update` (match edit and delete, result save): also waits for bets in flight, which hold a key-share lock on
 *   the match until they commit, so their bets are seen (and scored) and no bet slips in behind the change.
 * - `no key update` (group writes, players): queues behind a settlement or another edit of the match, but lets bets
 *   carry on; a group delete then waits for the bets of its own group on the group row instead. Holding the match
 *   FOR UPDATE there would deadlock with a bet that holds the group and waits for the match.
 */
export async function lockMatch(tx: DbOrTx, id: string, strength: 'update' | 'no key update' = 'update') {
  const [row] = await tx
    .select({ ...matchHeadColumns, prizeShareStatus: matches.prizeShareStatus })
    .from(matches)
    .where(eq(matches.id, id))
    .for(strength);
  return row;
}

/**
 * Whether the match has a result (design-season section 10: it is then locked for good). Read after lockMatch: a
 * result save holds the match row FOR UPDATE, so this statement sees a result committed before the lock was granted.
 */
export async function matchHasResult(db: DbOrTx, matchId: string): Promise<boolean> {
  return rowExists(db, sql`select 1 from results r where r.match_id = ${matchId}::uuid`);
}
