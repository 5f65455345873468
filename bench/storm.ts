import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { applyBoardChange, type Board, type BoardChange } from '@wicket/shared/board';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { RunningServer } from '../scripts/lib/server-process';
import { type Profile, TARGETS } from './config';
import { betOpenLoop, type LoopBet } from './events';
import { CpuMeter } from './lib/cpu';
import { one, rows } from './lib/db';
import type { Report } from './lib/report';
import { createGroup, createMatch, type World } from './lib/seed';
import { type Arrival, Stream } from './lib/sse';
import { round, summarize } from './lib/stats';

export const STORM_ROUTES = ['GET /api/events', 'GET /api/groups/{id}', 'POST /api/bets/multiple', 'POST /api/groups'];

const PHASE = '2d storm';
/** The web app refetches one query at most once a second (design-season section 8)... */
const REFETCH_INTERVAL_MS = 1000;
/** ...after a small random delay, so 1,000 screens do not ask in the same millisecond. */
const REFETCH_JITTER_MS = 200;

const COMBINATION_INDEX = new Map(ALL_COMBINATIONS.map((c, i) => [c, i]));

/** A taken set as a bitmask over the 364 combinations: one per version seen, not one per watcher. */
function takenMask(combinations: readonly string[]): Uint8Array {
  const mask = new Uint8Array(Math.ceil(ALL_COMBINATIONS.length / 8));
  for (const c of combinations) {
    const i = COMBINATION_INDEX.get(c);
    if (i !== undefined) mask[i >> 3] = (mask[i >> 3] ?? 0) | (1 << (i & 7));
  }
  return mask;
}
const hasCombination = (mask: Uint8Array, c: string) => {
  const i = COMBINATION_INDEX.get(c) ?? -1;
  return i >= 0 && ((mask[i >> 3] ?? 0) & (1 << (i & 7))) !== 0;
};
const sameMask = (a: Uint8Array, b: Uint8Array) => a.every((v, i) => v === b[i]);

type VersionInfo = { bets: number; pool: number; taken: Uint8Array };

/**
 * The boards the watchers held, one record per version: a version names one board (design-contests section 3), so
 * a watcher that applied changes and one that read the group must hold the same board at the same version; any
 * difference is counted. Watchers keep only when they came to hold which version.
 */
class Versions {
  readonly byVersion = new Map<number, VersionInfo>();
  differing = 0;

  record(board: Board) {
    const info = {
      bets: board.betCount,
      pool: Math.round(board.totalBetAmount * 100),
      taken: takenMask(board.taken),
    };
    const known = this.byVersion.get(board.version);
    if (!known) this.byVersion.set(board.version, info);
    else if (known.bets !== info.bets || known.pool !== info.pool || !sameMask(known.taken, info.taken)) {
      this.differing += 1;
    }
  }
}

/**
 * 5,000 screens receive the same event text: it is parsed, and a change applied to a board of a given version,
 * once for all of them (the result is the same by definition; the property test in packages/shared checks it).
 */
class SharedWork {
  private readonly parsed = new Map<string, Record<string, unknown>>();
  private readonly applied = new Map<string, Board | 'held' | 'gap'>();

  data(text: string): Record<string, unknown> {
    let data = this.parsed.get(text);
    if (!data) {
      if (this.parsed.size > 1_000) this.parsed.clear();
      data = JSON.parse(text) as Record<string, unknown>;
      this.parsed.set(text, data);
    }
    return data;
  }

  apply(held: Board, change: BoardChange): Board | 'held' | 'gap' {
    const key = `${held.version}>${change.fromVersion}>${change.version}`;
    let next = this.applied.get(key);
    if (next === undefined) {
      if (this.applied.size > 10_000) this.applied.clear();
      next = applyBoardChange(held, change);
      this.applied.set(key, next);
    }
    return next;
  }
}

const changeOf = (data: Record<string, unknown>): BoardChange | null =>
  typeof data.version === 'number' && typeof data.fromVersion === 'number' ? (data as unknown as BoardChange) : null;

type Counters = { requests: number; ok: number; notModified: number; gaps: number; errors: string[] };

