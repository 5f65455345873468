import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { normaliseStoredPhones } from './normalise-phones';

/** Beside this file in the source tree; the server build copies both folders next to the bundle. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));

/** Any fixed number: every instance takes the same advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK = 727_001;

/**
 * Migrations after which stored phones are read again (their journal "when"s): 0012, phones stored as national
 * numbers; 0026, the forms of design-contests section 4 (0091..., trunk 0s, the country's own code).
 */
const PHONE_MIGRATIONS = [1795260012000, 1795260026000];

/**
 * Applies the migrations this build ships, then the SQL functions of db/functions/. When this run applies 0012 or
 * 0026, the data step follows (the national number of every stored phone, db/normalise-phones.ts: libphonenumber-js
 * has no SQL form), in its own transaction, under the same migration lock on PostgreSQL; what it did is written to
 * the log.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const before = await phoneMigrations(database);
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    if ((await phoneMigrations(database)) > before) await normalisePhones(database);
    await database.client.transaction((tx) => tx.exec(functionDefinitions()));
    return;
  }
  // One dedicated connection holds the lock and runs the migrator, so the lock covers every statement.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const before = await phoneMigrations(database);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
    if ((await phoneMigrations(database)) > before) await normalisePhones(database);
    await client.query(`begin; ${functionDefinitions()}; commit`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * The functions the server calls (place_bets, place_bid, betting_open), each written once in db/functions/ as a
 * CREATE OR REPLACE statement and applied after every migration run, like a repeatable migration: a reader finds the
 * live body in one file, and a change to it is that file's diff. They run after the migrations, so every table and
 * type they use exists; a change of arguments needs a migration that drops the old signature (as 0028 does).
 */
function functionDefinitions(): string {
  return readdirSync(functionsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(functionsFolder, file), 'utf8').trim().replace(/;$/, ''))
    .join(';\n');
}

/** How many of PHONE_MIGRATIONS are applied: when a run applies one (or both), the data step follows once. */
async function phoneMigrations(database: Database): Promise<number> {
  let applied = 0;
  for (const when of PHONE_MIGRATIONS) if (await hasMigration(database, when)) applied += 1;
  return applied;
}

/** Whether the migration with this journal "when" is recorded as applied (false before the first migration). */
async function hasMigration(database: Database, when: number): Promise<boolean> {
  const exists = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return false;
  const result = (await database.db.execute(
    sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at = ${when}) as applied`,
  )) as unknown as { rows: { applied: boolean }[] };
  return result.rows[0]?.applied === true;
}

async function normalisePhones(database: Database): Promise<void> {
  const done = await database.db.transaction((tx) => normaliseStoredPhones(tx));
  if (done.changed > 0 || done.collisions.length > 0) {
    // No logger exists this early (the app is not built yet): the console is the server's log here.
    console.warn(
      JSON.stringify({
        msg: 'migrations 0012 and 0026: phones stored as national numbers',
        changed: done.changed,
        leftAsTheyWere: done.collisions,
      }),
    );
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
