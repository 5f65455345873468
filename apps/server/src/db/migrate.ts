import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** Beside this file in the source tree; the server build copies the folder next to the bundle. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every instance takes the same advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK = 727_001;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  // One dedicated connection holds the lock and runs the migrator, so the lock covers every statement.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

let knownMigrations: number | undefined;

/**
 * Whether every migration this build ships has been applied (readiness: another instance of a newer build may not
 * have finished migrating yet, or this database was restored from an older backup).
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  if (knownMigrations === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    knownMigrations = journal.entries.length;
  }
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) >= knownMigrations;
}