/**
 * One club member's screen on the hot group, as the web app behaves (lib/live-board.ts): an event stream; each
 * `group` event's change applied to the board held, and `GET /api/groups/{id}` only for an event without one or on
 * a gap (at most once a second, after a small random delay, with the last answer's ETag as `If-None-Match`).
 */
class Watcher {
  readonly stream: Stream;
  /** When this watcher came to hold each version it held. */
  readonly held: { at: number; version: number }[] = [];
  board: Board | null = null;
  /**
   * One keep-alive connection per watcher, as each browser keeps its own: a shared pool opened new sockets in
   * bursts whenever answers slowed, and the server's accept queue overflowed (reset connections).
   */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1, maxFreeSockets: 1 });
  private etag: string | null = null;
  private lastStart = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;
  private inFlight = false;
  private dirty = false;
  stopped = false;

  constructor(
    readonly userId: string,
    private readonly token: string,
    private readonly groupId: string,
    private readonly base: URL,
    private readonly counters: Counters,
    private readonly versions: Versions,
    shared: SharedWork,
  ) {
    this.stream = new Stream(userId, 'member', false);
    this.stream.onEvent = (a: Arrival) => {
      if (a.event !== 'group') return;
      const data = shared.data(a.text);
      if (data.groupId !== groupId) return;
      const change = changeOf(data);
      if (!change || !this.board) {
        this.schedule();
        return;
      }
      const next = shared.apply(this.board, change);
      if (next === 'gap') {
        this.counters.gaps += 1;
        this.schedule();
      } else if (next !== 'held') this.hold(next, a.at);
    };
  }

  private hold(board: Board, at: number) {
    // A read that comes back older than what events brought meanwhile is kept out: boards only grow.
    if (this.board && board.version <= this.board.version) return;
    this.board = board;
    this.versions.record(board);
    this.held.push({ at, version: board.version });
  }

  /** Nothing asked and nothing due: this watcher's data changes only on a new event. */
  get idle(): boolean {
    return !this.inFlight && this.timer === null;
  }

  /** A read is due: at most one waiting, none sooner than a second after the last one started. */
  schedule() {
    if (this.stopped) return;
    if (this.inFlight) {
      this.dirty = true;
      return;
    }
    if (this.timer) return;
    const now = performance.now();
    const at = Math.max(now + Math.random() * REFETCH_JITTER_MS, this.lastStart + REFETCH_INTERVAL_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fetch();
    }, at - now);
  }

  /** The read in flight, if any: the phase lets it finish before closing the sockets. */
  pending: Promise<void> | null = null;

  fetch(): Promise<void> {
    this.pending = this.read().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async read(): Promise<void> {
    this.inFlight = true;
    this.dirty = false;
    this.lastStart = performance.now();
    this.counters.requests += 1;
    try {
      const res = await this.get();
      if (res.status === 304) this.counters.notModified += 1;
      else if (res.status === 200) {
        this.counters.ok += 1;
        const body = JSON.parse(res.body) as {
          version: number;
          totalBetAmount: number;
          betCount: number;
          SelectedCombinations: string[];
        };
        this.etag = res.etag;
        this.hold(
          {
            version: body.version,
            taken: body.SelectedCombinations,
            totalBetAmount: body.totalBetAmount,
            betCount: body.betCount,
          },
          performance.now(),
        );
      } else this.counters.errors.push(`GET /api/groups/{id} answered ${res.status}: ${res.body.slice(0, 120)}`);
    } catch (err) {
      this.counters.errors.push(`GET /api/groups/{id}: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.inFlight = false;
      if (this.dirty) this.schedule();
    }
  }

  private get(): Promise<{ status: number; body: string; etag: string | null }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${this.token}`,
        // Compressed as Chromium asks (less deflate and zstd, which the harness would have to decode too).
        'accept-encoding': 'gzip, br',
      };
      if (this.etag) headers['if-none-match'] = this.etag;
      const req = request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          path: `/api/groups/${this.groupId}`,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const etag = res.headers.etag;
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
            resolve({
              status: res.statusCode ?? 0,
              body: body.toString(),
              etag: typeof etag === 'string' ? etag : null,
            });
          });
          res.on('error', reject);
        },
      );
      // A browser's fetch waits as long as it takes; a slow answer shows in the freshness, not as an error.
      req.setTimeout(120_000, () => req.destroy(new Error('no answer in 120 s')));
      req.on('error', reject);
      req.end();
    });
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stream.close();
  }

  /** Closes the connection once the last read has finished. */
  close() {
    this.agent.destroy();
  }
}

