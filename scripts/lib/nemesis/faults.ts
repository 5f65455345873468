import { execFile } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import type { Cluster } from '../cluster';
import { HA_USERS, type HaDatabase } from '../ha';
import { PG_BIN } from '../ha-packages';
import type { FaultKind, FaultRecord } from './history';
import { inNamespace, type NetMember, type NetPlan, setLink, setRoute } from './namespaces';

/**
 * The faults, one at a time, each healed (and the tier healthy again: a primary with its synchronous standby, every
 * instance ready) before it returns. Each returns when it struck and when it was healed.
 */

export type FaultContext = {
  ha: HaDatabase;
  cluster: Cluster;
  net: NetPlan;
  /** Restarts app instance i in its namespace (after a SIGKILL). */
  restartApp(i: number): Promise<void>;
  log(line: string): void;
  /** How long the primary stays frozen (20 s). */
  freezeMs: number;
  /** How long an instance stays cut from the database. */
  appPartitionMs: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

const member = (ctx: FaultContext, name: string): NetMember => {
  const m = ctx.net.members.find((x) => x.name === name);
  if (!m) throw new Error(`no namespace for ${name}`);
  return m;
};

async function roles(ctx: FaultContext) {
  const primary = await ctx.ha.waitHealthy({ timeoutMs: 120_000 });
  const standby = ctx.ha.nodes.find((n) => n.name !== primary)?.name as string;
  return { primary, standby };
}

/** Waits until `name` is primary (Patroni's REST API says so). */
const becomesPrimary = (ctx: FaultContext, name: string, timeoutMs: number) =>
  until(`${name} primary`, () => ctx.ha.is(name, 'primary'), timeoutMs);

async function appsReady(ctx: FaultContext) {
  for (const s of ctx.cluster.instances)
    await until(
      `${s.url} ready`,
      async () => (await fetch(`${s.url}/api/ready`, { signal: AbortSignal.timeout(2000) })).status === 200,
      60_000,
    );
}

/**
 * A write sent to the partitioned primary from inside its own namespace (a client the partition did not cut off):
 * its commit cannot reach the synchronous standby, so it must never be acknowledged. psql gives up after 8 s.
 */
function writeToCutOffPrimary(ctx: FaultContext, name: string, table: string): Promise<boolean> {
  const node = ctx.ha.nodes.find((n) => n.name === name);
  if (!node) throw new Error(`no node ${name}`);
  const conninfo = `host=${node.host} port=${node.pgPort} dbname=postgres user=${HA_USERS.superuser} connect_timeout=3`;
  const [command = 'ip', ...args] = [
    ...inNamespace(member(ctx, name)),
    join(PG_BIN, 'psql'),
    '-w',
    '-X',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    conninfo,
    '-c',
    `create table ${table} (x int)`,
  ];
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { env: { PATH: process.env.PATH, PGPASSFILE: '/dev/null', PGPASSWORD: ctx.ha.secrets.superuser }, timeout: 8000 },
      (err, _stdout, stderr) => resolve(!err && !/synchronous replication|canceling/i.test(stderr)),
    );
  });
}

/** Whether the probe table is on the primary now (it must not be: the cut-off primary's write was rewound away). */
async function tableOnPrimary(ctx: FaultContext, primary: string, table: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: ctx.ha.nodeUrl(primary), connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    const { rows } = await c.query<{ there: boolean }>('select to_regclass($1) is not null as there', [table]);
    return rows[0]?.there === true;
  } finally {
    await c.end();
  }
}

