import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { findHaproxy } from './cluster';
import { PG_BIN } from './ha-packages';
import { freePort } from './server-process';

/**
 * The database tier of design-season section 9 on loopback: one etcd member, two PostgreSQL 15 nodes under Patroni
 * with synchronous replication, and HAProxy in front sending connections to whichever node Patroni's REST API says
 * is the primary. For `npm run cluster -- --ha` and the failover drill; docs/operations.md has the production layout.
 * The nemesis (scripts/nemesis.ts) runs the same tier with three etcd members and each node in its own network
 * namespace (`placement`), with its own Patroni timing.
 * PostgreSQL (and Patroni and etcd with it) runs as the `postgres` user when started as root, never as root.
 *
 * Nothing answers without a password (design-contests section 4): etcd has auth enabled (a `root` user and a
 * `patroni` user that reads and writes only under Patroni's namespace), Patroni's REST API asks for basic auth on
 * its unsafe calls (GET stays open: HAProxy's health checks), and PostgreSQL takes `scram-sha-256` for every
 * connection, replication included (no `trust` line at all). The passwords are generated per run and kept in the
 * run's folder with 0600 permissions (`secrets.json`, and the Patroni configs that carry them).
 */

/**
 * Patroni's timing: the leader key lives `ttl` seconds, each node loops every `loop_wait`, DCS and PostgreSQL calls
 * give up after `retry_timeout` (Patroni wants loop_wait + 2 x retry_timeout <= ttl). Small, so a drill fails over
 * in seconds; production keeps Patroni's defaults (30/10/10).
 */
export const HA_TIMING = { ttl: 10, loop_wait: 1, retry_timeout: 4 };

export type HaTiming = typeof HA_TIMING;

/**
 * Where the tier's processes run. By default everything on loopback; the nemesis (scripts/nemesis.ts) puts each
 * database node in its own network namespace: the node's address, and the command its Patroni is started under
 * (`ip netns exec NS setpriv ...`, as root; the prefix must drop to the postgres user itself).
 */
export type HaPlacement = {
  node(name: string): { host: string; prefix: string[] };
  /** The address etcd's members and HAProxy listen on. */
  etcdHost: string;
  proxyHost: string;
  /** The network pg_hba.conf lets in besides loopback (CIDR). */
  network: string;
};

const LOOPBACK: HaPlacement = {
  node: () => ({ host: '127.0.0.1', prefix: [] }),
  etcdHost: '127.0.0.1',
  proxyHost: '127.0.0.1',
  network: '127.0.0.1/32',
};

export type HaNode = {
  name: string;
  /** The address its PostgreSQL and REST API listen on (127.0.0.1, or its namespace's). */
  host: string;
  pgPort: number;
  restPort: number;
  dataDir: string;
  configPath: string;
  logPath: string;
};

export type HaDatabase = {
  /** PostgreSQL through HAProxy (the leader, whichever it is): `postgres://postgres:PASSWORD@127.0.0.1:PORT/postgres`. */
  url: string;
  /** The URL of a database on the cluster (created with `createDatabase`). */
  urlFor(database: string): string;
  nodes: HaNode[];
  /** A node's own URL (not through HAProxy). */
  nodeUrl(name: string, database?: string): string;
  /** Patroni's view of a node: `/primary`, `/replica` or `/sync` answering 200 (`/sync`: the synchronous standby). */
  is(name: string, role: 'primary' | 'replica' | 'sync'): Promise<boolean>;
  /** The node Patroni calls the primary, if any. */
  primary(): Promise<string | undefined>;
  /** Waits until some node other than `not` is primary AND the other is its synchronous standby; returns the primary. */
  waitHealthy(opts?: { notPrimary?: string; timeoutMs?: number }): Promise<string>;
  /** SIGKILL every PostgreSQL process of a node (a crash); its Patroni stays and acts on it. */
  crashPostgres(name: string): void;
  /** SIGSTOP (freeze) or SIGCONT (thaw) every PostgreSQL process of a node; its Patroni is left running. */
  signalPostgres(name: string, signal: 'SIGSTOP' | 'SIGCONT'): void;
  /** SIGKILL the node's Patroni and every PostgreSQL process of it (the machine is gone). */
  killNode(name: string): Promise<void>;
  /** Starts a killed node's Patroni again: it rejoins (pg_rewind when its timeline diverged). */
  startNode(name: string): void;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
  dir: string;
  /** Patroni's cluster name (its keys: `${HA_NAMESPACE}${scope}/...` in etcd). */
  scope: string;
  /** etcd's client address (auth enabled). */
  etcdUrl: string;
  secrets: HaSecrets;
  secretsPath: string;
  pgpassPath: string;
};

