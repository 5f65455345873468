import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import type { Profile } from './config';
import { createDatabase, withClient } from './lib/db';
import type { Report } from './lib/report';

export type CeilingResult = { tpsByClients: Map<number, number> };

/** pgbench from PATH, or from the PostgreSQL installation. */
export function findPgbench(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  if (which.status === 0 && found) return found;
  for (const v of ['18', '17', '16', '15', '14']) {
    const p = `/usr/lib/postgresql/${v}/bin/pgbench`;
    if (existsSync(p)) return p;
  }
  return null;
}

/** Deterministic member ids, so the script can name a member from a random number without a lookup. */
const memberUuid = (n: string) => `('00000000-0000-4000-8000-' || lpad(${n}::text, 12, '0'))::uuid`;

type Variant = {
  /** false: the headroom run, the same request without its pool write (every slot row made up front). */
  poolWrite: boolean;
};

/**
 * One bet request of 3 combinations, as the server's transaction does it: the match's bet lock taken shared
 * (lib/match-bet-lock.ts), the conditional debit (never below 0), the member's pool slot of the one hot group and
 * the bets in one statement (as insertBets), and the member's ledger row with its balance after. ON CONFLICT DO
 * NOTHING on the bets only because random picks may repeat a member's combination: pgbench would abort the client
 * on the unique violation the server turns into a 409. The slot is the member's number mod 64, as the server takes
 * it from the member's id.
 */
const script = (v: Variant) => `\\set u random(1, :members)
\\set c1 random(1, 364)
\\set c2 1 + (:c1 + random(0, 119)) % 364
\\set c3 1 + (:c2 + random(0, 119)) % 364
BEGIN;
SELECT pg_advisory_xact_lock_shared(727002, hashtext(lower(:mid)));
UPDATE users SET credits = credits - 3000 WHERE id = ${memberUuid(':u')} AND credits - 3000 >= 0 RETURNING credits AS bal \\gset
${
  v.poolWrite
    ? `WITH pool AS (INSERT INTO group_pool_slots (group_id, match_id, slot, amount) VALUES (CAST(:gid AS uuid), CAST(:mid AS uuid), :u % 64, 3000) ON CONFLICT (group_id, match_id, slot) DO UPDATE SET amount = group_pool_slots.amount + excluded.amount RETURNING slot) `
    : ''
}INSERT INTO bets (user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount) SELECT ${memberUuid(':u')}, CAST(:gid AS uuid), CAST(:mid AS uuid), :u % 64, c, false, 1000 FROM bench_combos WHERE i IN (:c1, :c2, :c3) ON CONFLICT DO NOTHING;
INSERT INTO transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id) VALUES (${memberUuid(':u')}, 'Debit', 'bet_placed', 3000, :bal, 'Bet placed on 3 combinations', ${memberUuid(':u')}, CAST(:mid AS uuid), CAST(:gid AS uuid));
END;
`;

/**
 * Phase 1: the physical limit of one bet request on this machine and this PostgreSQL, with the same schema (indexes,
 * constraints) in a scratch database, at each client count.
 */
