import { request } from 'node:http';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { RunningServer } from '../scripts/lib/server-process';
import { type Profile, TARGETS } from './config';
import { CpuMeter } from './lib/cpu';
import { openLoop } from './lib/load';
import { MemorySampler } from './lib/memory';
import type { Report } from './lib/report';
import { BET_AMOUNT_RS, createGroup, createMatch, type World } from './lib/seed';
import { type Arrival, dataOf, Stream } from './lib/sse';
import { round, summarize } from './lib/stats';

export const EVENT_ROUTES = ['GET /api/events', 'POST /api/bets/multiple', 'POST /api/groups'];

const PHASE = '2b events';

/**
 * A bet with an Idempotency-Key, retried (at most twice) when the connection fails without an answer: a reused
 * keep-alive socket the server closed during a stall fails that way, and the key makes the retry place it once.
 */
export async function postBet(baseUrl: string, token: string, body: string, key: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postBetOnce(baseUrl, token, body, key);
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

type SentBet = { member: number; startedAt: number; answeredAt: number; credits: number };

/** Sends one bet; resolves with the status and the member's credits from the answer. */
function postBetOnce(
  baseUrl: string,
  token: string,
  body: string,
  key: string,
): Promise<{ status: number; credits: number | null }> {
  const url = new URL(`${baseUrl}/api/bets/multiple`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let credits: number | null = null;
          try {
            credits = (JSON.parse(Buffer.concat(chunks).toString()) as { credits?: number }).credits ?? null;
          } catch {}
          resolve({ status: res.statusCode ?? 0, credits });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One bet of `betOpenLoop`: the member (its index in the world's members), the combination, when it was sent. */
export type LoopBet = { member: number; combination: string; sentAt: number };

/**
 * The load of the event phases: `total` bets at `betsPerSecond`, sent in an open loop (one every 1000/rate ms,
 * whatever the answers take), each from the next member in turn on one combination that member has not taken.
 * `answered` gets each answer; a connection that fails goes into `failures`. Resolves with the loop's start time.
 */
export async function betOpenLoop(
  target: { url: string; world: World; matchId: string; groupId: string; keyPrefix: string },
  load: { total: number; betsPerSecond: number },
  answered: (bet: LoopBet, answer: { status: number; credits: number | null }) => void,
  failures: string[],
): Promise<number> {
  const { url, world, matchId, groupId, keyPrefix } = target;
  const available = world.members.map(() => [...ALL_COMBINATIONS].sort(() => Math.random() - 0.5));
  return openLoop(load.total, load.betsPerSecond, (k) => {
    const member = k % world.members.length;
    const combination = (available[member] as string[]).pop() as string;
    const body = JSON.stringify({ betAmount: BET_AMOUNT_RS, matchId, groupId, combinations: [combination] });
    const sentAt = performance.now();
    const token = (world.members[member] as { token: string }).token;
    return postBet(url, token, body, `${keyPrefix}-${k}-${sentAt}`).then(
      (answer) => answered({ member, combination, sentAt }, answer),
      (err: Error) => {
        failures.push(err.message);
      },
    );
  });
}

/**
 * Phase 2b: `subscribers` event streams on the one server (the club's members, several streams for some, plus its
 * Manager and the Admin) while bets arrive at a fixed rate on one Multi Betters group. Latency is measured on the
 * balance events, which name the state they announce (a member who only bets has a falling balance, so the first
 * balance event at or below a bet's answered credits is the one that carries that bet): from the moment the bet
 * request was sent, an upper bound of commit-to-event. Every stream must get the group's final state and its own
 * final balance, and never another user's balance.
 */
export async function runEvents(report: Report, profile: Profile, world: World, server: RunningServer): Promise<void> {
  const { subscribers, betsPerSecond, seconds } = profile.events;
  const sampler = new MemorySampler(server.pid);
  sampler.start();
  const matchId = await createMatch(world, 'Bench Events XI', 'Subscribers XI');
  const groupId = await createGroup(world, matchId, 'Multi Betters');

  const streams: Stream[] = [new Stream(world.adminId, 'admin'), new Stream(world.managerId, 'manager')];
  const tokens = [world.adminToken, world.managerToken];
  for (let i = 0; streams.length < subscribers; i++) {
    const member = world.members[i % world.members.length];
    if (!member) break;
    streams.push(new Stream(member.id, 'member'));
    tokens.push(member.token);
  }
  const t0 = performance.now();
  for (let i = 0; i < streams.length; i += 50) {
    await Promise.all(streams.slice(i, i + 50).map((s, j) => s.open(server.url, tokens[i + j] as string)));
  }
  report.log(`  ${streams.length} streams open in ${round((performance.now() - t0) / 1000, 1)} s`);
  const rssWithStreams = sampler.peakRssKb;

  const total = Math.round(betsPerSecond * seconds);
  const sent: SentBet[] = [];
  const failures: string[] = [];
  const meter = new CpuMeter(server.pid, world.pool, world.databaseName);
  await meter.start();
  const target = { url: server.url, world, matchId, groupId, keyPrefix: 'events' };
  const start = await betOpenLoop(
    target,
    { total, betsPerSecond },
    ({ member, sentAt }, answer) => {
      if (answer.status === 201 && answer.credits !== null)
        sent.push({ member, startedAt: sentAt, answeredAt: performance.now(), credits: answer.credits });
      else failures.push(`status ${answer.status}`);
    },
    failures,
  );
  const sendSeconds = (performance.now() - start) / 1000;
  // The last window's events: at most 100 ms of coalescing plus delivery; wait generously for stragglers.
  const lastAnswer = Math.max(...sent.map((s) => s.answeredAt));
  const settle = performance.now();
  const finalCredits = new Map<string, number>();
  for (const bet of sent) {
    const id = (world.members[bet.member] as { id: string }).id;
    finalCredits.set(id, Math.min(finalCredits.get(id) ?? Number.POSITIVE_INFINITY, bet.credits));
  }
  // Each member's final balance is in the last batch its bets went into; the group event travels with it.
  const lastBalance = (s: Stream) => {
    for (let i = s.arrivals.length - 1; i >= 0; i--) {
      const a = s.arrivals[i] as Arrival;
      if (a.event === 'balance') return dataOf(a).credits;
    }
    return undefined;
  };
  const balanceDone = (s: Stream) => !finalCredits.has(s.userId) || lastBalance(s) === finalCredits.get(s.userId);
  const groupDone = (s: Stream) => s.arrivals.some((a) => a.event === 'group' && a.at > lastAnswer);
  while (performance.now() - settle < 10_000 && !streams.every((s) => balanceDone(s) && groupDone(s))) {
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 300));
  const cpu = await meter.stop();
  const cpuSeconds = (performance.now() - start) / 1000;
  sampler.stop();

  // Latency: per bet, per stream of its member, the first balance event at or below the bet's answered credits.
  const streamsOf = new Map<string, Stream[]>();
  for (const s of streams) streamsOf.set(s.userId, [...(streamsOf.get(s.userId) ?? []), s]);
  const latencies: number[] = [];
  let missing = 0;
  for (const bet of sent) {
    const memberId = (world.members[bet.member] as { id: string }).id;
    for (const s of streamsOf.get(memberId) ?? []) {
      const hit = s.arrivals.find(
        (a) => a.event === 'balance' && (dataOf(a).credits as number) <= bet.credits + 1e-9 && a.at >= bet.startedAt,
      );
      if (hit) latencies.push(hit.at - bet.startedAt);
      else missing += 1;
    }
  }
  const lat = summarize(latencies);
  const groupEvents = streams.map(
    (s) => s.arrivals.filter((a) => a.event === 'group' && dataOf(a).groupId === groupId).length,
  );
  const leaks = streams.filter((s) => s.arrivals.some((a) => a.event === 'balance' && dataOf(a).userId !== s.userId));
  const staleFinal = streams.filter((s) => !balanceDone(s));
  const ended = streams.filter((s) => s.ended);
  for (const s of streams) s.close();

  report.figure({ phase: PHASE, name: 'event streams open on one instance', value: streams.length, unit: 'streams' });
  report.figure({
    phase: PHASE,
    name: 'bets accepted while streaming',
    value: round(sent.length / sendSeconds, 0),
    unit: 'bets/s',
    note: `${sent.length} bets in ${round(sendSeconds, 1)} s`,
  });
  report.figure({ phase: PHASE, name: 'commit-to-event latency p50', value: round(lat.p50, 1), unit: 'ms' });
  report.figure({
    phase: PHASE,
    name: 'commit-to-event latency p99',
    value: round(lat.p99, 1),
    unit: 'ms',
    target: { op: '<=', value: TARGETS.eventsP99Ms },
    note: `${latencies.length} deliveries, from the bet request's start`,
  });
  report.figure({
    phase: PHASE,
    name: 'group events per stream (coalesced)',
    value: round(groupEvents.reduce((a, b) => a + b, 0) / Math.max(1, streams.length), 0),
    unit: 'events',
    note: `${sent.length} bets`,
  });
  report.figure({
    phase: PHASE,
    name: 'server peak RSS with the streams open',
    value: round(sampler.peakRssKb / 1024, 1),
    unit: 'MB',
    target: { op: '<=', value: TARGETS.eventsRssMb },
    note: `${round(rssWithStreams / 1024, 1)} MB once the streams were open, before the bets`,
  });

  const perSecond = (ms: number) => round(ms / 10 / cpuSeconds, 0);
  report.figure({
    phase: PHASE,
    name: 'server CPU while streaming',
    value: perSecond(cpu.serverMs),
    unit: '% of a core',
  });
  report.figure({
    phase: PHASE,
    name: 'load generator CPU (stream readers and bets)',
    value: perSecond(cpu.harnessMs),
    unit: '% of a core',
  });
  report.check(
    PHASE,
    'every bet request accepted',
    failures.length === 0 && sent.length === total,
    failures.slice(0, 3).join('; '),
  );
  report.check(
    PHASE,
    "every stream got the group's final state",
    streams.every(groupDone),
    `${streams.filter((s) => !groupDone(s)).length} of ${streams.length} streams did not`,
  );
  report.check(PHASE, "every better's stream got an event for each of its bets", missing === 0, `${missing} missing`);
  report.check(
    PHASE,
    "every better's stream ends on its final balance",
    staleFinal.length === 0,
    `${staleFinal.length} streams`,
  );
  report.check(PHASE, "no stream got another user's balance", leaks.length === 0, `${leaks.length} streams`);
  report.check(PHASE, 'no stream ended early', ended.length === 0, `${ended.length} streams`);
}
