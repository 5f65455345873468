import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import { betPlacedDescription } from '@wicket/shared/messages';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { sqlFormatOf } from '../apps/server/src/lib/sql-format';
import type { Profile } from './config';
import { createDatabase, withClient } from './lib/db';
import type { Report } from './lib/report';
import { round, summarize } from './lib/stats';

/** pgbench's transactions/s and its own p99 latency (ms, from the per-transaction log) by client count. */
export type CeilingResult = { tpsByClients: Map<number, number>; p99ByClients: Map<number, number> };

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

/**
 * Clients of one pgbench run bet for members of their own: member `1 + (run x 64 + client + 192 x k) mod members`,
 * 100 distinct triples of combinations each before the next k. The runs share the scratch database, so each run
 * (at most 3 of them, at most 64 clients each) has members no other run used.
 */
const MAX_CLIENTS = 64;

/**
 * One bet request of 3 combinations, exactly as the server sends it: one call of place_bets (db/functions), on its
 * own (no BEGIN/COMMIT: the statement is the transaction), with the member's id and token version, the one hot
 * Multi Betters group and its match, the amount, 3 canonical combinations and the member's pool slot (its number mod
 * 64, as the server takes it from the id), without an Idempotency-Key (the bets phase sends none). The function
 * refuses a combination the member already holds (409 on the server) and pgbench stops a client at its first error,
 * so no member is given the same combination twice.
 */
const script = `\\set n :n + 1
\\set u 1 + (:run * ${MAX_CLIENTS} + :client_id + ${3 * MAX_CLIENTS} * ((:n - 1) / 100)) % :members
\\set t 3 * ((:n - 1) % 100)
SELECT place_bets(${memberUuid(':u')}, 0, CAST(:gid AS uuid), CAST(:mid AS uuid), 1000, ARRAY(SELECT c FROM bench_combos WHERE i IN (:t + 1, :t + 2, :t + 3) ORDER BY i), CAST(:u % 64 AS smallint), NULL, NULL, '${sqlFormatOf(4, betPlacedDescription)}');
`;

/**
 * Phase 1: the physical limit of one bet request on this machine and this PostgreSQL, with the same schema (indexes,
 * constraints) in a scratch database, at each client count.
 */
export async function runCeiling(report: Report, profile: Profile, serverUrl: string): Promise<CeilingResult> {
  const result: CeilingResult = { tpsByClients: new Map(), p99ByClients: new Map() };
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
    if (profile.pgbench.clients.length > 3 || Math.max(...profile.pgbench.clients) > MAX_CLIENTS) {
      throw new Error(`pgbench: at most 3 runs of at most ${MAX_CLIENTS} clients (members are split between them)`);
    }
    const path = join(dir, 'bet.sql');
    writeFileSync(path, script);
    for (const [run, clients] of profile.pgbench.clients.entries()) {
      const label = `${clients} clients`;
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
        '-D',
        `run=${run}`,
        '-D',
        'n=0',
        // Every transaction's latency (-l), for the ceiling's own tail: what the server's p99 can be compared with.
        '-l',
        `--log-prefix=${join(dir, `log${run}`)}`,
        '-f',
        path,
        scratch.url,
      ]);
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? Number.NaN);
      const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN);
      const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
      if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's output:\n${out}`);
      result.tpsByClients.set(clients, tps);
      report.figure({
        phase: '1 ceiling',
        name: `pgbench bet transactions/s, ${label}`,
        value: Math.round(tps),
        unit: 'tps',
      });
      report.figure({ phase: '1 ceiling', name: `pgbench latency avg, ${label}`, value: latency, unit: 'ms' });
      const tail = summarize(transactionLatencies(dir, `log${run}.`));
      if (tail.p99 > 0) result.p99ByClients.set(clients, tail.p99);
      report.figure({
        phase: '1 ceiling',
        name: `pgbench latency p99, ${label}`,
        value: round(tail.p99, 1),
        unit: 'ms',
      });
      if (failed > 0) report.note(`pgbench: ${failed} failed transactions at ${clients} clients`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
  return result;
}

/** Milliseconds of every transaction in pgbench's per-transaction logs (`-l`: the third field is microseconds). */
function transactionLatencies(dir: string, prefix: string): number[] {
  const latencies: number[] = [];
  for (const file of readdirSync(dir).filter((f) => f.startsWith(prefix))) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const us = Number(line.split(' ')[2]);
      if (line && Number.isFinite(us)) latencies.push(us / 1000);
    }
  }
  return latencies;
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
