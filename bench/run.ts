/**
 * `npm run bench` (`-- --smoke` for the short CI form, `--only=bets,reads` for some phases, `--keep` to keep the
 * database): measures bets, settlement, reads and the web bundle against the real server on PostgreSQL, checks
 * correctness after every phase, prints a table of figures against targets and writes JSON to bench/results/.
 * Exits 1 when a correctness check fails or a phase breaks; a missed speed target only shows in the table.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, ROOT, type RunningServer, snapshotBuild, startServer } from '../scripts/lib/server-process';
import { BET_ROUTES, runBets } from './bets';
import { BID_ROUTES, runBids } from './bids';
import { type CeilingResult, runCeiling } from './ceiling';
import { PROFILES, type Profile } from './config';
import { EVENT_ROUTES, runEvents } from './events';
import { FANTASY_ROUTES, runFantasy } from './fantasy';
import { IMPORT_ROUTES, runImports } from './imports';
import { Api } from './lib/api';
import { checkInvariants, LedgerChecker } from './lib/checks';
import { createDatabase, DEFAULT_DATABASE_URL, openPool, type RunDatabase, serverVersion } from './lib/db';
import { readMemory } from './lib/memory';
import { summarizeCpuProfiles } from './lib/profile';
import { Report } from './lib/report';
import { RouteTable } from './lib/routes';
import {
  benchServerEnv,
  buildWorld,
  createGroup,
  createGroupWithBets,
  createMatch,
  WORLD_ROUTES,
  type World,
} from './lib/seed';
import { round } from './lib/stats';
import { MEMBER_IMPORT_ROUTES, memberImportRows, runMemberImport } from './member-import';
import { READ_ROUTES, runReads } from './reads';
import { runSettlement, SETTLEMENT_ROUTES } from './settlement';
import { runStandings, STANDINGS_ROUTES } from './standings';
import { runStorm, STORM_ROUTES } from './storm';
import { runViewBets } from './view-bets';
import { findPostgresLog, runVolume } from './volume';
import { prepareWeb, runWeb } from './web';

const PHASES = [
  'ceiling',
  'bets',
  'bids',
  'fantasy',
  'events',
  'storm',
  'settlement',
  'reads',
  'standings',
  'imports',
  'member-import',
  'web',
  'volume',
] as const;
type PhaseName = (typeof PHASES)[number];

type PhaseContext = {
  report: Report;
  profile: Profile;
  jwtSecret: string;
  /** The ceiling phase's pgbench figures, which the bets phase compares itself with. */
  ceiling: CeilingResult;
  /** The bets phase's bet requests/s at its top client count, which the fantasy phase compares itself with. */
  betsRequestsPerSecond: number | null;
};

/**
 * The phases that run on the shared club and members, in order: each needs its routes on the server, runs, then the
 * ledger and money invariants are checked. (ceiling runs before the server starts, web and volume set up their own.)
 */
