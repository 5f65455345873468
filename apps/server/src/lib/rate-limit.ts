import { sql } from 'drizzle-orm';
import { type DbOrTx, pgArray, queryRows } from '../db/client';

/** One counter to take a hit on: its key (namespaced, e.g. `ip:203.0.113.7`) and how many hits its window allows. */
export type RateLimitKey = { key: string; limit: number };

/**
 * Counts one attempt on every key BEFORE the work it guards, in one statement (an atomic increment per row, rows
 * locked in key order so two callers never deadlock), and answers whether every key is still within its limit.
 * Parallel requests therefore see each other's hits: of N at once, at most `limit` pass. The counters live in the
 * database (`rate_limits`), so the limit holds across instances. A key's window starts at its first hit and
 * restarts with the first hit after it has passed. A refused attempt gives its hits back at once (it did no work,
 * so it uses up nothing); the caller gives back with giveBackRateLimit a hit that turned out not to count (a
 * successful login).
 */
export async function takeRateLimit(
  db: DbOrTx,
  keys: readonly RateLimitKey[],
  windowSeconds: number,
): Promise<boolean> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await queryRows<{ key: string; hits: number }>(
    db,
    sql`insert into rate_limits as r (key, hits, window_start)
        select k, 1, now() from unnest(${pgArray(sorted.map((k) => k.key))}::text[]) with ordinality as u(k, i)
        order by i
        on conflict (key) do update set
          hits = case when r.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.hits + 1 end,
          window_start = case when r.window_start <= now() - make_interval(secs => ${windowSeconds})
                              then now() else r.window_start end
        returning key, hits`,
  );
  const hits = new Map(rows.map((r) => [r.key, Number(r.hits)]));
  if (sorted.every((k) => (hits.get(k.key) ?? 0) <= k.limit)) return true;
  await giveBackRateLimit(
    db,
    sorted.map((k) => k.key),
  );
  return false;
}

/** Returns one hit on each key (never below 0). */
export async function giveBackRateLimit(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`update rate_limits set hits = greatest(hits - 1, 0) where key = any(${pgArray([...keys].sort())}::text[])`,
  );
}

/** Forgets these keys' counts (a correct password at an address clears that address's failures on the phone). */
export async function clearRateLimit(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`delete from rate_limits where key = any(${pgArray([...keys])}::text[])`);
}

/**
 * Counts `hits` attempts on one key at once (a member import queueing many messages), in the same atomic way as
 * takeRateLimit: answers whether the key is still within `limit`, giving the hits back when it is not. Call it in the
 * write's transaction, so a write that fails later takes its hits back with it.
 */
export async function takeRateLimitHits(
  db: DbOrTx,
  key: string,
  limit: number,
  hits: number,
  windowSeconds: number,
): Promise<boolean> {
  if (hits <= 0) return true;
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limits as r (key, hits, window_start) values (${key}, ${hits}::int, now())
        on conflict (key) do update set
          hits = case when r.window_start <= now() - make_interval(secs => ${windowSeconds})
                      then ${hits}::int else r.hits + ${hits}::int end,
          window_start = case when r.window_start <= now() - make_interval(secs => ${windowSeconds})
                              then now() else r.window_start end
        returning hits`,
  );
  if (Number(row?.hits ?? 0) <= limit) return true;
  await db.execute(sql`update rate_limits set hits = greatest(hits - ${hits}::int, 0) where key = ${key}`);
  return false;
}