/** The users the passwords of `HaSecrets` belong to. */
export const HA_USERS = {
  superuser: 'postgres',
  replication: 'replicator',
  etcdRoot: 'root',
  etcdPatroni: 'patroni',
  restApi: 'patroni',
} as const;

/**
 * One run's passwords, random, never printed: `<dir>/secrets.json` (0600) holds them for the operator, `<dir>/pgpass`
 * (0600) the superuser's for `psql` (PGPASSFILE).
 */
export type HaSecrets = Record<keyof typeof HA_USERS, string>;

/** Patroni's keys in etcd live under this prefix; its etcd user may touch nothing else. */
export const HA_NAMESPACE = '/wicket/';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** As root: the postgres user's uid and gid, to run PostgreSQL, Patroni and etcd as it. Otherwise: ourselves. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** 40 hex digits (160 bits): no quoting in a URL, a pgpass line or YAML, and never taken for a command's option. */
const password = () => randomBytes(20).toString('hex');

/** Writes a file only its owner may read (0600), owned by `uid:gid` when given (PostgreSQL's user, as root). */
function writePrivate(path: string, content: string, owner: { uid?: number; gid?: number } = {}) {
  writeFileSync(path, content, { mode: 0o600 });
  // writeFileSync's mode only applies to a new file: an existing one keeps its own.
  chmodSync(path, 0o600);
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(path, owner.uid, owner.gid);
}

function patroniConfig(opts: {
  scope: string;
  node: HaNode;
  etcdHosts: string[];
  socketDir: string;
  secrets: HaSecrets;
  timing: HaTiming;
  network: string;
}): string {
  const { node, secrets } = opts;
  // JSON is YAML: one less dependency, and no quoting surprises.
  return JSON.stringify(
    {
      scope: opts.scope,
      namespace: HA_NAMESPACE,
      name: node.name,
      log: { level: 'INFO' },
      restapi: {
        listen: `${node.host}:${node.restPort}`,
        connect_address: `${node.host}:${node.restPort}`,
        // Unsafe calls (POST /restart, /failover, /reload, PATCH /config...) need it; GET does not, so HAProxy's
        // health checks and monitoring read without it.
        authentication: { username: HA_USERS.restApi, password: secrets.restApi },
      },
      etcd3: {
        hosts: opts.etcdHosts,
        username: HA_USERS.etcdPatroni,
        password: secrets.etcdPatroni,
      },
      bootstrap: {
        dcs: {
          ...opts.timing,
          maximum_lag_on_failover: 1048576,
          // A commit is acknowledged only once the synchronous standby has it, so a failover to it loses nothing.
          synchronous_mode: true,
          // Off: when the only standby is gone the primary goes on alone (writes continue, unreplicated until the
          // standby is back) instead of refusing every commit. The drill's standby kill shows which.
          synchronous_mode_strict: false,
          // A crashed primary is not restarted in place: its synchronous standby takes over at once.
          primary_start_timeout: 0,
          postgresql: {
            use_pg_rewind: true,
            use_slots: true,
            parameters: {
              wal_log_hints: 'on',
              max_connections: 100,
              shared_buffers: '64MB',
              wal_keep_size: '128MB',
              // PostgreSQL 15's default, said out loud: the roles' passwords are stored as SCRAM verifiers.
              password_encryption: 'scram-sha-256',
            },
          },
        },
        // `auth`: even the pg_hba.conf initdb writes (replaced by `pg_hba` below before the first start) has no trust.
        initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums', { auth: 'scram-sha-256' }],
      },
      postgresql: {
        listen: `${node.host}:${node.pgPort}`,
        connect_address: `${node.host}:${node.pgPort}`,
        data_dir: node.dataDir,
        bin_dir: PG_BIN,
        pgpass: join(opts.socketDir, `pgpass-${node.name}`),
        authentication: {
          superuser: { username: HA_USERS.superuser, password: secrets.superuser },
          replication: { username: HA_USERS.replication, password: secrets.replication },
          rewind: { username: HA_USERS.superuser, password: secrets.superuser },
        },
        // A password for every connection, even on loopback and the socket: any local process (another user's
        // too) could otherwise connect as the superuser or stream the whole database. Replication: its role only.
        pg_hba: [
          'local all all scram-sha-256',
          ...[...new Set(['127.0.0.1/32', opts.network])].flatMap((net) => [
            `host all all ${net} scram-sha-256`,
            `host replication ${HA_USERS.replication} ${net} scram-sha-256`,
          ]),
        ],
        parameters: { unix_socket_directories: opts.socketDir },
      },
      watchdog: { mode: 'off' },
      tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
    },
    null,
    2,
  );
}

