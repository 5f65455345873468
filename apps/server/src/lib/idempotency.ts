import { createHash } from 'node:crypto';
import { messages } from '@wicket/shared/messages';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@wicket/shared/schemas/bets';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../db/client';
import { conflict } from './errors';

/**
 * `Idempotency-Key` for writes that must happen once however often a client retries (placing bets, adding and
 * deducting credit, approving credits). One mechanism for all of them, in the write's own transaction:
 * - the key is claimed first (a row per user and key); a concurrent request with the same key waits on it until the
 *   first commits (then replays its answer) or rolls back (then goes ahead itself);
 * - same key and same request: the stored answer, status and body, without doing anything again;
 * - same key, another request (another body, or another route): 409;
 * - the answer is stored before commit, and a failure rolls the claim back with everything else, so only successes
 *   are ever replayed.
 * Placing bets follows these rules inside its one SQL statement (place_bets, db/functions/place_bets.sql; modules/bets/service.ts),
 * with the same hash (idempotencyRequestHash), and stores the facts its answer is built from.
 */

/** A success to store and replay. */
export type Answer<T, S extends number = number> = { statusCode: S; body: T };

/**
 * The optional header as a route schema: documents it in OpenAPI and refuses a malformed key with
 * `messages.idempotencyKeyInvalid`. Loose, so the request keeps its other headers.
 */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe('Retry safely: the same key with the same request answers the stored result; another request, 409.'),
});

/**
 * What claiming a key gives: the stored answer to replay, or `answer` to store this request's answer and return it.
 * `stored` replaces the body kept for replays when the answer holds a secret (the member import seals its welcome
 * links; its replay opens them): the key's row must not keep a credential in clear.
 */
type IdempotencyClaim<T, S extends number> = {
  replay: Answer<T, S> | undefined;
  answer(answer: Answer<T, S>, stored?: T): Promise<Answer<T, S>>;
};

/**
 * Claims `key` for this user in the write's transaction `tx`, first thing. `request` says what the request means in
 * a canonical form (ids lowercased, amounts as text, the operation's name when it is not a bet): equal requests give
 * equal JSON. A replay is returned as it is; otherwise the caller does the write and ends with `return
 * claim.answer(result)`. Without a key there is never a replay and `answer` stores nothing.
 */
export async function claimIdempotencyKey<T, S extends number>(
  tx: DbOrTx,
  userId: string,
  key: string | undefined,
  request: unknown,
): Promise<IdempotencyClaim<T, S>> {
  if (key === undefined) return { replay: undefined, answer: async (answer) => answer };
  const hash = idempotencyRequestHash(request);
  const stored = await claimRow(tx, userId, key, hash);
  if (stored) {
    if (stored.requestHash !== hash) throw conflict(messages.idempotencyKeyReused);
    // The claim and the answer commit together, so a key seen here always carries its answer.
    if (stored.statusCode === 0) throw new Error('idempotency key claimed without an answer');
    return {
      replay: { statusCode: stored.statusCode as S, body: stored.body as T },
      answer: () => Promise.reject(new Error('a replayed request has no answer to store')),
    };
  }
  return {
    replay: undefined,
    async answer(answer, stored = answer.body) {
      await tx.execute(
        sql`update idempotency_keys
            set status_code = ${answer.statusCode}, response_body = ${JSON.stringify(stored)}::jsonb
            where user_id = ${userId}::uuid and key = ${key}`,
      );
      return answer;
    },
  };
}

/**
 * What a key's row stores of its request: equal canonical requests give equal hashes. Placing bets claims its key
 * inside its SQL function (place_bets, db/functions/place_bets.sql) with this same hash and the same rules as claimIdempotencyKey.
 */
export function idempotencyRequestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

type StoredAnswer = { requestHash: string; statusCode: number; body: unknown };

/** Undefined when the key is new (this request goes ahead); otherwise the earlier request's stored answer. */
async function claimRow(
  tx: DbOrTx,
  userId: string,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | undefined> {
  const claimed = await queryRows<{ key: string }>(
    tx,
    sql`insert into idempotency_keys (user_id, key, request_hash, status_code, response_body)
        values (${userId}::uuid, ${key}, ${requestHash}, 0, 'null'::jsonb)
        on conflict do nothing
        returning key`,
  );
  if (claimed.length > 0) return undefined;
  const [row] = await queryRows<{ request_hash: string; status_code: number; response_body: unknown }>(
    tx,
    sql`select request_hash, status_code, response_body from idempotency_keys
        where user_id = ${userId}::uuid and key = ${key}`,
  );
  if (!row) throw new Error('idempotency key vanished after its conflict');
  return { requestHash: row.request_hash, statusCode: row.status_code, body: row.response_body };
}

/**
 * Deletes up to `limit` keys claimed before `before` (idempotency_keys_created_idx): a client retries within
 * minutes, and a stored answer may hold what a caller should not find there later. Answers how many it deleted.
 */
export async function purgeIdempotencyKeys(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from idempotency_keys where (user_id, key) in (
          select user_id, key from idempotency_keys
          where created_at < ${before.toISOString()}::timestamptz
          limit ${limit}
          for update skip locked
        )
        returning key`,
  );
  return rows.length;
}
