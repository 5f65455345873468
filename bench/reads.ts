import autocannon from 'autocannon';
import { z } from 'zod';
import type { RunningServer } from '../scripts/lib/server-process';
import { type Profile, TARGETS } from './config';
import { reportShareOfHealth, shareInAlternateSlices } from './lib/alternate';
import { CpuMeter, reportCpu } from './lib/cpu';
import { one, rows } from './lib/db';
import type { Report } from './lib/report';
import { createGroupWithBets, createMatch, type World } from './lib/seed';
import { round } from './lib/stats';

export const READ_ROUTES = [
  'POST /api/matches',
  'POST /api/groups',
  'GET /api/matches/club/{clubId}',
  'GET /api/groups/{id}',
  'GET /api/bets/group/{groupId}',
];

const PHASE = '4 reads';
/** The page View Bets asks for (design-match-day section 9): 100 bets. */
const PAGE_SIZE = 100;

const groupDetailSchema = z.object({
  _id: z.string(),
  CombinationsMaster: z.array(z.string()),
  SelectedCombinations: z.array(z.string()),
});

/**
 * Phase 4: read paths at 20 clients, each connection a different member: the club's match list, a group with its
 * combination lists, and the bets of a group holding `groupBets` bets, one page of 100 (what View Bets reads) and the
 * whole list. Each answer is checked once first.
 */
