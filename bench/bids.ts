import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type { RunningServer } from '../scripts/lib/server-process';
import { type Profile, TARGETS } from './config';
import { idSchema } from './lib/api';
import { CpuMeter, reportCpu } from './lib/cpu';
import { rows } from './lib/db';
import { type LoadRequest, runLoad } from './lib/load';
import type { Report } from './lib/report';
import { createMatch, type World } from './lib/seed';
import { round } from './lib/stats';

export const BID_ROUTES = ['POST /api/matches', 'POST /api/groups', 'POST /api/bids', 'GET /api/bids/group/:groupId'];

const PHASE = '2c bids';
/** Opening bid and minimum increment of the bench's Bidding Method group, paise. */
const OPENING_PAISE = 1000;
const INCREMENT_PAISE = 100;

type BidTag = { member: number; lot: string; amount: number };

/**
 * Phase 2c: `clients` members bidding on a few hot lots of one Bidding Method group (design-match-day section 6).
 * Each client bids on a random hot lot at the least amount it last saw (its view is often stale, so many bids get
 * 409 with the new least amount, as on a busy screen). Checks: each lot's standing bid is the highest accepted bid
 * on it and belongs to that bidder; every member has paid, net, exactly the lots it holds; the pool is their sum.
 */
export async function runBids(report: Report, profile: Profile, world: World, server: RunningServer): Promise<void> {
  const { clients, lots: lotCount, seconds } = profile.bids;
  const matchId = await createMatch(world, 'Bench Bids XI', 'Auction XI');
  const group = await world.api.ok(idSchema, 'POST', '/api/groups', {
    token: world.managerToken,
    body: {
      betType: 'Bidding Method',
      betAmount: OPENING_PAISE / 100,
      minimumIncrement: INCREMENT_PAISE / 100,
      winnerShare1: 50,
      winnerShare2: 30,
      winnerShare3: 10,
      matchId,
      status: 'Active',
    },
  });
  const groupId = group._id;
  const hot = ALL_COMBINATIONS.slice(0, lotCount);
  /** The least next bid each lot had when last heard of (paise), as a client on a phone would know it. */
  const least = new Map(hot.map((lot) => [lot, OPENING_PAISE]));
  const accepted = new Map<string, { member: number; amount: number }>();
  let acceptedBids = 0;
  let uncertain = 0;
  /** The first answer of each unexpected status, so the table's error count says what went wrong. */
  const refusals = new Map<number, string>();
  const leastIn = (body: string): number | null => {
    const m = /Bid at least RS(\d+(?:\.\d+)?)/.exec(body);
    return m ? Math.round(Number(m[1]) * 100) : null;
  };

  const next = (): LoadRequest<BidTag> => {
    const lot = hot[Math.floor(Math.random() * hot.length)] as string;
    const member = Math.floor(Math.random() * world.members.length);
    // Now and then a jump above the least bid, as bidders do.
    const amount = (least.get(lot) ?? OPENING_PAISE) + (Math.random() < 0.2 ? INCREMENT_PAISE : 0);
    return {
      method: 'POST',
      path: '/api/bids',
      token: (world.members[member] ?? { token: '' }).token,
      body: JSON.stringify({ groupId, matchId, combination: lot, amount: amount / 100 }),
      tag: { member, lot, amount },
    };
  };
  const meter = new CpuMeter(server.pid, world.pool, world.databaseName);
  await meter.start();
  const result = await runLoad<BidTag>({
    baseUrl: server.url,
    connections: clients,
    seconds,
    next,
    expected: (s) => s === 201 || s === 409,
    onResponse: (_u, req, status, body) => {
      const { lot, member, amount } = req.tag;
      if (status === 201) {
        acceptedBids += 1;
        const top = accepted.get(lot);
        if (!top || amount > top.amount) accepted.set(lot, { member, amount });
        least.set(lot, Math.max(least.get(lot) ?? 0, amount + INCREMENT_PAISE));
      } else if (status === 409) {
        const n = leastIn(body);
        if (n !== null) least.set(lot, Math.max(least.get(lot) ?? 0, n));
      } else if (status === 0) {
        uncertain += 1;
      } else if (!refusals.has(status)) {
        refusals.set(status, body.slice(0, 200));
      }
    },
  });

  const cpu = await meter.stop();

  const errors = Object.entries(result.statuses)
    .filter(([s]) => s !== '201' && s !== '409')
    .reduce((n, [, v]) => n + v, 0);
  const name = (what: string) => `${what}, ${clients} clients on ${lotCount} lots`;
  report.figure({
    phase: PHASE,
    name: name('bid requests/s'),
    value: round(result.requestsPerSecond, 0),
    unit: 'req/s',
  });
  report.figure({
    phase: PHASE,
    name: name('bids accepted/s'),
    value: round(acceptedBids / result.seconds, 0),
    unit: 'bids/s',
  });
  report.figure({ phase: PHASE, name: name('latency p50'), value: round(result.latency.p50, 1), unit: 'ms' });
  report.figure({
    phase: PHASE,
    name: name('latency p99'),
    value: round(result.latency.p99, 1),
    unit: 'ms',
    target: { op: '<', value: TARGETS.bidsP99Ms },
  });
  report.figure({
    phase: PHASE,
    name: name('errors other than 409'),
    value: errors,
    unit: '',
    target: { op: '<=', value: 0, text: '0' },
  });
  reportCpu(report, PHASE, name('bids'), cpu, result.requests);
  const statuses = Object.entries(result.statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  report.note(`bids: ${result.requests} requests in ${round(result.seconds, 1)} s; by status ${statuses}`);
  for (const [status, body] of refusals) report.note(`bids: the first ${status} answered ${body}`);

  // Each lot's standing bid is the highest accepted one, held by its bidder (exact unless a socket failed).
  const standing = await rows<{ combination: string; user_id: string; amount: string }>(
    world.pool,
    `select combination, user_id, bet_amount::text as amount from bets where group_id = $1::uuid`,
    [groupId],
  );
  const wrong = standing.filter((row) => {
    const top = accepted.get(row.combination);
    if (!top) return uncertain === 0;
    const amount = Number(row.amount);
    if (uncertain > 0) return amount < top.amount;
    return amount !== top.amount || row.user_id !== world.members[top.member]?.id;
  });
  report.check(
    PHASE,
    'each lot stands at its highest accepted bid, held by that bidder',
    wrong.length === 0 && (uncertain > 0 || standing.length === accepted.size),
    `${wrong.length} lots differ; ${standing.length} lots held, ${accepted.size} bid on; ${uncertain} unanswered`,
  );
  // Nobody pays for a lot it does not hold: net debits of the group's bids per member equal the lots it holds.
  const unfair = await rows<{ user_id: string; paid: string; held: string }>(
    world.pool,
    `with paid as (
       select user_id, sum(case when type = 'Debit' then amount else -amount end) as paid
       from transactions where group_id = $1::uuid group by user_id
     ), held as (
       select user_id, sum(bet_amount) as held from bets where group_id = $1::uuid group by user_id
     )
     select coalesce(p.user_id, h.user_id) as user_id, coalesce(p.paid, 0)::text as paid, coalesce(h.held, 0)::text as held
     from paid p full join held h on h.user_id = p.user_id
     where coalesce(p.paid, 0) <> coalesce(h.held, 0)`,
    [groupId],
  );
  report.check(
    PHASE,
    'every member has paid, net, exactly the standing bids it holds',
    unfair.length === 0,
    unfair
      .slice(0, 3)
      .map((u) => `${u.user_id}: paid ${u.paid}, holds ${u.held}`)
      .join('; '),
  );
  const [pool] = await rows<{ pool: string; bids: string }>(
    world.pool,
    `select (select coalesce(sum(amount), 0) from group_pool_slots where group_id = $1::uuid)::text as pool,
            (select coalesce(sum(bet_amount), 0) from bets where group_id = $1::uuid)::text as bids`,
    [groupId],
  );
  report.check(
    PHASE,
    'the pool is the sum of the standing bids',
    pool?.pool === pool?.bids,
    `${pool?.pool} vs ${pool?.bids}`,
  );
}
