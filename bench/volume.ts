import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { type RunningServer, startServer } from '../scripts/lib/server-process';
import { Accounting, betLoad, checkGroup } from './bets';
import { type Profile, TARGETS } from './config';
import { Api, idSchema, mapLimit } from './lib/api';
import { checkInvariants, LedgerChecker } from './lib/checks';
import { CpuMeter } from './lib/cpu';
import { createDatabase, one, openPool, type RunDatabase } from './lib/db';
import type { Report } from './lib/report';
import { RouteTable } from './lib/routes';
import { benchServerEnv, buildWorld, createGroup, createMatch, insertBets, WORLD_ROUTES, type World } from './lib/seed';
import { round } from './lib/stats';
import { seedVolume } from './lib/volume-seed';

export const VOLUME_ROUTES = [
  ...WORLD_ROUTES,
  'POST /api/matches',
  'POST /api/groups',
  'POST /api/bets/multiple',
  'POST /api/results',
  'POST /api/matches/{id}/approve-credits',
  'GET /api/matches/club/{clubId}',
  'GET /api/groups/{id}',
  'GET /api/bets/my-bets',
  'GET /api/bets/group/{groupId}',
  'GET /api/clubs/{clubId}/standings',
];

const PHASE = '9 volume';
const randomScores = () => Array.from({ length: 7 }, () => Math.floor(Math.random() * 121) - 10);

/** One database of the comparison: its server, the measured club and what the reads ask for. */
type Side = {
  label: 'one club' | 'big';
  db: RunDatabase;
  server: RunningServer;
  world: World;
  ledger: LedgerChecker;
  bigGroupId: string;
  readMatchId: string;
};

export type VolumeOptions = {
  serverUrl: string;
  entry: string;
  jwtSecret: string;
  logPath: (label: string) => string;
  keep: boolean;
  /** PostgreSQL's own log (stderr), where auto_explain writes the app's plans on the big database; null: not read. */
  postgresLog: string | null;
};

/** The PostgreSQL server's log file (Debian's layout), or BENCH_PG_LOG; null when none is readable. */
export function findPostgresLog(): string | null {
  const given = process.env.BENCH_PG_LOG;
  if (given) return existsSync(given) ? given : null;
  const dir = '/var/log/postgresql';
  if (!existsSync(dir)) return null;
  const logs = readdirSync(dir)
    .filter((f) => /^postgresql-\d+-main\.log$/.test(f))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return logs[0] ?? null;
}

/**
 * Phase 9 (issue 30, design-season section 8): the same club measured on a database of its own and on one that
 * also holds `volume.clubs` other clubs with their members, matches and bets (seeded in SQL with their ledger rows).
 * Both servers run side by side and each measurement runs on one, then at once on the other, so a busy machine
 * skews both alike; each figure is reported as big / one club. Then the app's statements are explained on the big
 * database (auto_explain, from a probe server) and any plan reading other clubs' rows is named.
 */