const WORLD_PHASES: {
  phase: PhaseName;
  label: string;
  title(profile: Profile): string;
  routes: string[];
  run(context: PhaseContext, world: World, server: RunningServer): Promise<unknown>;
}[] = [
  {
    phase: 'bets',
    label: '2 bets',
    title: () => 'bet placement under load and the First Better race (6: server memory)',
    routes: BET_ROUTES,
    run: async (c, world, server) => {
      const outcome = await runBets(c.report, c.profile, world, server, c.ceiling);
      c.betsRequestsPerSecond = outcome.requestsPerSecond;
    },
  },
  {
    phase: 'bids',
    label: '2c bids',
    title: (p) => `${p.bids.clients} clients bidding on ${p.bids.lots} hot lots for ${p.bids.seconds} s`,
    routes: BID_ROUTES,
    run: (c, world, server) => runBids(c.report, c.profile, world, server),
  },
  {
    phase: 'fantasy',
    label: '2e fantasy',
    title: (p) =>
      `${p.fantasy.entries} members entering Fantasy Teams at once; a ${p.fantasy.teams}-team group rescored by a result save`,
    routes: FANTASY_ROUTES,
    run: (c, world, server) => runFantasy(c.report, c.profile, world, server, c.jwtSecret, c.betsRequestsPerSecond),
  },
  {
    phase: 'events',
    label: '2b events',
    title: (p) => `${p.events.subscribers} event streams while bets arrive at ${p.events.betsPerSecond}/s`,
    routes: EVENT_ROUTES,
    run: (c, world, server) => runEvents(c.report, c.profile, world, server),
  },
  {
    phase: 'storm',
    label: '2d storm',
    title: (p) =>
      `${p.storm.watchers} watchers of one hot group while bets arrive at ${p.storm.betsPerSecond}/s for ${p.storm.seconds} s`,
    routes: STORM_ROUTES,
    run: (c, world, server) => runStorm(c.report, c.profile, world, server),
  },
  {
    phase: 'settlement',
    label: '3 settlement',
    title: (p) => `result and approve-credits over ${p.settlement.bets.join(' and ')} bets`,
    routes: SETTLEMENT_ROUTES,
    run: (c, world, server) => runSettlement(c.report, c.profile, world, server),
  },
  {
    phase: 'reads',
    label: '4 reads',
    title: (p) => `${p.reads.clients} clients for ${p.reads.seconds} s on three read paths`,
    routes: READ_ROUTES,
    run: (c, world, server) => runReads(c.report, c.profile, world, server),
  },
  {
    phase: 'standings',
    label: '6 standings',
    title: (p) =>
      `a season of ${p.standings.matches} settled matches, standings read by ${p.standings.clients} clients`,
    routes: STANDINGS_ROUTES,
    run: (c, world, server) => runStandings(c.report, c.profile, world, server, c.jwtSecret),
  },
  {
    phase: 'imports',
    label: '7 imports',
    title: (p) => `${p.imports.fixtures} fixtures from one CSV: dry run, import, and the same file again`,
    routes: IMPORT_ROUTES,
    run: (c, world) => runImports(c.report, c.profile, world),
  },
  {
    phase: 'member-import',
    label: '8 member import',
    title: (p) => `a CSV file of ${memberImportRows(p)} members through the API: the dry run, then the import`,
    routes: MEMBER_IMPORT_ROUTES,
    run: (c, world) => runMemberImport(c.report, c.profile, world),
  },
];

function parseArgs(argv: string[]) {
  const smoke = argv.includes('--smoke');
  const keep = argv.includes('--keep');
  const profileCpu = argv.includes('--profile');
  const onlyArg = argv.find((a) => a.startsWith('--only='));
  const only = onlyArg
    ? new Set(
        onlyArg
          .slice('--only='.length)
          .split(',')
          .map((s) => s.trim()),
      )
    : null;
  const unknown = only ? [...only].filter((p) => !PHASES.includes(p as PhaseName)) : [];
  if (unknown.length > 0) throw new Error(`unknown phase(s) ${unknown.join(', ')}; phases are ${PHASES.join(', ')}`);
  const known = new Set(['--smoke', '--keep', '--profile']);
  const bad = argv.filter((a) => !known.has(a) && !a.startsWith('--only='));
  if (bad.length > 0)
    throw new Error(`unknown option(s) ${bad.join(' ')}: use --smoke, --only=<phases>, --keep, --profile`);
  return { profile: PROFILES[smoke ? 'smoke' : 'full'], keep, only, profileCpu };
}

