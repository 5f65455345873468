/**
 * `npm run restore -- FILE [--clean]`: puts a backup of `npm run backup` back, then checks the ledger.
 *
 *   DATABASE_URL=postgres://.../wicket npm run restore -- backups/wicket-postgres-....dump
 *     pg_restore in one transaction into that database, which must be empty (create it first:
 *     `createdb wicket`); --clean drops and replaces what is there instead. Stop the app instances first.
 *   DATA_DIR=./data npm run restore -- backups/wicket-pglite-....tar.gz
 *     unpacks a PGlite backup into DATA_DIR, which must not exist yet or be empty.
 *
 * Afterwards it runs `verify-ledger` on the restored database (which also applies any newer migrations of this
 * build) and exits 1 if the ledger does not add up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { runVerifyLedger } from './lib/ledger';
import { findPgTool, run } from './lib/pg-tools';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: npm run restore -- FILE [--clean]');
  const path = resolve(file);
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  const clean = process.argv.includes('--clean');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const started = Date.now();

  if (databaseUrl) {
    if (!path.endsWith('.dump')) throw new Error('a PostgreSQL restore takes a .dump file of npm run backup');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    await client.end();
    if ((rows[0]?.n ?? 0) > 0 && !clean)
      throw new Error('the target database is not empty: restore into a new database, or pass --clean to replace it');
    await run(findPgTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${databaseUrl}`,
      path,
    ]);
  } else {
    if (!path.endsWith('.tar.gz')) throw new Error('a PGlite restore takes a .tar.gz file of npm run backup');
    const dataDir = resolve(process.env.DATA_DIR ?? './data');
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
      throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR (move the old one aside first)`);
    const db = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(path)]) });
    await db.waitReady;
    await db.close();
  }
  say(`restored ${path} (${((Date.now() - started) / 1000).toFixed(1)} s); checking the ledger...`);
  const dataDir = databaseUrl ? undefined : resolve(process.env.DATA_DIR ?? './data');
  const ledger = await runVerifyLedger({ databaseUrl, dataDir });
  say(ledger.output);
  if (ledger.code !== 0) {
    process.stderr.write('restore finished, but the ledger check failed\n');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
