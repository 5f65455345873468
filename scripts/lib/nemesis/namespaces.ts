import { execFileSync } from 'node:child_process';

/**
 * The nemesis's network: one namespace per database node and per app instance, each joined to a bridge on the host
 * by a veth pair. Every address is the run's own, in 10.201.0.0/24; nothing reaches another host. The host side is
 * the hub: the bridge holds the hub address (etcd's members, the app balancer's source) and a second address for
 * the database's HAProxy, so an instance can be cut from the database alone (a blackhole route to that address)
 * while the balancer still reaches it.
 *
 * Partitions: a namespace cut from everything is its veth brought down on the host side (iptables is not installed
 * here); healing brings it up. Everything is named with the prefix, so a crashed run's leftovers are found and
 * removed at the next start.
 */

export const NET_PREFIX = 'wnm';
const SUBNET = '10.201.0';

export type NetMember = {
  /** pg1, pg2, app0, app1... */
  name: string;
  /** The namespace, e.g. wnm-pg1. */
  ns: string;
  /** The veth end on the host (on the bridge) and the one inside the namespace. */
  hostIf: string;
  nsIf: string;
  address: string;
};

export type NetPlan = {
  bridge: string;
  /** The host's address on the bridge: etcd listens here, and the balancer reaches the instances from it. */
  hub: string;
  /** The database HAProxy's address on the bridge. */
  proxy: string;
  network: string;
  members: NetMember[];
};

/** Database nodes get .11, .12...; app instances .21, .22... Interface names stay under Linux's 15 characters. */
export function planNetwork(opts: { databaseNodes: string[]; appInstances: number; prefix?: string }): NetPlan {
  const prefix = opts.prefix ?? NET_PREFIX;
  const member = (name: string, host: number): NetMember => ({
    name,
    ns: `${prefix}-${name}`,
    hostIf: `${prefix}-${name}-h`,
    nsIf: `${prefix}-${name}-n`,
    address: `${SUBNET}.${host}`,
  });
  return {
    bridge: `${prefix}-br`,
    hub: `${SUBNET}.1`,
    proxy: `${SUBNET}.254`,
    network: `${SUBNET}.0/24`,
    members: [
      ...opts.databaseNodes.map((name, i) => member(name, 11 + i)),
      ...Array.from({ length: opts.appInstances }, (_, i) => member(`app${i}`, 21 + i)),
    ],
  };
}

/** The `ip` commands that build the plan, in order. */
export function setupCommands(plan: NetPlan): string[][] {
  return [
    ['link', 'add', plan.bridge, 'type', 'bridge'],
    ['addr', 'add', `${plan.hub}/24`, 'dev', plan.bridge],
    ['addr', 'add', `${plan.proxy}/24`, 'dev', plan.bridge],
    ['link', 'set', plan.bridge, 'up'],
    ...plan.members.flatMap((m) => [
      ['netns', 'add', m.ns],
      ['link', 'add', m.hostIf, 'type', 'veth', 'peer', 'name', m.nsIf],
      ['link', 'set', m.nsIf, 'netns', m.ns],
      ['link', 'set', m.hostIf, 'master', plan.bridge],
      ['link', 'set', m.hostIf, 'up'],
      ['-n', m.ns, 'addr', 'add', `${m.address}/24`, 'dev', m.nsIf],
      ['-n', m.ns, 'link', 'set', m.nsIf, 'up'],
      ['-n', m.ns, 'link', 'set', 'lo', 'up'],
    ]),
  ];
}

const ip = (args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

export function createNetwork(plan: NetPlan): void {
  for (const args of setupCommands(plan)) ip(args);
}

/**
 * Removes every namespace and link of the prefix: this run's, or an earlier crashed run's. Deleting a namespace
 * deletes the veth end in it, and with it its peer on the host. Processes still running in a namespace keep it
 * alive only as a mount: they must be stopped first.
 */
export function removeNetwork(prefix = NET_PREFIX): string[] {
  const removed: string[] = [];
  const namespaces = ip(['netns', 'list'])
    .split('\n')
    .map((l) => l.split(' ')[0] ?? '')
    .filter((n) => n.startsWith(`${prefix}-`));
  for (const ns of namespaces) {
    // A crashed run's processes still in it (Patroni, PostgreSQL, an instance): gone first.
    for (const pid of ip(['netns', 'pids', ns]).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    try {
      ip(['netns', 'del', ns]);
      removed.push(ns);
    } catch {
      // Gone meanwhile.
    }
  }
  const links = ip(['-o', 'link', 'show'])
    .split('\n')
    .map((l) => l.split(': ')[1]?.split('@')[0] ?? '')
    .filter((n) => n.startsWith(`${prefix}-`));
  for (const link of links) {
    try {
      ip(['link', 'del', link]);
      removed.push(link);
    } catch {
      // A veth end removed with its peer.
    }
  }
  return removed;
}

/** What runs a command inside a member's namespace (as root: `ip netns exec` execs it, so its pid is the command's). */
export const inNamespace = (m: NetMember) => ['ip', 'netns', 'exec', m.ns];

/** Cuts a member off from everything (its link on the host side down), or heals it. */
export function setLink(m: NetMember, up: boolean): void {
  ip(['link', 'set', m.hostIf, up ? 'up' : 'down']);
}

/** Cuts a member off from one address only (a blackhole route in its namespace), or heals it. */
export function setRoute(m: NetMember, address: string, blocked: boolean): void {
  ip(['-n', m.ns, 'route', blocked ? 'add' : 'del', 'blackhole', `${address}/32`]);
}
