import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { RunningServer } from '../scripts/lib/server-process';
import type { CeilingResult } from './ceiling';
import { type Profile, TARGETS } from './config';
import { messageOf } from './lib/api';
import { CpuMeter, type CpuUse, reportCpu } from './lib/cpu';
import { rows } from './lib/db';
import { burst, type LoadRequest, type LoadResult, runLoad } from './lib/load';
import { MemorySampler } from './lib/memory';
import type { Report } from './lib/report';
import { BET_AMOUNT_PAISE, BET_AMOUNT_RS, createGroup, createMatch, type World } from './lib/seed';
import { round } from './lib/stats';

export const BET_ROUTES = ['POST /api/matches', 'POST /api/groups', 'POST /api/bets/multiple'];

const PHASE = '2 bets';

/** What a member sends for a canonical combination: its characters shuffled, letters sometimes lower-case. */
export function scramble(combination: string): string {
  const chars = [...combination];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.map((c) => (Math.random() < 0.3 ? c.toLowerCase() : c)).join('');
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** What the harness believes each member holds and spent, to compare with the database afterwards. */
export class Accounting {
  /** group -> member index -> canonical combinations accepted. */
  readonly accepted = new Map<string, Map<number, Set<string>>>();
  /** Member indexes whose request failed without an answer: their outcome is unknown. */
  readonly uncertain = new Set<number>();
  spentBets = new Map<number, number>();

  accept(groupId: string, member: number, combos: string[]) {
    let byMember = this.accepted.get(groupId);
    if (!byMember) {
      byMember = new Map();
      this.accepted.set(groupId, byMember);
    }
    const set = byMember.get(member) ?? new Set<string>();
    for (const c of combos) set.add(c);
    byMember.set(member, set);
    this.spentBets.set(member, (this.spentBets.get(member) ?? 0) + combos.length);
  }
}

type BetTag = { member: number; combos: string[] };

/** `requestsPerSecond`: bet requests/s at the top client count, which the fantasy phase compares itself with. */
export type BetsOutcome = { peakRssMb: number | null; requestsPerSecond: number | null };

/**
 * Phase 2 (and 6): bet placement under load on one hot Multi Betters group per client count, then 50 members racing
 * for 5 combinations of a First Better group. Server memory is sampled throughout.
 */
export async function runBets(
  report: Report,
  profile: Profile,
  world: World,
  server: RunningServer,
  ceiling: CeilingResult,
): Promise<BetsOutcome> {
  const accounting = new Accounting();
  const matchId = await createMatch(world, 'Bench Bets XI', 'Load Testers XI');
  const sampler = new MemorySampler(server.pid);
  sampler.start();
  const maxClients = Math.max(...profile.bets.clients);
  const memberIndex = new Map(world.members.map((m, i) => [m.id, i]));
  let requestsPerSecond: number | null = null;

  for (const clients of profile.bets.clients) {
    const { groupId, result, bets, cpu } = await betLoad(
      world,
      server,
      matchId,
      clients,
      profile.bets.seconds,
      accounting,
    );
    reportLoad(report, clients, result, bets, clients === maxClients ? ceiling : undefined);
    if (clients === maxClients) requestsPerSecond = result.requestsPerSecond;
    reportCpu(report, PHASE, `bets at ${clients} clients`, cpu, result.requests);
    await checkGroup(
      report,
      PHASE,
      world,
      groupId,
      accounting,
      memberIndex,
      `Multi Betters group after ${clients} clients`,
    );
  }

  await runRace(report, profile, world, server, matchId, accounting, memberIndex);
  sampler.stop();
  const peakRssMb = sampler.samples > 0 ? round(sampler.peakRssKb / 1024, 1) : null;
  report.figure({
    phase: '6 memory',
    name: 'server peak RSS during phase 2',
    value: peakRssMb,
    unit: 'MB',
    target: { op: '<', value: TARGETS.peakRssMb },
    note: `VmRSS sampled every 100 ms (${sampler.samples} samples)`,
  });
  await checkBalances(report, world, accounting);
  return { peakRssMb, requestsPerSecond };
}

/**
 * `clients` virtual members betting in a closed loop for `seconds` on a new Multi Betters group of `matchId`, each
 * member choosing only combinations it does not hold yet (so every request should be accepted); what was accepted
 * goes into `accounting`. Phase 2 runs it per client count, the volume phase on each of its databases.
 */
export async function betLoad(
  world: World,
  server: RunningServer,
  matchId: string,
  clients: number,
  seconds: number,
  accounting: Accounting,
): Promise<{ groupId: string; result: LoadResult; bets: number; cpu: CpuUse }> {
  const groupId = await createGroup(world, matchId, 'Multi Betters');
  // Each virtual user acts for every member whose index is congruent to it, in turn; each member picks only
  // combinations it has not taken yet, so every request is one the server should accept.
  const available = world.members.map(() => shuffled(ALL_COMBINATIONS));
  const turn = new Array<number>(clients).fill(0);
  const next = (u: number): LoadRequest<BetTag> | null => {
    const owned = Math.ceil((world.members.length - u) / clients);
    for (let tries = 0; tries < owned; tries++) {
      const t = turn[u] ?? 0;
      turn[u] = t + 1;
      const member = u + clients * (t % owned);
      const free = available[member] as string[];
      if (free.length === 0) continue;
      const count = Math.min(free.length, 1 + Math.floor(Math.random() * 5));
      const combos = free.splice(free.length - count, count);
      return {
        method: 'POST',
        path: '/api/bets/multiple',
        token: (world.members[member] ?? { token: '' }).token,
        body: JSON.stringify({ betAmount: BET_AMOUNT_RS, matchId, groupId, combinations: combos.map(scramble) }),
        tag: { member, combos },
      };
    }
    return null;
  };
  const meter = new CpuMeter(server.pid, world.pool, world.databaseName);
  await meter.start();
  const result = await runLoad<BetTag>({
    baseUrl: server.url,
    connections: clients,
    seconds,
    next,
    expected: (s) => s === 201 || s === 200,
    onResponse: (_u, req, status) => {
      if (status === 201 || status === 200) accounting.accept(groupId, req.tag.member, req.tag.combos);
      else if (status === 0) accounting.uncertain.add(req.tag.member);
      else (available[req.tag.member] as string[]).push(...req.tag.combos);
    },
  });
  const cpu = await meter.stop();
  const bets = [...(accounting.accepted.get(groupId)?.values() ?? [])].reduce((n, s) => n + s.size, 0);
  return { groupId, result, bets, cpu };
}

function reportLoad(report: Report, clients: number, r: LoadResult, bets: number, ceiling: CeilingResult | undefined) {
  const name = (what: string) => `${what}, ${clients} clients`;
  const ceilingTps = ceiling?.tpsByClients.get(clients);
  const pgbenchP99 = ceiling?.p99ByClients.get(clients);
  const final = ceiling !== undefined || clients >= 50;
  const errors = Object.entries(r.statuses)
    .filter(([s]) => s !== '201' && s !== '200' && s !== '409')
    .reduce((n, [, v]) => n + v, 0);
  report.figure({
    phase: PHASE,
    name: name('bet requests/s'),
    value: round(r.requestsPerSecond, 0),
    unit: 'req/s',
    target:
      ceilingTps !== undefined
        ? {
            op: '>=',
            value: round(ceilingTps * TARGETS.betsShareOfCeiling, 0),
            text: `>= ${round(ceilingTps * TARGETS.betsShareOfCeiling, 0)} req/s (half of pgbench ${round(ceilingTps, 0)})`,
          }
        : undefined,
  });
  report.figure({ phase: PHASE, name: name('bets/s'), value: round(bets / r.seconds, 0), unit: 'bets/s' });
  report.figure({ phase: PHASE, name: name('latency p50'), value: round(r.latency.p50, 1), unit: 'ms' });
  report.figure({ phase: PHASE, name: name('latency p95'), value: round(r.latency.p95, 1), unit: 'ms' });
  report.figure({
    phase: PHASE,
    name: name('latency p99'),
    value: round(r.latency.p99, 1),
    unit: 'ms',
  });
  // Issue 30: the tail against pgbench's own tail in the same run (a fixed 50 ms only held on a fast host).
  if (final) {
    report.figure({
      phase: PHASE,
      name: `bets p99 / pgbench p99 (${clients} clients)`,
      value: pgbenchP99 ? round(r.latency.p99 / pgbenchP99, 2) : null,
      unit: '',
      target: { op: '<=', value: TARGETS.betsP99OverPgbench },
      note: pgbenchP99
        ? `${round(r.latency.p99, 1)} ms against pgbench's ${round(pgbenchP99, 1)} ms`
        : 'no pgbench run at this client count',
    });
  }
  report.figure({
    phase: PHASE,
    name: name('errors other than 409'),
    value: errors,
    unit: '',
    target: final ? { op: '<=', value: 0, text: '0' } : undefined,
  });
  const statuses = Object.entries(r.statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  report.note(`bets at ${clients} clients: ${r.requests} requests in ${round(r.seconds, 1)} s; by status ${statuses}`);
  for (const [status, sample] of Object.entries(r.samples)) report.note(`  first ${status} answer: ${sample}`);
}

/** The database holds exactly the bets the server accepted, and the pool is their sum. */
export async function checkGroup(
  report: Report,
  phase: string,
  world: World,
  groupId: string,
  accounting: Accounting,
  memberIndex: Map<string, number>,
  label: string,
) {
  const stored = await rows<{ user_id: string; combination: string }>(
    world.pool,
    'select user_id, combination from bets where group_id = $1',
    [groupId],
  );
  const expected = accounting.accepted.get(groupId) ?? new Map<number, Set<string>>();
  const expectedCount = [...expected.values()].reduce((n, s) => n + s.size, 0);
  let missing = expectedCount;
  let extra = 0;
  for (const b of stored) {
    const i = memberIndex.get(b.user_id);
    if (i !== undefined && expected.get(i)?.has(b.combination)) missing -= 1;
    else if (i === undefined || !accounting.uncertain.has(i)) extra += 1;
  }
  report.check(
    phase,
    `${label}: stored bets are exactly the accepted ones`,
    missing === 0 && extra === 0,
    `${stored.length} stored, ${expectedCount} accepted${missing ? `, ${missing} accepted but not stored` : ''}${extra ? `, ${extra} stored but never accepted` : ''}`,
  );
  const [pool] = await rows<{ total: string }>(
    world.pool,
    'select coalesce(sum(amount), 0)::text as total from group_pool_slots where group_id = $1',
    [groupId],
  );
  const poolPaise = BigInt(pool?.total ?? '-1');
  report.check(
    phase,
    `${label}: pool equals the sum of its bets`,
    poolPaise === BigInt(stored.length) * BET_AMOUNT_PAISE,
    `pool ${poolPaise} paise for ${stored.length} bets of ${BET_AMOUNT_PAISE}`,
  );
}

/** Every member's balance is its credits minus what the harness saw it spend. */
async function checkBalances(report: Report, world: World, accounting: Accounting) {
  const balances = await rows<{ id: string; credits: string }>(
    world.pool,
    'select id, credits::text as credits from users where id = any($1::uuid[])',
    [world.members.map((m) => m.id)],
  );
  const byId = new Map(balances.map((b) => [b.id, BigInt(b.credits)]));
  const start = BigInt(world.creditsRs) * 100n;
  const wrong: string[] = [];
  world.members.forEach((m, i) => {
    if (accounting.uncertain.has(i)) return;
    const expected = start - BigInt(accounting.spentBets.get(i) ?? 0) * BET_AMOUNT_PAISE;
    const actual = byId.get(m.id);
    if (actual !== expected) wrong.push(`${m.phone}: ${actual} paise, expected ${expected}`);
  });
  report.check(
    PHASE,
    "each member's balance is its credits minus its accepted bets",
    wrong.length === 0,
    wrong.length ? `${wrong.length} differ: ${wrong.slice(0, 3).join('; ')}` : `${world.members.length} members`,
  );
}

/**
 * Members racing for a few First Better combinations, each sending one combination (written in its own order and
 * case), all at once: exactly one request per combination may win, every other one must be a 409.
 */
async function runRace(
  report: Report,
  profile: Profile,
  world: World,
  server: RunningServer,
  matchId: string,
  accounting: Accounting,
  memberIndex: Map<string, number>,
) {
  const groupId = await createGroup(world, matchId, 'First Better');
  const targets = shuffled(ALL_COMBINATIONS).slice(0, profile.race.combinations);
  const racers = world.members.slice(0, profile.race.members);
  const requests: LoadRequest<BetTag>[] = racers.map((m, i) => {
    const combo = targets[i % targets.length] as string;
    return {
      method: 'POST',
      path: '/api/bets/multiple',
      token: m.token,
      body: JSON.stringify({ betAmount: BET_AMOUNT_RS, matchId, groupId, combinations: [scramble(combo)] }),
      tag: { member: i, combos: [combo] },
    };
  });
  const started = performance.now();
  const answers = await burst(server.url, requests);
  const ms = performance.now() - started;
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const winners = answers.filter((a) => a.status === 201 || a.status === 200);
  for (const w of winners) accounting.accept(groupId, w.req.tag.member, w.req.tag.combos);
  for (const a of answers) if (a.status === 0) accounting.uncertain.add(a.req.tag.member);
  const conflicts = byStatus.get(409) ?? 0;
  const others = answers.filter((a) => a.status !== 409 && a.status !== 201 && a.status !== 200);
  const statusText = [...byStatus.entries()].map(([s, n]) => `${s}: ${n}`).join(', ');

  report.figure({
    phase: PHASE,
    name: `race: ${racers.length} members for ${targets.length} First Better combinations, accepted`,
    value: winners.length,
    unit: '',
    target: { op: '==', value: targets.length, text: `exactly ${targets.length}` },
  });
  report.figure({ phase: PHASE, name: 'race: wall time for all requests', value: round(ms, 0), unit: 'ms' });
  report.check(
    PHASE,
    `race: exactly ${targets.length} requests accepted`,
    winners.length === targets.length,
    statusText,
  );
  const wonCombos = new Set(winners.flatMap((w) => w.req.tag.combos));
  report.check(
    PHASE,
    'race: one winner per combination',
    wonCombos.size === winners.length && targets.every((t) => wonCombos.has(t)),
    [...wonCombos].join(', '),
  );
  report.check(
    PHASE,
    'race: every other request answered 409, no 5xx',
    conflicts === racers.length - targets.length && others.length === 0,
    others.length
      ? `unexpected: ${others
          .slice(0, 3)
          .map((o) => `${o.status} ${messageOf(safeJson(o.body))}`)
          .join('; ')}`
      : `${conflicts} x 409`,
  );
  await checkGroup(report, PHASE, world, groupId, accounting, memberIndex, 'First Better race group');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
