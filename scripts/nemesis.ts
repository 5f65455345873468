/**
 * The nemesis (issue 43): the HA tier of `npm run cluster -- --ha` (three etcd members, two PostgreSQL nodes under
 * Patroni in synchronous mode, HAProxy to the leader, two app instances behind a balancer), each database node and
 * each app instance in its own network namespace, under the failover drill's bank mix, while faults strike one at a
 * time: a database machine killed, the primary partitioned, the primary frozen, an instance cut from the database,
 * an instance killed, the standby killed during a failover. Then the checker: every acknowledged op in the database
 * exactly once, nothing refused or unanswered half there, verify-ledger, every settled group paying out its pool
 * once, the tier healthy with the old primary back as synchronous standby.
 *
 *   npm run nemesis [-- --minutes=N | --short]
 *
 * --minutes: how long faults keep coming (5; every kind at least once). --short (CI): every kind once, no more.
 * Needs root (namespaces) and Patroni, etcd, HAProxy and PostgreSQL 15 (scripts/lib/ha-packages.ts installs them on
 * Debian). Exits non-zero when anything is lost, applied twice, minted, answered 500, or a fault kind did not run.
 * The last line printed is the summary.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { arrangeClub, newMatch } from './lib/api-fixtures';
import { balancerClient } from './lib/balancer-client';
import { type Cluster, startCluster } from './lib/cluster';
import { type HaDatabase, startHaDatabase } from './lib/ha';
import { ensureHaPackages, HA_INSTALL_HINT } from './lib/ha-packages';
import { runVerifyLedger } from './lib/ledger';
import { checkOps, faultFigures, summaryLine, verdict } from './lib/nemesis/checker';
import { type FaultContext, faultPlan, injectFault } from './lib/nemesis/faults';
import { FAULT_KINDS, type FaultKind, newHistory } from './lib/nemesis/history';
import { createNetwork, inNamespace, planNetwork, removeNetwork } from './lib/nemesis/namespaces';
import { runWorkload } from './lib/nemesis/workload';
import { ensureServerBuilt } from './lib/server-process';

const args = process.argv.slice(2);
const SHORT = args.includes('--short');
const MINUTES = Number(args.find((a) => a.startsWith('--minutes='))?.split('=')[1] ?? 5);
/** Patroni's timing here: ttl 20 s (loop_wait + 2 x retry_timeout <= ttl; Patroni 3.0.2 misbehaves with small ttls, its issue 2689). */
const TIMING = { ttl: 20, loop_wait: 2, retry_timeout: 9 };
const ADMIN = { phone: '9000000001', password: 'nemesis-admin-pw' };
const MEMBERS = 8;
/** The Bidding Method groups' minimum increment, RS. */
const BID_INCREMENT = 5;

const started = Date.now();
const say = (line: string) => process.stdout.write(`${line}\n`);
const at = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (line: string) => say(`${at()}  ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let ha: HaDatabase | undefined;
let cluster: Cluster | undefined;
let cleaning: Promise<void> | undefined;
/** Stops everything this run started and removes its namespaces: on success, failure, and SIGINT/SIGTERM. */
const cleanup = () => {
  cleaning ??= (async () => {
    await cluster?.stop().catch(() => {});
    await ha?.stop().catch(() => {});
    removeNetwork();
  })();
  return cleaning;
};
// A throw outside main's promise chain (a stream's error event, say) must not leave namespaces and processes behind.
process.once('uncaughtException', (err) => {
  say(`nemesis: uncaught ${err.stack ?? err.message}; cleaning up`);
  void cleanup().finally(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    say(`nemesis: ${signal}, cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });

async function main(): Promise<number> {
  if (process.getuid?.() !== 0) throw new Error('the nemesis needs root: network namespaces');
  const missing = ensureHaPackages(log);
  if (missing.length) throw new Error(`${HA_INSTALL_HINT} (missing: ${missing.join(', ')})`);
  const leftovers = removeNetwork();
  if (leftovers.length) log(`removed an earlier run's leftovers: ${leftovers.join(', ')}`);
  const net = planNetwork({ databaseNodes: ['pg1', 'pg2'], appInstances: 2 });
  createNetwork(net);
  const member = (name: string) => net.members.find((m) => m.name === name) ?? (undefined as never);
  const dir = mkdtempSync(join(tmpdir(), 'wicket-nemesis-'));
  // Patroni, PostgreSQL and etcd run as the postgres user: they must get through to their folders.
  chmodSync(dir, 0o755);
  log(`namespaces ${net.members.map((m) => `${m.ns} ${m.address}`).join(', ')}; files in ${dir}`);

  const [, database] = await Promise.all([
    ensureServerBuilt(log),
    startHaDatabase({
      dir: join(dir, 'db'),
      log,
      timing: TIMING,
      etcdMembers: 3,
      placement: {
        node: (name) => ({
          host: member(name).address,
          // PostgreSQL never runs as root: into the namespace as root, then down to the postgres user.
          prefix: [
            ...inNamespace(member(name)),
            'setpriv',
            '--reuid=postgres',
            '--regid=postgres',
            '--init-groups',
            '--',
          ],
        }),
        etcdHost: net.hub,
        proxyHost: net.proxy,
        network: net.network,
      },
    }),
  ]);
  ha = database;
  await ha.createDatabase('wicket_nemesis');
  const databaseUrl = ha.urlFor('wicket_nemesis');
  cluster = await startCluster({
    databaseUrl,
    instances: 2,
    logDir: join(dir, 'apps'),
    log,
    placement: (i) => ({ host: member(`app${i}`).address, prefix: inNamespace(member(`app${i}`)) }),
    balancerAddress: net.hub,
    env: {
      JWT_SECRET: randomBytes(24).toString('hex'),
      DEMO: '0',
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      DB_POOL_SIZE: '5',
      // A frozen primary must not hold requests: 503 after 5 s without an answer.
      DB_QUERY_TIMEOUT_MS: '5000',
      DB_CONNECT_TIMEOUT_MS: '3000',
    },
  });
  const running = cluster;
  const db = ha;

  const club = await arrangeClub(running.url, {
    admin: ADMIN,
    clubName: 'Nemesis XI',
    members: MEMBERS,
    credits: 100_000,
  });
  const roundMs = SHORT ? 40_000 : 60_000;
  const roundCount = Math.ceil(((SHORT ? 4 : MINUTES + 2) * 60_000) / roundMs) + 1;
  const rounds = await Promise.all(
    Array.from({ length: roundCount }, async () => {
      const m = await newMatch(
        running.url,
        club.managerToken,
        [
          { betType: 'Multi Betters', betAmount: 10 },
          { betType: 'Multi Betters', betAmount: 10 },
          { betType: 'Fantasy Team', betAmount: 10, maxTeams: 5 },
          { betType: 'Bidding Method', betAmount: 10, minimumIncrement: BID_INCREMENT },
        ],
        { players: true },
      );
      return {
        matchId: m.matchId,
        betGroups: m.groupIds.slice(0, 2),
        teamGroup: m.groupIds[2] as string,
        bidGroup: m.groupIds[3] as string,
      };
    }),
  );
  const history = newHistory();
  // The setup's credits are the manager's ledger rows too.
  for (const m of club.members)
    history.ops.push({
      id: `setup-${m.id}`,
      kind: 'credit',
      outcome: 'acked',
      status: 200,
      effects: [`credit:${m.id}:credit_added:${100_000 * 100}`],
    });
  const client = balancerClient(running.url, {
    onAttempt: (a) => history.attempts.push(a),
    // Through a node's death (ttl 20 s) and its rejoin: 60 s of retries before an op counts as unanswered.
    maxAttempts: 300,
  });
  log(`set up in ${((Date.now() - started) / 1000).toFixed(0)} s; load: ${MEMBERS} members and the manager`);

  let done = false;
  const runId = randomBytes(4).toString('hex');
  const workload = runWorkload({
    client,
    club,
    rounds,
    history,
    runId,
    done: () => done,
    roundMs,
    betAmount: 10,
    bidIncrement: BID_INCREMENT,
  });
  const ctx: FaultContext = {
    ha: db,
    cluster: running,
    net,
    restartApp: async (i) => {
      await running.restart(i);
    },
    log,
    freezeMs: 20_000,
    appPartitionMs: SHORT ? 8000 : 12_000,
  };
  const gapMs = SHORT ? 3000 : 10_000;
  const faultsUntil = Date.now() + MINUTES * 60_000;
  const plan: FaultKind[] = faultPlan(FAULT_KINDS);
  const errors: string[] = [];
  await sleep(gapMs);
  for (let n = 0; ; n++) {
    const kind = plan[n] ?? (FAULT_KINDS[Math.floor(Math.random() * FAULT_KINDS.length)] as FaultKind);
    if (n >= plan.length && (SHORT || Date.now() > faultsUntil)) break;
    log(`fault ${n + 1}: ${kind}`);
    try {
      const f = await injectFault(ctx, kind);
      history.faults.push(f);
      log(`  healed after ${((f.healedAt - f.at) / 1000).toFixed(1)} s: ${f.detail}`);
    } catch (err) {
      errors.push(`${kind}: ${err instanceof Error ? err.message : String(err)}`);
      log(`  FAILED: ${errors.at(-1)}`);
      break;
    }
    await sleep(gapMs);
  }
  done = true;
  const { settled } = await workload;
  log(`load stopped; ${history.ops.length} ops, ${history.attempts.length} attempts; checking`);

  // The checks, on the primary's own address (not through HAProxy).
  const primary = await db.waitHealthy({ timeoutMs: 120_000 }).catch((err: Error) => {
    errors.push(`the tier is not healthy at the end: ${err.message}`);
    return undefined;
  });
  const direct = new pg.Client({ connectionString: db.nodeUrl(primary ?? 'pg1', 'wicket_nemesis') });
  await direct.connect();
  const matchIds = rounds.map((r) => r.matchId);
  const present = (
    await direct.query<{ e: string }>(
      `select case when team_credits_tenths is null then 'bet:' else 'team:' end || id as e
         from bets where match_id = any($1::uuid[]) and group_id <> all($3::uuid[])
       union all
       select 'bid:' || user_id || ':' || group_id || ':' || amount from transactions
         where kind = 'bet_placed' and group_id = any($3::uuid[])
       union all
       select 'credit:' || user_id || ':' || kind || ':' || amount from transactions
         where actor_id = $2::uuid and kind in ('credit_added', 'credit_deducted')`,
      [matchIds, club.managerId, rounds.map((r) => r.bidGroup)],
    )
  ).rows.map((r) => r.e);
  const ops = checkOps(history.ops, present);
  // Every settled group pays out exactly what went in, once (one admin share per group).
  const payouts = (
    await direct.query<{ group_id: string; staked: string; paid: string; admin_shares: number }>(
      `select g.id as group_id,
              coalesce(sum(t.amount) filter (where t.kind in ('bet_placed', 'team_entered')), 0)::text as staked,
              coalesce(sum(t.amount) filter (where t.kind in ('winnings', 'referral_commission', 'admin_share',
                'manager_share', 'bet_refunded')), 0)::text as paid,
              count(*) filter (where t.kind = 'admin_share')::int as admin_shares
         from groups g left join transactions t on t.group_id = g.id
        where g.match_id = any($1::uuid[]) group by g.id`,
      [settled],
    )
  ).rows;
  for (const p of payouts) {
    if (p.staked !== p.paid) errors.push(`group ${p.group_id}: staked ${p.staked}, paid out ${p.paid}`);
    if (p.admin_shares > 1) errors.push(`group ${p.group_id}: paid out ${p.admin_shares} times`);
  }
  await direct.end();
  const ledger = await runVerifyLedger({ databaseUrl: db.nodeUrl(primary ?? 'pg1', 'wicket_nemesis') });
  if (ledger.code !== 0) say(ledger.output);
  // The old primaries came back as standbys; pg_rewind ran where a timeline diverged.
  const rewinds = db.nodes
    .map((n) => `${n.name}: ${(readFileSync(n.logPath, 'utf8').match(/pg_rewind: Done!/g) ?? []).length}`)
    .join(', ');

  const figures = faultFigures(history.faults, history.attempts);
  say('');
  say('per fault kind: seconds from the fault to the first acknowledged write sent after it (p50, max); requests');
  say('sent during the fault answered 502/503/504 or cut off');
  for (const f of figures)
    say(
      `  ${f.kind.padEnd(26)} x ${f.count}  p50 ${f.p50.toFixed(1)} s, max ${f.max.toFixed(1)} s; ` +
        `${(f.unavailableShare * 100).toFixed(1)}% of ${f.requests} requests unavailable`,
    );
  const kinds = ['bet', 'bid', 'team', 'credit', 'result', 'approve'] as const;
  say(
    `ops: ${kinds
      .map((k) => {
        const mine = history.ops.filter((o) => o.kind === k);
        return `${k} ${mine.filter((o) => o.outcome === 'acked').length} acked / ${mine.filter((o) => o.outcome === 'refused').length} refused / ${mine.filter((o) => o.outcome === 'unanswered').length} unanswered`;
      })
      .join('; ')}`,
  );
  say(
    `${history.attempts.length} requests, ${client.traffic.retried} retries; ${settled.length} matches settled; ` +
      `pg_rewind runs: ${rewinds}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  );
  for (const e of client.traffic.serverErrors.slice(0, 5)) say(`  500: ${e}`);
  const answers500 = client.traffic.serverErrors.length;
  const reasons = verdict({ ops, ledgerOk: ledger.code === 0, answers500, faults: history.faults, other: errors });
  for (const r of reasons) say(`FAIL ${r}`);
  await cleanup();
  say(summaryLine({ ops, ledgerOk: ledger.code === 0, answers500, faults: history.faults }));
  return reasons.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    say(`nemesis: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await cleanup();
    process.exit(1);
  },
);