type SentBet = LoopBet;

/**
 * Phase 2d (issues 30 and 42, design-contests section 3): `watchers` club members watch one hot Multi Betters group
 * (an event stream each, applying the changes its `group` events carry as the web app does, reading the group only
 * on a gap) while bets arrive at a fixed rate, one combination each; then the same with `largeWatchers` on the one
 * instance. A bet's freshness is the time from its request being sent (an upper bound of its commit) until every
 * watcher holds a board that includes it: the first version whose bet count reaches the bet's rank in placing order
 * (`bets.seq`) and whose taken set holds its combination. At the end every watcher must hold exactly the database's
 * board, and every version must have been the same board for every watcher that held it.
 */
export async function runStorm(report: Report, profile: Profile, world: World, server: RunningServer): Promise<void> {
  await runStormOf(report, profile, world, server, { watchers: profile.storm.watchers, label: 'storm' });
  await runStormOf(report, profile, world, server, {
    watchers: profile.storm.largeWatchers,
    label: `storm ${profile.storm.largeWatchers}`,
  });
}

async function runStormOf(
  report: Report,
  profile: Profile,
  world: World,
  server: RunningServer,
  size: { watchers: number; label: string },
): Promise<void> {
  const { betsPerSecond, seconds } = profile.storm;
  const { label } = size;
  const large = size.watchers !== profile.storm.watchers;
  const matchId = await createMatch(world, `Bench ${label} XI`, 'Watchers XI');
  const groupId = await createGroup(world, matchId, 'Multi Betters');
  const base = new URL(server.url);
  const counters: Counters = { requests: 0, ok: 0, notModified: 0, gaps: 0, errors: [] };
  const versions = new Versions();
  const shared = new SharedWork();
  const watchers: Watcher[] = [];
  for (let i = 0; watchers.length < size.watchers; i++) {
    const member = world.members[i % world.members.length];
    if (!member) throw new Error('no members to watch');
    watchers.push(new Watcher(member.id, member.token, groupId, base, counters, versions, shared));
  }

  // Each screen opens: its stream, then its first read of the group.
  const t0 = performance.now();
  for (let i = 0; i < watchers.length; i += 50) {
    const batch = watchers.slice(i, i + 50);
    const tokens = batch.map((w) => world.members.find((m) => m.id === w.userId)?.token ?? '');
    await Promise.all(batch.map((w, j) => w.stream.open(server.url, tokens[j] as string)));
    await Promise.all(batch.map((w) => w.fetch()));
  }
  report.log(`  ${watchers.length} watchers open in ${round((performance.now() - t0) / 1000, 1)} s`);
  const openingRequests = counters.requests;
  const openingOk = counters.ok;
  const openingNotModified = counters.notModified;

  const total = Math.round(betsPerSecond * seconds);
  const sent: SentBet[] = [];
  const betFailures: string[] = [];
  const meter = new CpuMeter(server.pid, world.pool, world.databaseName);
  await meter.start();
  const target = { url: server.url, world, matchId, groupId, keyPrefix: label.replace(' ', '-') };
  const start = await betOpenLoop(
    target,
    { total, betsPerSecond },
    (bet, answer) => {
      if (answer.status === 201) sent.push(bet);
      else betFailures.push(`bet answered ${answer.status}`);
    },
    betFailures,
  );
  const betSeconds = (performance.now() - start) / 1000;

  // The database's final board; wait (up to 120 s) until every watcher holds it.
  const final = await one<{ version: number; pool: string; bets: string }>(
    world.pool,
    `select (select coalesce(sum(changes), 0) from group_pool_slots where group_id = $1)::integer as version,
            (select coalesce(sum(amount), 0) from group_pool_slots where group_id = $1)::text as pool,
            (select count(*) from bets where group_id = $1)::text as bets`,
    [groupId],
  );
  const takenRows = await rows<{ combination: string }>(
    world.pool,
    'select distinct combination from bets where group_id = $1',
    [groupId],
  );
  const finalTaken = takenMask(takenRows.map((r) => r.combination));
  const finalPool = Number(final.pool);
  const current = (w: Watcher) => {
    const info = w.board ? versions.byVersion.get(w.board.version) : undefined;
    return (
      w.board?.version === final.version &&
      info !== undefined &&
      info.pool === finalPool &&
      info.bets === Number(final.bets) &&
      sameMask(info.taken, finalTaken)
    );
  };
  // A slow server is not a wrong one: wait while events or reads are still due (up to 120 s); once every watcher
  // has been idle for 2 s nothing more will change what it holds.
  const settle = performance.now();
  let idleSince: number | null = null;
  while (performance.now() - settle < 120_000 && !watchers.every(current)) {
    if (watchers.every((w) => w.idle)) idleSince ??= performance.now();
    else idleSince = null;
    if (idleSince !== null && performance.now() - idleSince > 2000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const settleSeconds = (performance.now() - settle) / 1000;
  // Requests still in flight finish before the figures are read.
  await new Promise((r) => setTimeout(r, REFETCH_INTERVAL_MS + REFETCH_JITTER_MS));
  const cpu = await meter.stop();
  const stormSeconds = (performance.now() - start) / 1000;
  const ended = watchers.filter((w) => w.stream.ended).length;
  for (const w of watchers) w.stop();
  // Reads still in flight finish before their sockets close (closing them would count as failed reads).
  await Promise.all(watchers.map((w) => w.pending));
  for (const w of watchers) w.close();

  // Freshness: each bet's rank in placing order, the first version that includes it, then when each watcher came
  // to hold that version or a later one (boards only grow).
  const placed = await rows<{ user_id: string; combination: string }>(
    world.pool,
    'select user_id, combination from bets where group_id = $1 order by seq',
    [groupId],
  );
  const rank = new Map(placed.map((b, i) => [`${b.user_id} ${b.combination}`, i + 1]));
  const seen = [...versions.byVersion].sort(([a], [b]) => a - b);
  const freshness: number[] = [];
  const timed: { at: number; ms: number }[] = [];
  let neverHeld = 0;
  for (const bet of sent) {
    const r = rank.get(`${(world.members[bet.member] as { id: string }).id} ${bet.combination}`);
    const first =
      r === undefined
        ? undefined
        : seen.find(([, info]) => info.bets >= r && hasCombination(info.taken, bet.combination));
    if (!first) {
      neverHeld += 1;
      continue;
    }
    const [version] = first;
    let latest = 0;
    let everyone = true;
    for (const w of watchers) {
      let lo = 0;
      let hi = w.held.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((w.held[mid] as { version: number }).version >= version) hi = mid;
        else lo = mid + 1;
      }
      const h = w.held[lo];
      if (!h) {
        everyone = false;
        break;
      }
      latest = Math.max(latest, h.at);
    }
    if (everyone) {
      freshness.push(Math.max(0, latest - bet.sentAt));
      timed.push({ at: bet.sentAt, ms: Math.max(0, latest - bet.sentAt) });
    } else neverHeld += 1;
  }
  const f = summarize(freshness);
  // Where the tail sits: a stall (a pause of the server or of this harness) shows as one slow stretch of the run.
  const stretches = new Map<number, number[]>();
  for (const { at, ms } of timed) {
    const k = Math.floor((at - start) / 10_000);
    stretches.set(k, [...(stretches.get(k) ?? []), ms]);
  }
  report.note(
    `${label}: freshness p99 by 10 s of bets: ${[...stretches].map(([k, v]) => `${k * 10} s ${round(summarize(v).p99, 0)} ms`).join(', ')}`,
  );
  const stormRequests = counters.requests - openingRequests;
  const stormNotModified = counters.notModified - openingNotModified;
  const stale = watchers.filter((w) => !current(w)).length;
  const errors = counters.errors.length + betFailures.length + ended + versions.differing;

  report.figure({ phase: PHASE, name: `${label}: watchers`, value: watchers.length, unit: 'watchers' });
  report.figure({
    phase: PHASE,
    name: `${label}: bets accepted`,
    value: round(sent.length / betSeconds, 0),
    unit: 'bets/s',
    note: `${sent.length} bets in ${round(betSeconds, 1)} s`,
  });
  report.figure({ phase: PHASE, name: `${label}: freshness p50`, value: round(f.p50, 0), unit: 'ms' });
  report.figure({
    phase: PHASE,
    name: `${label}: freshness p99`,
    value: round(f.p99, 0),
    unit: 'ms',
    target: { op: '<=', value: large ? TARGETS.storm5000FreshnessP99Ms : TARGETS.stormFreshnessP99Ms },
    note: `${freshness.length} bets, from each bet request's start to the last watcher holding it`,
  });
  report.figure({
    phase: PHASE,
    name: `${label}: reads per bet`,
    value: sent.length > 0 ? round(stormRequests / sent.length, 3) : null,
    unit: 'reads/bet',
    ...(large ? {} : { target: { op: '<=' as const, value: TARGETS.stormReadsPerBet } }),
    note: `${stormRequests} group reads (${counters.gaps} gaps met) for ${sent.length} bets, after ${openingRequests} opening reads (${openingOk} answered 200)`,
  });
  report.figure({
    phase: PHASE,
    name: `${label}: 304 share of group requests`,
    value: stormRequests > 0 ? round((100 * stormNotModified) / stormRequests, 1) : null,
    unit: '%',
  });
  report.figure({
    phase: PHASE,
    name: `${label}: errors`,
    value: errors,
    unit: '',
    target: { op: '<=', value: 0, text: '0' },
    note: `${counters.errors.length} group reads, ${betFailures.length} bets, ${ended} streams ended early, ${versions.differing} boards differing at one version`,
  });
  const perSecond = (ms: number) => round(ms / 10 / stormSeconds, 0);
  report.figure({ phase: PHASE, name: `${label}: server CPU`, value: perSecond(cpu.serverMs), unit: '% of a core' });
  report.figure({
    phase: PHASE,
    name: `${label}: PostgreSQL CPU`,
    value: perSecond(cpu.postgresMs),
    unit: '% of a core',
  });
  report.figure({
    phase: PHASE,
    name: `${label}: load generator CPU`,
    value: perSecond(cpu.harnessMs),
    unit: '% of a core',
  });
  const byMessage = new Map<string, number>();
  for (const e of [...counters.errors, ...betFailures]) byMessage.set(e, (byMessage.get(e) ?? 0) + 1);
  for (const [e, n] of [...byMessage].slice(0, 5)) report.note(`${label}: ${n} x ${e}`);

  report.check(
    PHASE,
    `${label}: every bet request accepted`,
    betFailures.length === 0 && sent.length === total,
    betFailures.slice(0, 3).join('; ') || `${sent.length} of ${total}`,
  );
  report.check(
    PHASE,
    `${label}: every watcher ends holding exactly the database's board`,
    stale === 0,
    `${stale} of ${watchers.length} watchers differ ${round(settleSeconds, 1)} s after the last bet; database: version ${final.version}, ${final.bets} bets, pool ${final.pool} paise, ${takenRows.length} taken`,
  );
  report.check(
    PHASE,
    `${label}: every version was one board for every watcher holding it`,
    versions.differing === 0,
    `${versions.differing} differing of ${versions.byVersion.size} versions seen`,
  );
  report.check(
    PHASE,
    `${label}: every bet reached every watcher`,
    neverHeld === 0,
    `${neverHeld} bets not held by all`,
  );
  report.check(
    PHASE,
    `${label}: no watcher request failed and no stream ended early`,
    counters.errors.length === 0 && ended === 0,
    counters.errors.slice(0, 3).join('; ') || `${ended} streams ended`,
  );
}
