/**
 * `npm run backup`: a consistent backup of the database the server uses.
 *
 *   DATABASE_URL=postgres://... npm run backup -- [--out=FILE] [--snapshot=ID]
 *     pg_dump -Fc (custom format, compressed; one snapshot, so it is consistent while the app keeps writing).
 *     --snapshot passes an exported snapshot (pg_export_snapshot()) through to pg_dump.
 *   DATA_DIR=./data npm run backup -- [--out=FILE]          (no DATABASE_URL: embedded PGlite)
 *     the PGlite data directory as a gzipped tarball (PGlite's dumpDataDir). PGlite is single-process: stop the
 *     server first.
 *
 * Default file: $BACKUP_DIR (default backups/)/wicket-<database kind>-<UTC time>.dump (PostgreSQL) or .tar.gz (PGlite).
 * Restore with `npm run restore -- FILE`.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { findPgTool, run } from './lib/pg-tools';

const say = (line: string) => process.stdout.write(`${line}\n`);
const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const dir = process.env.BACKUP_DIR ?? 'backups';
  const out = resolve(arg('out') ?? join(dir, `wicket-${kind}-${stamp()}.${databaseUrl ? 'dump' : 'tar.gz'}`));
  mkdirSync(dirname(out), { recursive: true });
  const started = Date.now();

  if (databaseUrl) {
    const pgDump = findPgTool('pg_dump');
    const snapshot = arg('snapshot');
    await run(pgDump, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...(snapshot ? [`--snapshot=${snapshot}`] : []),
      `--file=${out}`,
      `--dbname=${databaseUrl}`,
    ]);
  } else {
    const dataDir = resolve(process.env.DATA_DIR ?? './data');
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} is not a PGlite data directory`);
    if (existsSync(join(dataDir, 'postmaster.pid')) && !process.argv.includes('--force'))
      throw new Error(
        `${dataDir} is in use (postmaster.pid): stop the server first. If no server runs (it crashed), start and ` +
          'stop it once, or pass --force.',
      );
    const db = new PGlite(dataDir);
    try {
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  say(
    `backup of the ${kind} database written to ${out} (${Math.round(statSync(out).size / 1024)} KiB, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
