import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, Param, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers; a transaction is usable wherever a Db is. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> };

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out clients always come back. Drizzle's transaction sends BEGIN before its try/finally, so a
 * connection that died between checkout and BEGIN was never released, and every such drop leaked a pool slot until
 * no request could get a connection. Here a client that fails while checked out is released (and discarded) at
 * once, and the caller's own later release is a no-op.
 */
class ReleasingPool extends pg.Pool {
  /**
   * A query the server never answered within query_timeout (a frozen primary: SIGSTOP, a stalled disk, a partition
   * that drops packets) fails with 'Query read timeout', but node-postgres keeps the connection, waiting behind that
   * query: the transaction's ROLLBACK and every later query on it would wait too. Its socket is destroyed instead, so
   * the rest fails at once (answered 503) and the client is discarded.
   */
  private static dropOnReadTimeout(client: pg.PoolClient) {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (err: Error | undefined, ...rest: unknown[]) => {
          if (err?.message === 'Query read timeout') destroySocket(client);
          return (last as (...a: unknown[]) => unknown)(err, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((err: Error) => {
          if (err?.message === 'Query read timeout') destroySocket(client);
        });
      return result;
    };
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      if (!(client as { dropsOnTimeout?: boolean }).dropsOnTimeout) {
        ReleasingPool.dropOnReadTimeout(client);
        (client as { dropsOnTimeout?: boolean }).dropsOnTimeout = true;
      }
      const release = client.release;
      let released = false;
      const giveBack = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', giveBack);
        release(err);
      };
      client.on('error', giveBack);
      client.release = giveBack;
      return client;
    });
  }
}

function destroySocket(client: pg.PoolClient) {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * Opens PostgreSQL when a URL is given (a node-postgres pool), otherwise embedded PGlite in `dataDir`
 * ('memory://' keeps it in memory, for tests).
 * On PGlite every transaction holds the single connection: inside `db.transaction(tx => ...)` use `tx` only,
 * never the outer `db`, or the call waits forever.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL: how long a query may go unanswered, and a new connection take, before the request gives up with a
   * connection error (503). Without them a frozen primary holds every request forever.
   */
  queryTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** PGlite in memory only: start from this dump (`dumpDataDir`) of a database instead of an empty one (tests). */
  pgliteDump?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // int8 and numeric come back as strings; Drizzle's bigint columns turn them into BigInt.
    const pool = new ReleasingPool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      query_timeout: opts.queryTimeoutMs,
      connectionTimeoutMillis: opts.connectTimeoutMs,
    });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor one dropped while a request holds it: its queries fail (answered 503) and the pool discards it on release.
    // Without a listener of its own, the client's 'error' event is thrown as an uncaught exception.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const client =
    opts.dataDir !== 'memory://'
      ? new PGlite(opts.dataDir)
      : opts.pgliteDump
        ? new PGlite({ loadDataDir: opts.pgliteDump })
        : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/** Raw SQL rows, the same shape on both drivers. Select money as `::text` and wrap it in BigInt(). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Whether `query` (a `select 1 from ...`) finds any row. */
export async function rowExists(db: DbOrTx, query: SQL): Promise<boolean> {
  const [row] = await queryRows<{ has: boolean }>(db, sql`select exists (${query}) as has`);
  return row?.has === true;
}

const rawDialect = new PgDialect();

/**
 * queryRows as a named prepared statement: on PostgreSQL each connection parses and plans it once instead of on
 * every call (about a quarter of the database's work for a bet). For hot paths only, and the name must always go
 * with the same SQL text: every value has to be a bound parameter, never spliced into the text.
 */
export async function queryRowsPrepared<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const statement = db._.session.prepareQuery(rawDialect.sqlToQuery(query), undefined, name, false);
  const result = (await statement.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A hot statement written once with `sql.placeholder('name')` for each value, run as a named prepared statement:
 * Drizzle builds its text once (building it on every call was about 5% of a cached read's server time) and
 * PostgreSQL parses and plans it once per connection. Answers a function of the database and the values.
 */
export function definePrepared<T, V extends Record<string, unknown>>(name: string, query: SQL) {
  const compiled = rawDialect.sqlToQuery(query);
  const statements = new WeakMap<DbOrTx, { execute(values: V): Promise<unknown> }>();
  return async (db: DbOrTx, values: V): Promise<T[]> => {
    let statement = statements.get(db);
    if (!statement) {
      statement = db._.session.prepareQuery(compiled, undefined, name, false);
      statements.set(db, statement);
    }
    const result = (await statement.execute(values)) as { rows: T[] };
    return result.rows;
  };
}

/**
 * queryRowsPrepared for the hottest statements, with the SQL text written once instead of built from a template on
 * every call (building it was a few percent of a bet's server time): `$1`, `$2`... in `text`, their values in
 * `params`, in order (arrays as one parameter each, bigints as text). The same rule: one name, one text.
 */
export async function queryTextPrepared<T>(
  db: DbOrTx,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  const statement = db._.session.prepareQuery({ sql: text, params: [...params] }, undefined, name, false);
  const result = (await statement.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A JS array as ONE bound parameter, for `unnest(${pgArray(ids)}::uuid[])` (a bare JS array in Drizzle's `sql`
 * expands into a list of parameters instead). Both drivers serialise the elements, quoting included; bigints are
 * sent as text so no precision is lost. PGlite only serialises arrays of built-in types: cast enum arrays through
 * text, `${pgArray(kinds)}::text[]::transaction_kind[]`.
 */
export function pgArray(values: readonly (string | number | bigint | null)[]): Param {
  return new Param(values.map((v) => (typeof v === 'bigint' ? v.toString() : v)));
}
