import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRowsPrepared } from '../db/client';

/**
 * The bet lock of a match: a transaction-scoped PostgreSQL advisory lock keyed by the match id, so it holds across
 * instances and ends with the transaction. Every bet takes it shared, so bets never wait for each other on it;
 * whatever must see a match's bets complete and keep new ones out (result save, settlement, changing or deleting a
 * group) takes it exclusively, after its row lock on the match. A lock in the lock table, instead of a row lock on
 * the match or group, because row locks shared by many bets at once are rewritten into a new MultiXact by each one,
 * which held a busy group to a few hundred bets a second.
 *
 * Take it before reading what it protects: in READ COMMITTED the next statement then sees everything committed by
 * the holder it waited for. The bet takes it inside its SQL function, place_bets (db/functions/place_bets.sql), with the same
 * space and key.
 */
const MATCH_BET_LOCK_SPACE = 727_002;

const key = (matchId: string) => sql`${MATCH_BET_LOCK_SPACE}::int, hashtext(lower(${matchId}))`;

/** The lock's two int keys as SQL arguments, for a database function that takes the lock itself (place_bid). */
export const matchBetLockKeySql = key;

export async function shareMatchBetLock(tx: DbOrTx, matchId: string): Promise<void> {
  await queryRowsPrepared(tx, 'match_bet_lock_shared', sql`select pg_advisory_xact_lock_shared(${key(matchId)})`);
}

export async function takeMatchBetLock(tx: DbOrTx, matchId: string): Promise<void> {
  await queryRowsPrepared(tx, 'match_bet_lock', sql`select pg_advisory_xact_lock(${key(matchId)})`);
}