export async function injectFault(ctx: FaultContext, kind: FaultKind): Promise<FaultRecord> {
  const ttlMs = 60_000;
  switch (kind) {
    case 'node-kill': {
      // The machine is gone: Patroni and PostgreSQL together, so the leader key must expire (ttl) before the
      // standby takes over. Then the node comes back and rejoins as standby (pg_rewind when it diverged).
      const { primary, standby } = await roles(ctx);
      const at = Date.now();
      await ctx.ha.killNode(primary);
      await becomesPrimary(ctx, standby, ttlMs);
      ctx.ha.startNode(primary);
      await ctx.ha.waitHealthy({ notPrimary: primary, timeoutMs: 120_000 });
      return { kind, at, healedAt: Date.now(), detail: `${primary} killed, ${standby} promoted, ${primary} rejoined` };
    }
    case 'primary-partition': {
      // Cut from etcd, the standby and the apps while it runs: it must stop accepting writes (it cannot reach its
      // synchronous standby, and Patroni demotes it when it cannot renew its key); the standby takes over after the
      // ttl. Healed, it rejoins as standby.
      const { primary, standby } = await roles(ctx);
      const m = member(ctx, primary);
      const at = Date.now();
      const table = `nemesis_probe_${at}`;
      setLink(m, false);
      let acknowledged: Promise<boolean>;
      try {
        acknowledged = writeToCutOffPrimary(ctx, primary, table);
        await becomesPrimary(ctx, standby, ttlMs);
        await acknowledged;
      } finally {
        setLink(m, true);
      }
      if (await acknowledged) throw new Error(`${primary}, partitioned, acknowledged a write (${table})`);
      const after = await ctx.ha.waitHealthy({ notPrimary: primary, timeoutMs: 120_000 });
      if (await tableOnPrimary(ctx, after, table))
        throw new Error(`the partitioned primary's unacknowledged write ${table} is on ${after}`);
      return {
        kind,
        at,
        healedAt: Date.now(),
        detail: `${primary} partitioned (a write sent to it there: not acknowledged, gone after its rewind), ${standby} promoted, ${primary} back`,
      };
    }
    case 'primary-freeze': {
      const { primary } = await roles(ctx);
      const at = Date.now();
      ctx.ha.signalPostgres(primary, 'SIGSTOP');
      try {
        await sleep(ctx.freezeMs);
      } finally {
        ctx.ha.signalPostgres(primary, 'SIGCONT');
      }
      const after = await ctx.ha.waitHealthy({ timeoutMs: 120_000 });
      return {
        kind,
        at,
        healedAt: Date.now(),
        detail: `${primary} frozen ${ctx.freezeMs / 1000} s; primary after: ${after}`,
      };
    }
    case 'app-partition': {
      // One instance cut from the database only (the balancer still reaches it): it must answer 503, and the
      // balancer take it out of rotation when its /api/ready says so.
      await roles(ctx);
      const i = Math.floor(Math.random() * ctx.cluster.instances.length);
      const m = member(ctx, `app${i}`);
      const at = Date.now();
      setRoute(m, ctx.net.proxy, true);
      try {
        await sleep(ctx.appPartitionMs);
      } finally {
        setRoute(m, ctx.net.proxy, false);
      }
      await appsReady(ctx);
      return { kind, at, healedAt: Date.now(), detail: `app${i} cut from the database ${ctx.appPartitionMs / 1000} s` };
    }
    case 'app-kill': {
      await roles(ctx);
      const i = Math.floor(Math.random() * ctx.cluster.instances.length);
      const at = Date.now();
      ctx.cluster.instances[i]?.signal('SIGKILL');
      await ctx.cluster.instances[i]?.exited;
      await ctx.restartApp(i);
      await appsReady(ctx);
      return { kind, at, healedAt: Date.now(), detail: `app${i} killed and restarted` };
    }
    case 'standby-kill-in-failover': {
      // The primary's PostgreSQL crashes; while its synchronous standby is taking over, that one's machine dies too.
      // Nobody may acknowledge a write the survivor lacks; the standby comes back and the tier heals.
      const { primary, standby } = await roles(ctx);
      const at = Date.now();
      ctx.ha.crashPostgres(primary);
      await becomesPrimary(ctx, standby, 10_000).catch(() => {});
      await sleep(300);
      await ctx.ha.killNode(standby);
      await sleep(3000);
      ctx.ha.startNode(standby);
      const after = await ctx.ha.waitHealthy({ timeoutMs: 150_000 });
      return {
        kind,
        at,
        healedAt: Date.now(),
        detail: `${primary} crashed, ${standby} killed during the failover; primary after: ${after}`,
      };
    }
  }
}

/** The order: every kind once (shuffled), then random kinds while time remains. */
export function faultPlan(kinds: readonly FaultKind[], random: () => number = Math.random): FaultKind[] {
  const order = [...kinds];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as FaultKind, order[i] as FaultKind];
  }
  return order;
}