async function main(): Promise<number> {
  const { profile, keep, only, profileCpu } = parseArgs(process.argv.slice(2));
  const wanted = (p: PhaseName) => only === null || only.has(p);
  const report = new Report();
  const started = performance.now();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsDir = join(ROOT, 'bench/results');
  const serverUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const cpuProfileDir = join(resultsDir, `${stamp}-cpuprofile`);
  const postgres = await serverVersion(serverUrl);
  const loadAtStart = loadavg()[0] ?? 0;
  report.log(
    `Wicket Pools benchmark (${profile.name}): ${cpus().length} CPUs, ${round(totalmem() / 2 ** 30, 1)} GB, Node ${process.versions.node}, PostgreSQL ${postgres}, load average ${round(loadAtStart, 2)}`,
  );
  if (loadAtStart > 0.5 * cpus().length) {
    report.note(
      `the machine was already busy (load average ${round(loadAtStart, 2)} on ${cpus().length} CPUs): speed figures understate`,
    );
  }

  let server: RunningServer | undefined;
  let runDb: RunDatabase | undefined;
  let world: World | undefined;
  let ceiling: CeilingResult = { tpsByClients: new Map(), p99ByClients: new Map() };
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    while (cleanups.length > 0) await (cleanups.pop() as () => Promise<void>)().catch(() => {});
  };
  process.once('SIGINT', () => {
    void cleanup().then(() => process.exit(130));
  });

  /** Runs one phase: skipped with a line when routes are missing, an error (failing the run) when it breaks. */
  const phase = async (name: string, title: string, fn: () => Promise<void>, skipReason?: string | null) => {
    const t0 = performance.now();
    const loadAverage = round(loadavg()[0] ?? 0, 2);
    report.log(`\n== ${name}: ${title} (load average ${loadAverage})`);
    if (skipReason) {
      report.log(`  skipped: ${skipReason}`);
      report.phases.push({ phase: name, title, state: 'skipped', reason: skipReason, seconds: 0 });
      return;
    }
    try {
      await fn();
      report.phases.push({
        phase: name,
        title,
        state: 'ran',
        seconds: round((performance.now() - t0) / 1000, 1),
        loadAverage,
      });
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      report.check(name, 'phase ran to the end', false, message.split('\n').slice(0, 6).join('\n'));
      if (server) report.log(`  server log (last lines):\n${server.tail(15)}`);
      report.phases.push({
        phase: name,
        title,
        state: 'error',
        reason: message.split('\n')[0],
        seconds: round((performance.now() - t0) / 1000, 1),
        loadAverage,
      });
    }
  };

  try {
    const webSkip = wanted('web') ? await prepareWeb(profile, (l) => report.log(l)) : null;

    if (wanted('ceiling')) {
      await phase('1 ceiling', 'pgbench, one bet transaction on one hot group', async () => {
        ceiling = await runCeiling(report, profile, serverUrl);
      });
    }

    // BENCH_SERVER_ENTRY runs another build of the server (a proposed fix built elsewhere) for before/after figures.
    const entry = process.env.BENCH_SERVER_ENTRY || undefined;
    if (entry) report.note(`server bundle from BENCH_SERVER_ENTRY: ${entry}`);
    else await ensureServerBuilt((l) => report.log(l));
    const snapshot = await snapshotBuild(entry ?? join(ROOT, 'apps/server/dist/main.js'));
    cleanups.push(async () => snapshot.remove());
    const webDist = snapshot.webDist;
    runDb = await createDatabase(serverUrl);
    const db = runDb;
    if (!keep) cleanups.push(() => db.drop());
    else report.log(`keeping database ${runDb.name}`);
    const jwtSecret = randomBytes(32).toString('base64url');
    server = await startServer({
      logPath: join(resultsDir, `${stamp}-server.log`),
      nodeArgs: profileCpu ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
      entry: snapshot.entry,
      env: benchServerEnv(runDb.url, jwtSecret),
    });
    const running = server;
    cleanups.push(() => running.stop());
    report.log(`server pid ${server.pid} at ${server.url} on database ${runDb.name}`);
    const pool = openPool(runDb.url);
    cleanups.push(() => pool.end());
    const ledger = new LedgerChecker(runDb.url);
    cleanups.push(() => ledger.close());
    const routes = await RouteTable.load(server.url);
    const api = new Api(server.url);

    const missingWorld = routes.missing(WORLD_ROUTES);
    const needs = (list: string[]) => {
      const missing = [...missingWorld, ...routes.missing(list)];
      return missing.length > 0 ? `routes not on the server yet: ${[...new Set(missing)].join(', ')}` : null;
    };
    // The web phase needs a signed-in member for /dashboard, so it sets up the club too.
    const apiPhases = [...WORLD_PHASES.map((entry) => entry.phase), 'web' as const].filter(wanted);
    if (apiPhases.length > 0 && missingWorld.length === 0) {
      await phase('setup', `club, manager and ${profile.members} members`, async () => {
        const t0 = performance.now();
        world = await buildWorld({
          api,
          pool,
          jwtSecret,
          databaseName: db.name,
          memberCount: profile.members,
          apiMembers: profile.apiMembers,
          // Enough that no member runs short on the fastest host: a 20 s bets run there spends about RS 6,500 a member,
          // and the bids phase that follows holds lots bid up past RS 1,000 (a short balance answers 400).
          creditsRs: 100_000,
          log: (l) => report.log(`  ${l}`),
        });
        report.log(
          `  ${world.members.length} members (${profile.apiMembers} through the API, tokens ${world.tokenSource}) in ${round((performance.now() - t0) / 1000, 1)} s`,
        );
        await checkInvariants(report, 'setup', pool, ledger);
      });
    }
    const worldSkip = (list: string[]) => needs(list) ?? (world ? null : 'the club and members could not be set up');

    const context: PhaseContext = { report, profile, jwtSecret, ceiling, betsRequestsPerSecond: null };
    for (const entry of WORLD_PHASES) {
      if (!wanted(entry.phase)) continue;
      await phase(
        entry.label,
        entry.title(profile),
        async () => {
          if (!world || !server) return;
          await entry.run(context, world, server);
          await checkInvariants(report, entry.label, pool, ledger);
        },
        worldSkip(entry.routes),
      );
    }
    if (wanted('web')) {
      const member = world?.members[0];
      await phase(
        '5 web',
        'first-page JavaScript, whole build, Lighthouse, View Bets of a big group',
        async () => {
          if (!server || !webDist) return;
          // A match two days ahead with an open group: Lighthouse measures its place-bet screen.
          const placeBetGroupId = world
            ? await createGroup(world, await createMatch(world, 'Bench Web XI', 'Lighthouse XI', 2), 'First Better')
            : null;
          await runWeb(
            report,
            profile,
            server,
            member ? { id: member.id, token: member.token, firstName: 'Api' } : null,
            webDist,
            placeBetGroupId,
          );
          // View Bets of a big group (as big as the reads phase's): its own group, so the phase runs alone too.
          let viewBetsGroup: { id: string; bets: number } | null = null;
          if (world) {
            const matchId = await createMatch(world, 'Bench View XI', 'Big Group XI', 2);
            const id = await createGroupWithBets(world, matchId, profile.reads.groupBets);
            await world.pool.query('analyze bets');
            viewBetsGroup = { id, bets: profile.reads.groupBets };
          }
          await runViewBets(
            report,
            server,
            member ? { id: member.id, token: member.token, firstName: 'Api' } : null,
            viewBetsGroup,
          );
        },
        webSkip ?? (webDist ? null : 'no complete web build to measure (apps/web/dist)'),
      );
    }
    if (wanted('volume')) {
      const v = profile.volume;
      await phase(
        '9 volume',
        `one club alone and among ${v.clubs} clubs, ${v.members} members, ${v.matches} matches and ${v.bets} bets`,
        async () => {
          await runVolume(report, profile, {
            serverUrl,
            entry: snapshot.entry,
            jwtSecret,
            logPath: (label) => join(resultsDir, `${stamp}-${label}-server.log`),
            keep,
            postgresLog: findPostgresLog(),
          });
        },
      );
    }
    const mem = readMemory(server.pid);
    if (mem) report.note(`server VmHWM (peak RSS since start, seeding included) ${round(mem.hwmKb / 1024, 1)} MB`);
  } finally {
    await cleanup();
  }

  if (profileCpu) {
    const summary = summarizeCpuProfiles(cpuProfileDir);
    report.log(summary ? `\n${summary}(full profile in ${cpuProfileDir})` : 'no CPU profile was written');
  }
  const seconds = round((performance.now() - started) / 1000, 1);
  report.log(`\n${report.table()}\n`);
  const failed = report.failedChecks;
  report.log(`correctness: ${report.checks.length - failed.length} of ${report.checks.length} checks passed`);
  for (const c of failed) report.log(`  FAILED ${c.phase} | ${c.name}${c.detail ? `: ${c.detail}` : ''}`);
  for (const p of report.phases.filter((x) => x.state === 'skipped')) report.log(`  skipped ${p.phase}: ${p.reason}`);
  const path = report.writeJson(resultsDir, stamp, {
    profile: profile.name,
    startedAt: new Date(Date.now() - seconds * 1000).toISOString(),
    seconds,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: round(totalmem() / 2 ** 30, 1),
      node: process.versions.node,
      postgres,
    },
  });
  report.log(`results: ${path} (${seconds} s)`);
  return failed.length === 0 && report.phaseErrors.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