export async function runVolume(report: Report, profile: Profile, opts: VolumeOptions): Promise<void> {
  const size = profile.volume;
  const sides: Side[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  try {
    for (const label of ['one club', 'big'] as const) {
      const side = await setUpSide(report, profile, opts, label, cleanups);
      sides.push(side);
      if (label === 'big') {
        const t0 = performance.now();
        const seeded = await seedVolume(side.world.pool, size, (l) => report.log(`  ${l}`));
        const seconds = round((performance.now() - t0) / 1000, 1);
        report.figure({
          phase: PHASE,
          name: 'volume: seeding the big database',
          value: seconds,
          unit: 's',
          note: `${size.clubs} clubs, ${size.members} members, ${size.matches} matches, ${seeded.bets} bets in all; ${seeded.steps.map((s) => `${s.step} ${s.seconds} s`).join(', ')}`,
        });
        const bytes = await one<{ n: string }>(
          side.world.pool,
          'select pg_database_size(current_database())::text as n',
        );
        report.figure({
          phase: PHASE,
          name: 'volume: database size per million bets',
          value: round(Number(bytes.n) / 2 ** 20 / (seeded.bets / 1e6), 0),
          unit: 'MB',
          note: `${round(Number(bytes.n) / 2 ** 30, 2)} GB for ${seeded.bets} bets`,
        });
        await checkInvariants(report, `${PHASE} (big database, seeded)`, side.world.pool, side.ledger);
      }
    }
    const [small, big] = sides as [Side, Side];
    await checkSameAnswers(report, small, big);

    const ratio = (what: string, smallValue: number, bigValue: number, unit: string, detail: string) => {
      report.figure({
        phase: PHASE,
        name: `volume: ${what} ratio`,
        value: smallValue > 0 ? round(bigValue / smallValue, 2) : null,
        unit: '',
        target: { op: '>=', value: TARGETS.volumeRatio },
        note: `${round(bigValue, 0)} ${unit} on the big database, ${round(smallValue, 0)} on one club; ${detail}`,
      });
    };

    // Bets at 50 clients: one club, big, big, one club (a load that rises or falls during the runs skews both
    // alike), each on a new group of the read match; the ratio is of the summed rates.
    const bets = new Map<Side, { requests: number; seconds: number; p99: number[]; pgMs: number }>();
    for (const side of [small, big, big, small]) {
      const accounting = new Accounting();
      const memberIndex = new Map(side.world.members.map((m, i) => [m.id, i]));
      const run = await betLoad(side.world, side.server, side.readMatchId, size.betClients, size.seconds, accounting);
      const errors = Object.entries(run.result.statuses).filter(([s]) => s !== '201' && s !== '200');
      report.check(
        PHASE,
        `bets on the ${side.label} database: every request accepted`,
        errors.length === 0,
        errors.map(([s, n]) => `${s}: ${n}`).join(', ') || `${run.result.requests} requests`,
      );
      await checkGroup(
        report,
        PHASE,
        side.world,
        run.groupId,
        accounting,
        memberIndex,
        `bets on the ${side.label} database`,
      );
      const sum = bets.get(side) ?? { requests: 0, seconds: 0, p99: [], pgMs: 0 };
      sum.requests += run.result.requests;
      sum.seconds += run.result.seconds;
      sum.p99.push(round(run.result.latency.p99, 1));
      sum.pgMs += run.cpu.postgresMs;
      bets.set(side, sum);
    }
    const b = (side: Side) => {
      const x = bets.get(side) ?? { requests: 0, seconds: 1, p99: [], pgMs: 0 };
      return { rps: x.requests / x.seconds, p99: x.p99.join(' and '), pg: round(x.pgMs / Math.max(1, x.requests), 2) };
    };
    ratio(
      `bets at ${size.betClients} clients`,
      b(small).rps,
      b(big).rps,
      'req/s',
      `p99 ${b(big).p99} ms against ${b(small).p99} ms; PostgreSQL CPU ${b(big).pg} against ${b(small).pg} ms a request`,
    );

    const reads: { what: string; path: (s: Side) => string }[] = [
      { what: 'match list', path: (s) => `/api/matches/club/${s.world.clubId}` },
      { what: 'group detail', path: (s) => `/api/groups/${s.bigGroupId}` },
      { what: 'my-bets', path: () => '/api/bets/my-bets' },
      { what: 'page of group bets', path: (s) => `/api/bets/group/${s.bigGroupId}?page=1&limit=100` },
      { what: 'club standings', path: (s) => `/api/clubs/${s.world.clubId}/standings` },
    ];
    for (const r of reads) {
      // One club, big, big, one club, as for the bets.
      const runs: ReadFigures[] = [];
      for (const side of [small, big, big, small]) {
        runs.push(await measureRead(side, r.path(side), size.clients, size.seconds));
      }
      const [s1, g1, g2, s2] = runs as [ReadFigures, ReadFigures, ReadFigures, ReadFigures];
      const s = combine(s1, s2);
      const g = combine(g1, g2);
      report.check(
        PHASE,
        `${r.what}: every answer 2xx on both databases`,
        s.errors === 0 && g.errors === 0,
        `${s.errors} errors on one club, ${g.errors} on the big database`,
      );
      ratio(
        r.what,
        s.rps,
        g.rps,
        'req/s',
        `p99 ${g.p99} ms against ${s.p99} ms; PostgreSQL CPU ${round(g.pgMs, 2)} against ${round(s.pgMs, 2)} ms, server ${round(g.serverMs, 2)} against ${round(s.serverMs, 2)} ms a request`,
      );
    }

    await explainOnBig(report, big, opts);
    await checkInvariants(report, `${PHASE} (big database, after the load)`, big.world.pool, big.ledger);
    await checkInvariants(report, `${PHASE} (one-club database)`, small.world.pool, small.ledger);
  } finally {
    while (cleanups.length > 0) await (cleanups.pop() as () => Promise<void>)().catch(() => {});
  }
}

/** A database, its server and the measured club: matches, a big group, a few settled matches. */
async function setUpSide(
  report: Report,
  profile: Profile,
  opts: VolumeOptions,
  label: Side['label'],
  cleanups: (() => Promise<void>)[],
): Promise<Side> {
  const size = profile.volume;
  const db = await createDatabase(opts.serverUrl, label === 'big' ? '_vol_big' : '_vol_one');
  if (!opts.keep) cleanups.push(() => db.drop());
  else report.log(`  keeping database ${db.name}`);
  const server = await startServer({
    logPath: opts.logPath(label === 'big' ? 'volume-big' : 'volume-one'),
    entry: opts.entry,
    env: benchServerEnv(db.url, opts.jwtSecret),
  });
  cleanups.push(() => server.stop());
  const routes = await RouteTable.load(server.url);
  const missing = routes.missing(VOLUME_ROUTES);
  if (missing.length > 0) throw new Error(`routes not on the server: ${missing.join(', ')}`);
  const pool = openPool(db.url);
  cleanups.push(() => pool.end());
  const ledger = new LedgerChecker(db.url);
  cleanups.push(() => ledger.close());
  const world = await buildWorld({
    api: new Api(server.url),
    pool,
    jwtSecret: opts.jwtSecret,
    databaseName: db.name,
    memberCount: profile.members,
    apiMembers: profile.apiMembers,
    creditsRs: 100_000,
    log: (l) => report.log(`  ${l}`),
  });
  // The measured club: its matches (the read match holds the big group), then a few matches settled through the API.
  const readMatchId = await createMatch(world, 'Volume Reads XI', 'Readers XI', 2);
  for (let i = 1; i < size.clubMatches - size.settledMatches; i++) {
    await createMatch(world, `Volume Fixture ${i} XI`, `Opponents ${i} XI`, 1 + (i % 10));
  }
  const bigGroupId = await createGroup(world, readMatchId, 'Multi Betters');
  await insertBets(pool, {
    groupIds: [bigGroupId],
    betsPerGroup: size.groupBets,
    memberIds: world.members.map((m) => m.id),
    managerId: world.managerId,
  });
  const settled = await mapLimit(
    Array.from({ length: size.settledMatches }, (_, i) => i),
    2,
    (i) => createMatch(world, `Volume Season ${i + 1} XI`, `Rivals ${i + 1} XI`),
  );
  const settledGroups = await mapLimit(settled, 2, (matchId) => createGroup(world, matchId, 'Multi Betters'));
  await insertBets(pool, {
    groupIds: settledGroups,
    betsPerGroup: world.members.length * 2,
    memberIds: world.members.map((m) => m.id),
    managerId: world.managerId,
  });
  for (const matchId of settled) {
    await world.api.ok(idSchema, 'POST', '/api/results', {
      token: world.managerToken,
      body: { matchId, team1Scores: randomScores(), team2Scores: randomScores() },
    });
    await world.api.ok(z.unknown(), 'POST', `/api/matches/${matchId}/approve-credits`, { token: world.managerToken });
  }
  await pool.query(
    `update matches set date_time = date_trunc('day', now()) - interval '3 days' where id = any($1::uuid[])`,
    [settled],
  );
  // Both databases in the steady state autovacuum keeps (visibility map set), so index-only scans compare alike.
  await pool.query('vacuum (analyze)');
  report.log(`  ${label} database ${db.name}: server pid ${server.pid}, club ${world.clubId}`);
  return { label, db, server, world, ledger, bigGroupId, readMatchId };
}

/** The measured club's answers are the same size on both databases: the other clubs change nothing it sees. */
async function checkSameAnswers(report: Report, small: Side, big: Side) {
  const sizes = async (side: Side) => {
    const member = side.world.members[0];
    if (!member) throw new Error('no members');
    const get = async (path: string) => {
      const res = await side.world.api.call('GET', path, { token: member.token });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status} on the ${side.label} database`);
      return res.body;
    };
    const list = (await get(`/api/matches/club/${side.world.clubId}`)) as unknown[];
    const group = (await get(`/api/groups/${side.bigGroupId}`)) as { SelectedCombinations: unknown[] };
    const mine = (await get('/api/bets/my-bets')) as { total?: number };
    const page = (await get(`/api/bets/group/${side.bigGroupId}?page=1&limit=100`)) as { total?: number };
    const standings = (await get(`/api/clubs/${side.world.clubId}/standings`)) as unknown[];
    return [list.length, group.SelectedCombinations.length, mine.total, page.total, standings.length];
  };
  const a = await sizes(small);
  const b = await sizes(big);
  report.check(
    PHASE,
    "the club's match list, group, my-bets, page of bets and standings hold the same counts on both databases",
    JSON.stringify(a) === JSON.stringify(b),
    `one club ${JSON.stringify(a)}, big ${JSON.stringify(b)}`,
  );
}

type ReadFigures = { rps: number; p99: number; errors: number; serverMs: number; pgMs: number };

/** Two equally long runs of one read as one: mean rate and CPU, the worse p99, all errors. */
function combine(a: ReadFigures, b: ReadFigures): ReadFigures {
  return {
    rps: (a.rps + b.rps) / 2,
    p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors,
    serverMs: (a.serverMs + b.serverMs) / 2,
    pgMs: (a.pgMs + b.pgMs) / 2,
  };
}

/** autocannon on one path, each connection a different member sending what Chromium sends. */
async function measureRead(side: Side, path: string, clients: number, seconds: number): Promise<ReadFigures> {
  let next = 0;
  const meter = new CpuMeter(side.server.pid, side.world.pool, side.world.databaseName);
  await meter.start();
  const result = await autocannon({
    url: `${side.server.url}${path}`,
    connections: clients,
    duration: seconds,
    timeout: 30,
    setupClient: (client) => {
      const m = side.world.members[next++ % side.world.members.length];
      client.setHeaders({ authorization: `Bearer ${m?.token ?? ''}`, 'accept-encoding': 'gzip, deflate, br, zstd' });
    },
  });
  const cpu = await meter.stop();
  const n = Math.max(1, result.requests.total);
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    serverMs: cpu.serverMs / n,
    pgMs: cpu.postgresMs / n,
  };
}

/** Tables that hold other clubs' rows: a plan reading many of them for one club's answer does not scale. */
const CLUB_TABLES = new Set([
  'users',
  'clubs',
  'matches',
  'groups',
  'group_pool_slots',
  'bets',
  'transactions',
  'winners',
  'results',
]);

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/**
 * The app's statements on the big database, explained by auto_explain (ANALYZE, BUFFERS, JSON) in a probe server's
 * connections: one request of each measured route and one bet. Plans go to PostgreSQL's log; any plan that reads
 * more than `limit` rows of a table holding other clubs' data (scanned, or removed by a filter) is named.
 */
async function explainOnBig(report: Report, big: Side, opts: VolumeOptions) {
  const logPath = opts.postgresLog;
  if (!logPath) {
    report.note('volume: no PostgreSQL log found (set BENCH_PG_LOG): the plans were not read');
    return;
  }
  const pool = big.world.pool;
  const name = big.db.name;
  await pool.query(`alter database ${name} set session_preload_libraries = 'auto_explain'`);
  for (const [k, v] of [
    ['log_min_duration', '0'],
    ['log_analyze', 'on'],
    ['log_buffers', 'on'],
    ['log_format', 'json'],
    ['log_nested_statements', 'on'],
  ]) {
    await pool.query(`alter database ${name} set auto_explain.${k} = '${v}'`);
  }
  const offset = statSync(logPath).size;
  const probe = await startServer({
    logPath: opts.logPath('volume-probe'),
    entry: opts.entry,
    env: benchServerEnv(big.db.url, opts.jwtSecret, { DB_POOL_SIZE: '2' }),
  });
  try {
    const member = big.world.members[1] ?? big.world.members[0];
    if (!member) throw new Error('no members');
    for (const path of [
      `/api/matches/club/${big.world.clubId}`,
      `/api/groups/${big.bigGroupId}`,
      '/api/bets/my-bets',
      `/api/bets/group/${big.bigGroupId}?page=1&limit=100`,
      `/api/clubs/${big.world.clubId}/standings`,
    ]) {
      const res = await fetch(`${probe.url}${path}`, { headers: { authorization: `Bearer ${member.token}` } });
      await res.arrayBuffer();
    }
    const res = await fetch(`${probe.url}/api/bets/multiple`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ betAmount: 10, matchId: big.readMatchId, groupId: big.bigGroupId, combinations: ['123'] }),
    });
    await res.arrayBuffer();
    // The bet may be refused (the member may hold 123 there already): its statement is explained either way.
  } finally {
    await probe.stop();
    await pool.query(`alter database ${name} reset all`);
  }
  await new Promise((r) => setTimeout(r, 500));
  const plans = readPlans(logPath, offset, name);
  if (plans.length === 0) {
    // Not a failed run: the log may belong to another cluster than DATABASE_URL's, or auto_explain be missing.
    report.note(`volume: no plans of ${name} in ${logPath} (auto_explain not loaded, or another server's log)`);
    return;
  }
  // A plan node reading more rows of a table than twice the measured club's own rows there (at least 1,000)
  // reads other clubs' rows.
  const own = await one<Record<string, string>>(
    pool,
    `with m as (select id from matches where club_id = $1),
          u as (select id from users where member_of = $1 or id = (select manager_id from clubs where id = $1))
     select (select count(*) from u)::text as users, '1' as clubs, (select count(*) from m)::text as matches,
            (select count(*) from groups where match_id in (select id from m))::text as groups,
            (select count(*) from group_pool_slots where match_id in (select id from m))::text as group_pool_slots,
            (select count(*) from bets where match_id in (select id from m))::text as bets,
            (select count(*) from transactions where user_id in (select id from u))::text as transactions,
            (select count(*) from winners w join groups g on g.id = w.group_id
              where g.match_id in (select id from m))::text as winners,
            (select count(*) from results where match_id in (select id from m))::text as results`,
    [big.world.clubId],
  );
  const limitOf = (table: string) => Math.max(1000, 2 * Number(own[table] ?? 0));
  const findings: string[] = [];
  const widest: { read: number; text: string }[] = [];
  for (const p of plans) {
    const wide: string[] = [];
    walk(p.plan, (node) => {
      const relation = node['Relation Name'];
      if (typeof relation !== 'string' || !CLUB_TABLES.has(relation)) return;
      const loops = Number(node['Actual Loops'] ?? 1);
      const read =
        (Number(node['Actual Rows'] ?? 0) +
          Number(node['Rows Removed by Filter'] ?? 0) +
          Number(node['Rows Removed by Index Recheck'] ?? 0)) *
        loops;
      widest.push({
        read,
        text: `${p.query.replace(/\s+/g, ' ').slice(0, 120)} -> ${node['Node Type']} on ${relation} (${read} rows read)`,
      });
      if (read > limitOf(relation)) {
        wide.push(
          `${node['Node Type']} on ${relation}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (rows ${node['Actual Rows']}, removed by filter ${node['Rows Removed by Filter'] ?? 0}, loops ${loops}${node.Filter ? `, filter ${node.Filter}` : ''})`,
        );
      }
    });
    if (wide.length > 0) findings.push(`${p.query.replace(/\s+/g, ' ').slice(0, 200)} -> ${wide.join('; ')}`);
  }
  const unique = [...new Set(findings)];
  report.figure({
    phase: PHASE,
    name: "volume: app statements reading other clubs' rows",
    value: unique.length,
    unit: '',
    target: { op: '<=', value: 0, text: '0' },
    note: `${plans.length} plans read from ${logPath}; the measured club's own rows: ${JSON.stringify(own)}`,
  });
  for (const f of unique) report.note(`volume plan: ${f}`);
  // The widest reads even when under the line, to see how close each statement comes.
  const seen = new Set<string>();
  for (const w of widest.sort((a, b) => b.read - a.read)) {
    if (seen.size >= 5 || seen.has(w.text)) continue;
    seen.add(w.text);
    report.note(`volume widest read: ${w.text}`);
  }
}

function walk(node: PlanNode | undefined, visit: (n: PlanNode) => void) {
  if (!node) return;
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * auto_explain's JSON plans for database `db` written to the log after `offset`. A stderr log entry starts with
 * the line prefix (`%m [%p] %q%u@%d `); the plan's JSON follows `plan:` on that line and the lines after it.
 */
function readPlans(path: string, offset: number, db: string): { query: string; plan: PlanNode }[] {
  const size = statSync(path).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  const entries: string[] = [];
  for (const line of buffer.toString('utf8').split('\n')) {
    if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.test(line)) entries.push(line);
    else if (entries.length > 0) entries[entries.length - 1] += `\n${line}`;
  }
  const out: { query: string; plan: PlanNode }[] = [];
  for (const e of entries) {
    if (!e.includes(`@${db} `)) continue;
    const at = e.indexOf('plan:');
    if (at < 0) continue;
    try {
      const parsed = JSON.parse(e.slice(at + 5)) as { 'Query Text'?: string; Plan?: PlanNode };
      if (parsed.Plan) out.push({ query: parsed['Query Text'] ?? '', plan: parsed.Plan });
    } catch {
      // A plan cut by another process's line in between: skipped.
    }
  }
  return out;
}