export async function runReads(report: Report, profile: Profile, world: World, server: RunningServer) {
  const existing = await one<{ n: string }>(world.pool, 'select count(*)::text as n from matches where club_id = $1', [
    world.clubId,
  ]);
  const readMatch = await createMatch(world, 'Bench Reads XI', 'Readers XI', 2);
  for (let i = Number(existing.n) + 1; i < profile.reads.matches; i++) {
    await createMatch(world, `Fixture ${i} XI`, `Opponents ${i} XI`, 1 + (i % 10));
  }
  const groupId = await createGroupWithBets(world, readMatch, profile.reads.groupBets);
  await world.pool.query('analyze');
  const member = world.members[0];
  if (!member) throw new Error('no members');

  // Answers are right before they are fast.
  const matchesInClub = await one<{ n: string }>(
    world.pool,
    'select count(*)::text as n from matches where club_id = $1',
    [world.clubId],
  );
  const list = await world.api.ok(z.array(z.object({ _id: z.string() })), 'GET', `/api/matches/club/${world.clubId}`, {
    token: member.token,
  });
  report.check(
    PHASE,
    "match list holds the club's matches",
    list.some((m) => m._id === readMatch) && list.length <= Number(matchesInClub.n),
    `${list.length} listed, ${matchesInClub.n} in the club`,
  );
  const detail = await world.api.ok(groupDetailSchema, 'GET', `/api/groups/${groupId}`, { token: member.token });
  const taken = await one<{ n: string }>(
    world.pool,
    'select count(distinct combination)::text as n from bets where group_id = $1',
    [groupId],
  );
  report.check(
    PHASE,
    'group detail: CombinationsMaster and SelectedCombinations split the 364 combinations',
    detail.SelectedCombinations.length === Number(taken.n) &&
      detail.CombinationsMaster.length + detail.SelectedCombinations.length === 364 &&
      new Set([...detail.CombinationsMaster, ...detail.SelectedCombinations]).size === 364,
    `${detail.CombinationsMaster.length} free, ${detail.SelectedCombinations.length} taken, ${taken.n} taken in the database`,
  );
  const bets = await world.api.call('GET', `/api/bets/group/${groupId}`, { token: member.token });
  const betCount = Array.isArray(bets.body) ? bets.body.length : -1;
  report.check(
    PHASE,
    `bets of the ${profile.reads.groupBets}-bet group are all listed`,
    bets.status === 200 && betCount === profile.reads.groupBets,
    `status ${bets.status}, ${betCount} bets, ${Math.round(JSON.stringify(bets.body).length / 1024)} KB of JSON`,
  );
  const compressed = await fetch(`${server.url}/api/bets/group/${groupId}`, {
    headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': 'br' },
  });
  const decoded = (await compressed.json()) as unknown;
  report.check(
    PHASE,
    'the compressed bet list is the same list',
    compressed.headers.get('content-encoding') === 'br' && JSON.stringify(decoded) === JSON.stringify(bets.body),
    `content-encoding ${compressed.headers.get('content-encoding')}`,
  );
  // Pages: the first, one in the middle, the last and one past the end, each against the database's placing order.
  const lastPage = Math.ceil(profile.reads.groupBets / PAGE_SIZE);
  const pageProblems: string[] = [];
  for (const page of [1, Math.ceil(lastPage / 2), lastPage, lastPage + 1]) {
    const expected = await rows<{ id: string }>(
      world.pool,
      'select id from bets where group_id = $1 order by seq limit $2 offset $3',
      [groupId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    const res = await world.api.call('GET', `/api/bets/group/${groupId}?page=${page}&limit=${PAGE_SIZE}`, {
      token: member.token,
    });
    const body = res.body as { bets?: { _id: string }[]; total?: number; page?: number; limit?: number };
    const ids = body.bets?.map((b) => b._id) ?? [];
    const right =
      res.status === 200 &&
      body.total === profile.reads.groupBets &&
      body.page === page &&
      body.limit === PAGE_SIZE &&
      JSON.stringify(ids) === JSON.stringify(expected.map((r) => r.id));
    if (!right) pageProblems.push(`page ${page}: status ${res.status}, ${ids.length} bets, total ${body.total}`);
  }
  report.check(
    PHASE,
    `pages of ${PAGE_SIZE} are the right slices of the placing order, with the total (first, middle, last, past the end)`,
    pageProblems.length === 0,
    pageProblems.join('; ') || undefined,
  );
  const pageText = await fetch(`${server.url}/api/bets/group/${groupId}?page=1&limit=${PAGE_SIZE}`, {
    headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': 'gzip' },
  });
  const pageBytes = Number(pageText.headers.get('content-length') ?? 0);
  const pageJson = (await pageText.json()) as unknown;
  report.figure({
    phase: PHASE,
    name: `one page of ${PAGE_SIZE} bets: JSON, gzip on the wire`,
    value: round(pageBytes / 1024, 1),
    unit: 'KB',
    note: `${round(JSON.stringify(pageJson).length / 1024, 1)} KB of JSON`,
  });

  const text = JSON.stringify([bets.body, pageJson]);
  const leaked = world.members.slice(1, 20).filter((m) => text.includes(m.phone));
  report.check(
    PHASE,
    "a member's view of a group's bets shows no other member's phone number",
    leaked.length === 0,
    leaked.length ? `${leaked.length} phone numbers visible` : undefined,
  );

  // Readers send what Chromium sends; the big list is also measured from a client that takes no compression.
  const browserEncoding = 'gzip, deflate, br, zstd';
  const paths: {
    name: string;
    path: string;
    /** Its least share of the health check's rate (issue 30), measured in alternate slices beside it. */
    shareOfHealth?: number;
    seconds?: number;
    acceptEncoding?: string;
  }[] = [
    // Baseline: one `select 1` round trip, no token, no rows: what any request costs here before its own work.
    { name: 'baseline GET /api/health', path: '/api/health', seconds: Math.min(5, profile.reads.seconds) },
    {
      name: 'GET /api/matches/club/{clubId}',
      path: `/api/matches/club/${world.clubId}`,
      shareOfHealth: TARGETS.matchListShareOfHealth,
    },
    {
      name: 'GET /api/groups/{id}',
      path: `/api/groups/${groupId}`,
      shareOfHealth: TARGETS.groupDetailShareOfHealth,
    },
    {
      name: `GET /api/bets/group/{groupId}?page=1&limit=${PAGE_SIZE} (${profile.reads.groupBets} bets)`,
      path: `/api/bets/group/${groupId}?page=1&limit=${PAGE_SIZE}`,
      shareOfHealth: TARGETS.betPageShareOfHealth,
    },
    {
      name: `GET /api/bets/group/{groupId} (${profile.reads.groupBets} bets, whole list)`,
      path: `/api/bets/group/${groupId}`,
    },
    {
      name: `GET /api/bets/group/{groupId} (${profile.reads.groupBets} bets, whole list), no Accept-Encoding`,
      path: `/api/bets/group/${groupId}`,
      acceptEncoding: '',
    },
  ];
  const health = paths[0] as (typeof paths)[number];
  const loaders = (p: (typeof paths)[number]) => {
    let next = 0;
    return (seconds: number) =>
      autocannon({
        url: `${server.url}${p.path}`,
        connections: profile.reads.clients,
        duration: seconds,
        timeout: 30,
        setupClient: (client) => {
          const m = world.members[next++ % world.members.length] ?? member;
          const encoding = p.acceptEncoding ?? browserEncoding;
          client.setHeaders({
            authorization: `Bearer ${m.token}`,
            ...(encoding ? { 'accept-encoding': encoding } : {}),
          });
        },
      });
  };
  const sliceSeconds = Math.max(0.5, Math.min(2, profile.reads.seconds / 2));
  for (const p of paths) {
    const load = loaders(p);
    // Unmeasured first: the server's (and the load generator's) JIT compiles this path's code, so the figure is the
    // steady state every path is compared in. Without it the first seconds of a path ran at about two thirds speed.
    await load(profile.reads.warmupSeconds);
    const meter = new CpuMeter(server.pid, world.pool, world.databaseName);
    await meter.start();
    const result = await load(p.seconds ?? profile.reads.seconds);
    const cpu = await meter.stop();
    const rps = result.requests.total / result.duration;
    report.figure({ phase: PHASE, name: `${p.name} requests/s`, value: round(rps, 0), unit: 'req/s' });
    if (p.shareOfHealth !== undefined) {
      const share = await shareInAlternateSlices(loaders(health), load, sliceSeconds);
      reportShareOfHealth(report, PHASE, p.name, share, p.shareOfHealth);
    }
    report.figure({ phase: PHASE, name: `${p.name} p99`, value: result.latency.p99, unit: 'ms' });
    reportCpu(report, PHASE, `${p.name}`, cpu, result.requests.total);
    const failures = result.non2xx + result.errors;
    report.figure({
      phase: PHASE,
      name: `${p.name} errors`,
      value: failures,
      unit: '',
      target: { op: '<=', value: 0, text: '0' },
    });
    if (failures > 0) {
      const codes = Object.entries(result.statusCodeStats)
        .map(([code, s]) => `${code}: ${s.count}`)
        .join(', ');
      report.note(`${p.name}: ${result.errors} socket errors, ${result.timeouts} timeouts; by status ${codes}`);
    }
  }
}
