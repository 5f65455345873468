import type { Cluster } from '../cluster';
import type { HaDatabase } from '../ha';
import type { FaultKind, FaultRecord } from './history';
import { type NetMember, type NetPlan, setLink, setRoute } from './namespaces';

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
      setLink(m, false);
      try {
        await becomesPrimary(ctx, standby, ttlMs);
      } finally {
        setLink(m, true);
      }
      await ctx.ha.waitHealthy({ notPrimary: primary, timeoutMs: 120_000 });
      return { kind, at, healedAt: Date.now(), detail: `${primary} partitioned, ${standby} promoted, ${primary} back` };
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
