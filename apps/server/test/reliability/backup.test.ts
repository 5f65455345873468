import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../../../scripts/lib/ledger';
import { buildTestApp, call } from '../helpers/app';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/database';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../helpers/fixtures';

/**
 * `npm run backup` and `npm run restore`, run as commands. PostgreSQL: the backup is taken while members keep
 * betting and the Manager keeps adding credits; it is pinned to a snapshot exported by a REPEATABLE READ
 * transaction, and every table of the restored database (row count and a digest of every row) equals that
 * transaction's view, while the live database has moved on. PGlite: the data directory of a stopped server is
 * backed up and restored whole. Both restores pass verify-ledger.
 */

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every table of the app (and the migrations table): row count and an md5 over all rows in a fixed order. */
async function digest(query: Query): Promise<Record<string, string>> {
  const { rows: tables } = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { s, t } of tables) {
    const { rows } = await query(
      `select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h
       from "${String(s)}"."${String(t)}" x`,
    );
    out[`${String(s)}.${String(t)}`] = `${rows[0]?.n} rows ${rows[0]?.h}`;
  }
  return out;
}

/** Members bet and the Manager adds credits, through the API, until stopped. */
async function arrangeLoad(app: Parameters<typeof createClub>[0]) {
  const club = await createClub(app, { clubName: 'Backup XI' });
  const members: UserFixture[] = await Promise.all(
    Array.from({ length: 8 }, () => createUser(app, { clubId: club.clubId, credits: 50_000n })),
  );
  const match = await createMatch(app, club.clubId);
  const group = await createGroup(app, match.id, { betType: 'Multi Betters', betAmount: 500n });
  const done = { bets: 0, credits: 0 };
  let running = true;
  const digits = '1234567';
  const bettor = async (m: UserFixture, i: number) => {
    for (let k = 0; running && k < 140; k++) {
      const a = digits[k % 7] as string;
      const b = digits[(k + 1 + (i % 6)) % 7] as string;
      const combination = `${a < b ? a + b : b + a}${'ABCDEFG'[(i + k) % 7]}`;
      const res = await call(app, 'POST', '/api/bets/multiple', {
        token: m.token,
        body: { betAmount: 5, matchId: match.id, groupId: group.id, combinations: [combination] },
      });
      if (res.status === 201) done.bets += 1;
    }
  };
  const creditor = async () => {
    for (let k = 0; running; k++) {
      const m = members[k % members.length] as UserFixture;
      const res = await call(app, 'PUT', `/api/users/add-credit/${m.id}`, {
        token: club.manager.token,
        body: { creditAmount: 1 + (k % 9) },
      });
      expect(res.status).toBe(200);
      done.credits += 1;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const load = Promise.all([...members.map(bettor), creditor()]);
  return {
    done,
    async stop() {
      running = false;
      await load;
    },
  };
}

describe.skipIf(testDatabaseKind() !== 'postgres')('backup and restore (PostgreSQL)', () => {
  it('restores a backup taken under load to exactly its snapshot, and the ledger verifies', async () => {
    const t = await buildTestApp();
    const target = await createPostgresDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'wicket-backup-'));
    const snap = new pg.Client({ connectionString: t.databaseUrl });
    try {
      const load = await arrangeLoad(t.app);
      while (load.done.bets < 20) await new Promise((r) => setTimeout(r, 20));

      await snap.connect();
      await snap.query('begin isolation level repeatable read read only');
      const { rows } = await snap.query<{ id: string }>('select pg_export_snapshot() as id');
      const snapshot = rows[0]?.id as string;
      const atSnapshot = await digest((text) => snap.query(text));
      const betsAtSnapshot = load.done.bets;
      const file = join(dir, 'wicket.dump');
      const backup = await runScript('scripts/backup.ts', [`--out=${file}`, `--snapshot=${snapshot}`], {
        DATABASE_URL: t.databaseUrl,
      });
      await snap.query('commit');
      expect(backup.code, backup.output).toBe(0);
      // The load went on during the dump, and a little after it.
      const until = load.done.credits + 5;
      while (load.done.credits < until) await new Promise((r) => setTimeout(r, 10));
      await load.stop();
      expect(load.done.bets + load.done.credits).toBeGreaterThan(betsAtSnapshot);

      const restore = await runScript('scripts/restore.ts', [file], { DATABASE_URL: target.url });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('ledger ok (postgres)');

      const restoredClient = new pg.Client({ connectionString: target.url });
      await restoredClient.connect();
      const restored = await digest((text) => restoredClient.query(text));
      await restoredClient.end();
      const live = await digest((text) => snap.query(text));
      expect(restored).toEqual(atSnapshot);
      expect(live['public.transactions']).not.toBe(atSnapshot['public.transactions']);
      process.stdout.write(
        `backup test (PostgreSQL): ${Object.keys(restored).length} tables equal to the snapshot ` +
          `(transactions: ${atSnapshot['public.transactions']?.split(' ')[0]} rows at the snapshot, ` +
          `${live['public.transactions']?.split(' ')[0]} live at the end); ${restore.output.split('\n').pop()}\n`,
      );

      // A second restore into the now non-empty database is refused without --clean.
      const again = await runScript('scripts/restore.ts', [file], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.output).toContain('not empty');
    } finally {
      await snap.end().catch(() => {});
      await target.drop();
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.skipIf(testDatabaseKind() !== 'pglite')('backup and restore (PGlite)', () => {
  it('backs up the data directory of a stopped server and restores it whole; the ledger verifies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wicket-backup-'));
    try {
      const dataDir = join(dir, 'data');
      const t = await buildTestApp({ dataDir });
      const load = await arrangeLoad(t.app);
      while (load.done.bets < 20) await new Promise((r) => setTimeout(r, 20));
      await load.stop();
      await t.close();

      const source = new PGlite(dataDir);
      const before = await digest((text) => source.query(text));
      await source.close();
      const file = join(dir, 'wicket.tar.gz');
      const backup = await runScript('scripts/backup.ts', [`--out=${file}`], { DATABASE_URL: '', DATA_DIR: dataDir });
      expect(backup.code, backup.output).toBe(0);

      const restoredDir = join(dir, 'restored');
      const restore = await runScript('scripts/restore.ts', [file], { DATABASE_URL: '', DATA_DIR: restoredDir });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('ledger ok (pglite)');
      const restored = new PGlite(restoredDir);
      const after = await digest((text) => restored.query(text));
      await restored.close();
      expect(after).toEqual(before);
      expect(Number(before['public.bets']?.split(' ')[0])).toBeGreaterThanOrEqual(20);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
