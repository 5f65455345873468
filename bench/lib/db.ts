import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database created for this run on the server `serverUrl` points at, dropped at the end unless kept. */
export type RunDatabase = { name: string; url: string; drop(): Promise<void> };

export async function createDatabase(serverUrl: string, suffix = ''): Promise<RunDatabase> {
  const name = `wp_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}${suffix}`;
  await withClient(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The harness's own small pool on the run database (seeding, checks). */
export function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  return pool;
}

/** Rows of a query whose columns the caller names; money comes back as text (select it `::text`). */
export async function rows<T extends Record<string, unknown>>(
  db: pg.Pool | pg.PoolClient | pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const result = await db.query<T>(text, values);
  return result.rows;
}

export async function one<T extends Record<string, unknown>>(
  db: pg.Pool | pg.PoolClient | pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<T> {
  const [row] = await rows<T>(db, text, values);
  if (!row) throw new Error(`query returned no row: ${text.slice(0, 80)}`);
  return row;
}

export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const out = await fn(client);
    await client.query('commit');
    return out;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export async function serverVersion(url: string): Promise<string> {
  return withClient(url, async (c) => {
    const r = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return r.rows[0]?.v ?? 'unknown';
  });
}