/**
 * HAProxy for PostgreSQL: TCP, one server per node, health-checked on Patroni's REST `/primary` (200 on the leader
 * only). A node marked down has its connections cut (`on-marked-down shutdown-sessions`), so no client keeps
 * talking to a demoted primary.
 */
export function haproxyDbConfig(opts: { bind: string; nodes: HaNode[] }): string {
  const servers = opts.nodes
    .map((n) => `    server ${n.name} ${n.host}:${n.pgPort} check port ${n.restPort}`)
    .join('\n');
  return `# Generated by scripts/lib/ha.ts; the production version is docs/haproxy-postgres.cfg.
global
    maxconn 1000
    log stderr format raw local0 notice

defaults
    mode tcp
    log global
    retries 2
    timeout connect 2s
    timeout client 1h
    timeout server 1h
    timeout check 1s

listen postgres
    bind ${opts.bind}
    option httpchk GET /primary
    http-check expect status 200
    default-server inter 500ms fastinter 250ms fall 2 rise 1 on-marked-down shutdown-sessions
${servers}
`;
}

/** Children of a process (by /proc), for killing a PostgreSQL postmaster together with its backends. */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A process we started, its output appended to a log file. */
export function launch(
  command: string,
  args: string[],
  logPath: string,
  env: NodeJS.ProcessEnv,
  prefix: string[] = [],
): ChildProcess {
  const log = createWriteStream(logPath, { flags: 'a' });
  const [first, ...rest] = [...prefix, command, ...args] as [string, ...string[]];
  // A prefix (a namespace's `ip netns exec`) needs root to start, and drops to the postgres user itself.
  const child = spawn(first, rest, {
    ...(prefix.length ? {} : runAs()),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: '/',
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // 'close', not 'exit': the processes it starts (Patroni's PostgreSQL) hold its pipes and may write after it exits;
  // ending the log at 'exit' made such a write throw (write after end) and crashed a nemesis run.
  child.on('close', () => log.end());
  return child;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number, detail = () => '') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s. ${detail()}`);
    await sleep(200);
  }
}

function tail(path: string, lines = 15): string {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** A call to etcd's JSON gateway (the gRPC API over HTTP, what `etcdctl` does without needing it installed). */
export async function etcdCall(
  etcdUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${etcdUrl}/v3${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The key range of everything under `prefix` (etcd's `--prefix`). */
export function etcdPrefix(prefix: string): { key: string; range_end: string } {
  const end = Buffer.from(prefix);
  end[end.length - 1] = (end[end.length - 1] as number) + 1;
  return { key: b64(prefix), range_end: end.toString('base64') };
}

/**
 * etcd's authentication, as `etcdctl user add root && etcdctl user grant-role root root && etcdctl role add patroni
 * && etcdctl role grant-permission patroni --prefix=true readwrite /wicket/ && etcdctl user add patroni &&
 * etcdctl user grant-role patroni patroni && etcdctl auth enable` would (docs/operations.md). From then on every
 * read and write needs a user's token.
 */
async function enableEtcdAuth(etcdUrl: string, secrets: HaSecrets) {
  const steps: [string, unknown][] = [
    ['/auth/user/add', { name: HA_USERS.etcdRoot, password: secrets.etcdRoot }],
    ['/auth/user/grant', { user: HA_USERS.etcdRoot, role: 'root' }],
    ['/auth/role/add', { name: 'patroni' }],
    ['/auth/role/grant', { name: 'patroni', perm: { permType: 'READWRITE', ...etcdPrefix(HA_NAMESPACE) } }],
    ['/auth/user/add', { name: HA_USERS.etcdPatroni, password: secrets.etcdPatroni }],
    ['/auth/user/grant', { user: HA_USERS.etcdPatroni, role: 'patroni' }],
    ['/auth/enable', {}],
  ];
  for (const [path, body] of steps) {
    const res = await etcdCall(etcdUrl, path, body);
    if (res.status !== 200) throw new Error(`etcd ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export async function startHaDatabase(opts: {
  dir: string;
  log?: (line: string) => void;
  timing?: HaTiming;
  /** etcd members (1 by default; the nemesis runs 3, a quorum surviving one). */
  etcdMembers?: number;
  placement?: HaPlacement;
}): Promise<HaDatabase> {
  const log = opts.log ?? (() => {});
  const timing = opts.timing ?? HA_TIMING;
  const placement = opts.placement ?? LOOPBACK;
  const members = opts.etcdMembers ?? 1;
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('haproxy not found');
  const { dir } = opts;
  mkdirSync(dir, { recursive: true });
  const owner = runAs();
  const own = (path: string) => {
    if (owner.uid !== undefined && owner.gid !== undefined) chownSync(path, owner.uid, owner.gid);
  };
  own(dir);
  const [dbPort, ...ports] = await Promise.all(Array.from({ length: 5 + 2 * members }, () => freePort()));
  const nodePorts = ports.slice(0, 4);
  const etcdPorts = Array.from({ length: members }, (_, i) => ({
    client: ports[4 + 2 * i] as number,
    peer: ports[5 + 2 * i] as number,
  }));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: dir, LANG: 'C.UTF-8' };
  const secrets: HaSecrets = {
    superuser: password(),
    replication: password(),
    etcdRoot: password(),
    etcdPatroni: password(),
    restApi: password(),
  };
  // Ours (the operator's), not PostgreSQL's: Patroni gets its passwords in its own config files.
  const secretsPath = join(dir, 'secrets.json');
  writePrivate(secretsPath, `${JSON.stringify({ users: HA_USERS, passwords: secrets }, null, 2)}\n`);
  const pgpassPath = join(dir, 'pgpass');
  writePrivate(pgpassPath, `127.0.0.1:*:*:${HA_USERS.superuser}:${secrets.superuser}\n`);

  // etcd: one member on loopback, or three (production: three, on three machines); peers talk over loopback.
  const memberName = (i: number) => `e${i + 1}`;
  const peerUrl = (i: number) => `http://127.0.0.1:${etcdPorts[i]?.peer}`;
  const clientUrls = etcdPorts.map((p) => `http://${placement.etcdHost}:${p.client}`);
  const client = clientUrls[0] as string;
  const initialCluster = etcdPorts.map((_, i) => `${memberName(i)}=${peerUrl(i)}`).join(',');
  const etcds = etcdPorts.map((_, i) => {
    const etcdDir = join(dir, members === 1 ? 'etcd' : `etcd-${memberName(i)}`);
    mkdirSync(etcdDir, { mode: 0o700 });
    own(etcdDir);
    return launch(
      '/usr/bin/etcd',
      [
        `--name=${memberName(i)}`,
        `--data-dir=${etcdDir}`,
        `--listen-client-urls=${clientUrls[i]}`,
        `--advertise-client-urls=${clientUrls[i]}`,
        `--listen-peer-urls=${peerUrl(i)}`,
        `--initial-advertise-peer-urls=${peerUrl(i)}`,
        `--initial-cluster=${initialCluster}`,
        '--log-level=warn',
      ],
      join(dir, members === 1 ? 'etcd.log' : `etcd-${memberName(i)}.log`),
      { ...env, ETCD_UNSUPPORTED_ARCH: '' },
    );
  });
  const patronis = new Map<string, ChildProcess>();
  let balancer: ChildProcess | undefined;

  const nodes: HaNode[] = ['pg1', 'pg2'].map((name, i) => ({
    name,
    host: placement.node(name).host,
    pgPort: nodePorts[i * 2] as number,
    restPort: nodePorts[i * 2 + 1] as number,
    dataDir: join(dir, name),
    configPath: join(dir, `${name}.yml`),
    logPath: join(dir, `${name}.log`),
  }));
  const node = (name: string) => {
    const n = nodes.find((x) => x.name === name);
    if (!n) throw new Error(`no node ${name}`);
    return n;
  };
  const scope = `wicket-${process.pid}-${Date.now().toString(36)}`;
  for (const n of nodes) {
    const config = patroniConfig({
      scope,
      node: n,
      etcdHosts: clientUrls.map((u) => u.replace('http://', '')),
      socketDir: dir,
      secrets,
      timing,
      network: placement.network,
    });
    writePrivate(n.configPath, config, owner);
  }

  const startNode = (name: string) => {
    const n = node(name);
    patronis.set(name, launch('/usr/bin/patroni', [n.configPath], n.logPath, env, placement.node(name).prefix));
  };

  const is = async (name: string, role: 'primary' | 'replica' | 'sync') => {
    const n = node(name);
    const res = await fetch(`http://${n.host}:${n.restPort}/${role}`, { signal: AbortSignal.timeout(1000) });
    await res.body?.cancel();
    return res.status === 200;
  };
  const primary = async () => {
    for (const n of nodes) if (await is(n.name, 'primary').catch(() => false)) return n.name;
    return undefined;
  };
  const logs = () => nodes.map((n) => `--- ${n.name}:\n${tail(n.logPath)}`).join('\n');

  const killTree = (pid: number) => {
    // Children first, so none is left to notice its parent's death and act on it.
    for (const child of childPids(pid)) killTree(child);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const crashPostgres = (name: string) => {
    const pid = postmasterPid(node(name).dataDir);
    if (pid === undefined) throw new Error(`${name}: no postmaster.pid`);
    const children = childPids(pid);
    process.kill(pid, 'SIGKILL');
    for (const child of children) killTree(child);
  };
  const signalPostgres = (name: string, signal: 'SIGSTOP' | 'SIGCONT') => {
    const pid = postmasterPid(node(name).dataDir);
    if (pid === undefined) throw new Error(`${name}: no postmaster.pid`);
    for (const p of [pid, ...childPids(pid)]) {
      try {
        process.kill(p, signal);
      } catch {
        // Gone meanwhile.
      }
    }
  };

  const stop = async () => {
    // Patroni stops its PostgreSQL on SIGTERM (fast shutdown); then etcd and the balancer.
    const exits = [...patronis.values()].map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.exitCode !== null || p.signalCode !== null) return resolve();
          p.once('exit', () => resolve());
          p.kill('SIGTERM');
        }),
    );
    await Promise.race([Promise.all(exits), sleep(20_000)]);
    for (const n of nodes) {
      const pid = postmasterPid(n.dataDir);
      if (pid !== undefined && alive(pid)) killTree(pid);
    }
    for (const p of [...patronis.values(), ...etcds, balancer]) {
      if (p && p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    }
    process.removeListener('exit', killOnExit);
  };

  // If our process ends without stop() (a crash, process.exit), nothing of the tier outlives it.
  const killOnExit = () => {
    for (const n of nodes) {
      const pid = postmasterPid(n.dataDir);
      if (pid !== undefined && alive(pid)) killTree(pid);
    }
    for (const p of [...patronis.values(), ...etcds, balancer]) p?.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  try {
    await waitUntil(
      'etcd',
      async () => (await fetch(`${client}/health`, { signal: AbortSignal.timeout(1000) })).ok,
      20_000,
      () => tail(join(dir, members === 1 ? 'etcd.log' : 'etcd-e1.log')),
    );
    await enableEtcdAuth(client, secrets);
    // The first node bootstraps (initdb) and takes the leader key; the second then clones it (pg_basebackup).
    startNode('pg1');
    await waitUntil('pg1 primary', () => is('pg1', 'primary'), 60_000, logs);
    startNode('pg2');
    await waitUntil('pg2 synchronous standby', () => is('pg2', 'sync'), 60_000, logs);

    const configPath = join(dir, 'haproxy-postgres.cfg');
    writeFileSync(configPath, haproxyDbConfig({ bind: `${placement.proxyHost}:${dbPort}`, nodes }));
    const haproxyLog = join(dir, 'haproxy-postgres.log');
    const proxy = spawn(haproxy, ['-f', configPath, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    proxy.stderr?.pipe(createWriteStream(haproxyLog));
    balancer = proxy;
    const login = `${HA_USERS.superuser}:${secrets.superuser}`;
    const url = `postgres://${login}@${placement.proxyHost}:${dbPort}/postgres`;
    // HAProxy counts a server up until its checks fail (fall 2), so the standby is in rotation for its first
    // second: wait until several connections in a row, spread round-robin, all land on the primary.
    let inARow = 0;
    await waitUntil(
      'HAProxy to the primary only',
      async () => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
        try {
          await c.connect();
          const { rows } = await c.query<{ r: boolean }>('select pg_is_in_recovery() as r');
          inARow = rows[0]?.r === false ? inARow + 1 : 0;
        } catch {
          inARow = 0;
        } finally {
          await c.end().catch(() => {});
        }
        return inARow >= 8;
      },
      20_000,
      () => tail(haproxyLog),
    );
    log(
      `etcd on ${clientUrls.join(', ')}; Patroni nodes ${nodes.map((n) => `${n.name} ${n.host} pg:${n.pgPort} rest:${n.restPort}`).join(', ')}`,
    );
    log(
      `PostgreSQL through HAProxy on ${placement.proxyHost}:${dbPort} (primary: pg1, synchronous standby: pg2); files in ${dir}`,
    );

    const withDb = (base: string, database: string) => {
      const u = new URL(base);
      u.pathname = `/${database}`;
      return u.toString();
    };
    return {
      url,
      urlFor: (database) => withDb(url, database),
      nodes,
      nodeUrl: (name, database = 'postgres') =>
        `postgres://${login}@${node(name).host}:${node(name).pgPort}/${database}`,
      is: (name, role) => is(name, role).catch(() => false),
      primary,
      async waitHealthy({ notPrimary, timeoutMs = 60_000 } = {}) {
        let found = '';
        await waitUntil(
          'a primary with its synchronous standby',
          async () => {
            const p = await primary();
            if (!p || p === notPrimary) return false;
            const others = nodes.filter((n) => n.name !== p);
            for (const o of others) if (!(await is(o.name, 'sync'))) return false;
            found = p;
            return true;
          },
          timeoutMs,
          logs,
        );
        return found;
      },
      crashPostgres,
      signalPostgres,
      async killNode(name) {
        const p = patronis.get(name);
        if (p && p.exitCode === null && p.signalCode === null) {
          const exited = new Promise((r) => p.once('exit', r));
          p.kill('SIGKILL');
          await exited;
        }
        const pid = postmasterPid(node(name).dataDir);
        if (pid !== undefined && alive(pid)) killTree(pid);
      },
      startNode,
      async createDatabase(database) {
        if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`bad database name ${database}`);
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        try {
          await c.query(`create database ${database}`);
        } finally {
          await c.end();
        }
      },
      stop,
      dir,
      scope,
      etcdUrl: client,
      secrets,
      secretsPath,
      pgpassPath,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