export async function runCeiling(report: Report, profile: Profile, serverUrl: string): Promise<CeilingResult> {
  const result: CeilingResult = { tpsByClients: new Map() };
  const pgbench = findPgbench();
  if (!pgbench) {
    report.note('pgbench not found (PATH or /usr/lib/postgresql/*/bin): ceiling not measured');
    return result;
  }
  const scratch = await createDatabase(serverUrl, '_pgbench');
  const dir = mkdtempSync(join(tmpdir(), 'wp-pgbench-'));
  try {
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 2 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    const ids = await withClient(scratch.url, async (c) => {
      await c.query(`insert into users (id, first_name, last_name, phone_number, country_code, user_type,
                                        password_hash, referral_code)
                     values ('00000000-0000-4000-9000-000000000001', 'Pg', 'Manager', '910000000', '+91', 'Manager',
                             'x', 'PGMANAGR')`);
      const club = await c.query<{ id: string }>(
        `insert into clubs (club_name, manager_id, manager_share_bp, admin_share_bp)
         values ('pgbench', '00000000-0000-4000-9000-000000000001', 1000, 500) returning id`,
      );
      const clubId = club.rows[0]?.id;
      await c.query(
        `insert into users (id, first_name, last_name, phone_number, country_code, user_type, password_hash,
                            member_of, referral_code, credits)
         select ${memberUuid('n')}, 'Pg', 'Member' || n, '94' || lpad(n::text, 8, '0'), '+91', 'Member', 'x', $1,
                'P' || lpad(n::text, 7, '0'), 1000000000000
         from generate_series(1, $2::int) as n`,
        [clubId, profile.pgbench.members],
      );
      const match = await c.query<{ id: string }>(
        `insert into matches (club_id, team1, team2, date_time) values ($1, 'A', 'B', now() + interval '1 day')
         returning id`,
        [clubId],
      );
      const matchId = match.rows[0]?.id;
      const group = await c.query<{ id: string }>(
        `insert into groups (match_id, bet_type, bet_amount, winner_share1_bp, winner_share2_bp, winner_share3_bp,
                             status)
         values ($1, 'Multi Betters', 1000, 5000, 3000, 1000, 'Active') returning id`,
        [matchId],
      );
      await c.query('create table bench_combos (i int primary key, c text not null)');
      await c.query('insert into bench_combos select ord, c from unnest($1::text[]) with ordinality as t(c, ord)', [
        ALL_COMBINATIONS,
      ]);
      await c.query('vacuum analyze');
      return { matchId: matchId ?? '', groupId: group.rows[0]?.id ?? '' };
    });
    const maxClients = Math.max(...profile.pgbench.clients);
    const write = (name: string, v: Variant) => {
      const path = join(dir, `${name}.sql`);
      writeFileSync(path, script(v));
      return path;
    };
    const asServer = write('bet', { poolWrite: true });
    const runs: { clients: number; path: string; label: string; slotsUpFront?: boolean }[] = [
      ...profile.pgbench.clients.map((clients) => ({ clients, path: asServer, label: `${clients} clients` })),
      // Not a target: what the pool write costs, measured on the same machine in the same run.
      {
        clients: maxClients,
        path: write('bet-no-pool', { poolWrite: false }),
        label: `${maxClients} clients, headroom: no pool write`,
        slotsUpFront: true,
      },
    ];
    for (const { clients, path, label, slotsUpFront } of runs) {
      if (slotsUpFront) {
        await withClient(scratch.url, (c) =>
          c.query(
            `insert into group_pool_slots (group_id, match_id, slot, amount)
             select $1, $2, s, 0 from generate_series(0, 63) as s on conflict do nothing`,
            [ids.groupId, ids.matchId],
          ),
        );
      }
      const out = await runPgbench(pgbench, [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(profile.pgbench.seconds),
        '-D',
        `gid=${ids.groupId}`,
        '-D',
        `mid=${ids.matchId}`,
        '-D',
        `members=${profile.pgbench.members}`,
        '-f',
        path,
        scratch.url,
      ]);
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? Number.NaN);
      const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN);
      const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
      if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's output:\n${out}`);
      if (path === asServer) result.tpsByClients.set(clients, tps);
      report.figure({
        phase: '1 ceiling',
        name: `pgbench bet transactions/s, ${label}`,
        value: Math.round(tps),
        unit: 'tps',
      });
      report.figure({ phase: '1 ceiling', name: `pgbench latency avg, ${label}`, value: latency, unit: 'ms' });
      if (failed > 0) report.note(`pgbench: ${failed} failed transactions at ${clients} clients`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
  return result;
}

function runPgbench(bin: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited with ${code}:\n${out}`))));
  });
}
