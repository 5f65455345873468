import { randomUUID } from 'node:crypto';
import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import {
  checkTeam,
  halfPointsToPoints,
  parseTeamKey,
  slotCode,
  type TeamPick,
  teamHalfPoints,
  teamSheet,
} from '@wicket/shared/fantasy';
import { z } from 'zod';
import type { RunningServer } from '../scripts/lib/server-process';
import { scramble } from './bets';
import { type Profile, TARGETS } from './config';
import { idSchema } from './lib/api';
import { CpuMeter, type CpuUse, reportCpu } from './lib/cpu';
import { inTransaction, one, rows } from './lib/db';
import { burst, type LoadRequest, type LoadResult, runLoad } from './lib/load';
import type { Report } from './lib/report';
import { BET_AMOUNT_PAISE, BET_AMOUNT_RS, createGroup, createMatch, type Member, type World } from './lib/seed';
import { round } from './lib/stats';
import { signToken } from './lib/tokens';

export const FANTASY_ROUTES = [
  'POST /api/matches',
  'PUT /api/matches/{id}/update-players',
  'POST /api/groups',
  'POST /api/groups/{groupId}/teams',
  'GET /api/groups/{groupId}/teams',
  'POST /api/results',
  'PUT /api/results/{resultId}',
];

const PHASE = '2e fantasy';
const TEAM_SIZE = 5;
/** Entries per member in the rescored group (the most a group allows), so its teams need fewer members. */
const MAX_TEAMS = 5;
/** Player prices (credits) by slot, and a budget some teams exceed, so the harness picks like a member must. */
const TEAM1_CREDITS = [10.5, 9.5, 9, 8.5, 8, 7, 6];
const TEAM2_CREDITS = [11, 10, 9, 8, 7.5, 6.5, 6];
const BUDGET = 42;
/** What each of the phase's members is minted (RS): two entries and five teams at RS10 fit many times over. */
const MEMBER_CREDITS_RS = 1_000;

const slots = (names: (i: number) => string) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [String(i), names(i)]));
const TEAM1_PLAYERS = slots((i) => `Home Player ${i + 1}`);
const TEAM2_PLAYERS = slots((i) => `Away Player ${i + 1}`);
const credits = (list: number[]) => Object.fromEntries(list.map((c, i) => [String(i), c]));
const tenths = (list: number[]) => Object.fromEntries(list.map((c, i) => [String(i), Math.round(c * 10)]));
const SHEET = teamSheet(
  { team1: TEAM1_PLAYERS, team2: TEAM2_PLAYERS },
  { team1: tenths(TEAM1_CREDITS), team2: tenths(TEAM2_CREDITS) },
);
const RULES = { teamSize: TEAM_SIZE, budgetTenths: BUDGET * 10 };
const CODES = [
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => slotCode(1, i)),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => slotCode(2, i)),
];

/** Every set of TEAM_SIZE players a member may enter (both teams, within the budget). */
const PLAYER_SETS: string[][] = (() => {
  const out: string[][] = [];
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === TEAM_SIZE) {
      const [c = '', v = ''] = chosen;
      if (checkTeam({ players: chosen, captain: c, viceCaptain: v }, RULES, SHEET).ok) out.push([...chosen]);
      return;
    }
    for (let i = from; i < CODES.length; i++) pick(i + 1, [...chosen, CODES[i] as string]);
  };
  pick(0, []);
  return out;
})();

const randomInt = (n: number) => Math.floor(Math.random() * n);

/** A random valid team, its players in a random order and case as a member's screen might send them. */
function randomTeam(): TeamPick & { key: string; costTenths: number } {
  const players = [...(PLAYER_SETS[randomInt(PLAYER_SETS.length)] as string[])];
  for (let i = players.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [players[i], players[j]] = [players[j] as string, players[i] as string];
  }
  const captain = players[0] as string;
  const viceCaptain = players[1 + randomInt(players.length - 1)] as string;
  const sent = players.map((p) => (Math.random() < 0.3 ? p.toLowerCase() : p));
  const check = checkTeam({ players: sent, captain, viceCaptain }, RULES, SHEET);
  if (!check.ok) throw new Error(`harness built an invalid team: ${check.message}`);
  return { players: sent, captain, viceCaptain, key: check.key, costTenths: check.costTenths };
}

/** The server's pool slot of a member (apps/server/src/lib/group-pool.ts, poolSlotOf). */
const poolSlotOf = (userId: string) => Number.parseInt(userId.slice(-4), 16) % 64;

const randomScores = () => Array.from({ length: 7 }, () => Math.floor(Math.random() * 121) - 10);

export type FantasyOutcome = { entriesPerSecond: number | null };

type EntryTag = { member: number; key: string };

/**
 * Issue 40's phase (design-contests section 1). (1) `entries` members each enter one team in a Fantasy Team group,
 * `clients` (the bets phase's top count) at a time in a closed loop as the bets phase drives bets: one unmeasured
 * round in a group of its own, then ENTRY_ROUNDS measured rounds, each in a new group; the median round's entries/s
 * against the bets phase's requests/s at the same client count. Checked: every entry accepted and stored exactly,
 * each member debited once per entry (entries sent again with their Idempotency-Key replay without a debit), each
 * pool entries x fee, every balance. (2) A group of `teams` teams arranged in SQL (with their ledger rows and pool),
 * then the manager saves the result and changes it through the API: both requests timed (target under 1 s each);
 * every team's stored points checked against the shared rule (teamHalfPoints) and the leaderboard read once.
 */
export async function runFantasy(
  report: Report,
  profile: Profile,
  world: World,
  server: RunningServer,
  jwtSecret: string,
  betsRequestsPerSecond: number | null,
): Promise<FantasyOutcome> {
  const size = profile.fantasy;
  const clients = Math.max(...profile.bets.clients);
  const memberCount = Math.max(size.entries, Math.ceil(size.teams / MAX_TEAMS));
  // Members of their own for the bet rounds beside the entry rounds, so entries, balances and rescoring stay theirs.
  const everyone = await fantasyMembers(world, jwtSecret, memberCount + size.entries);
  const members = everyone.slice(0, memberCount);
  const betters = everyone.slice(memberCount);
  report.note(`fantasy: ${everyone.length} members inserted in SQL, RS ${MEMBER_CREDITS_RS} each`);

  // (1) Entries.
  const matchId = await fantasyMatch(world, 'Fantasy Entry XI', 'Captains XI');
  const warmGroup = await fantasyGroup(world, matchId, 1);
  // The same members enter a team in another group first, unmeasured, the same way: the bets phase is measured
  // after its 20 s at 20 clients, so both figures are of a warmed server (its JIT, the pool's prepared statements).
  const warmCount = size.entries;
  await betAll(server, clients, betters, await createGroup(world, matchId, 'Multi Betters'), matchId);
  const warm = await enterAll(server, clients, members.slice(0, warmCount), warmGroup);
  const warmOk = warm.result.statuses['201'] ?? 0;
  report.check(
    PHASE,
    `warm-up: ${warmCount} entries in another group accepted`,
    warmOk === warmCount,
    `${warmOk} of ${warmCount} (${round(warm.result.requestsPerSecond, 0)} entries/s)`,
  );

  // ENTRY_ROUNDS rounds, each in a group of its own (each member one team in each): a round lasts about a second,
  // so one busy moment of a shared machine moves it; the figure is the median round.
  // Before each entry round, a round of bets as the web app sends them (with an Idempotency-Key; the bets phase sends
  // none) by as many members at the same client count: the path entries are compared with, at the same moment.
  const rounds: (Awaited<ReturnType<typeof enterAll>> & { groupId: string })[] = [];
  const betRounds: LoadResult[] = [];
  const cpu: CpuUse = { serverMs: 0, postgresMs: 0, harnessMs: 0 };
  for (let r = 0; r < ENTRY_ROUNDS; r++) {
    const betGroup = await createGroup(world, matchId, 'Multi Betters');
    betRounds.push(await betAll(server, clients, betters, betGroup, matchId));
    const groupId = await fantasyGroup(world, matchId, 1);
    const meter = new CpuMeter(server.pid, world.pool, world.databaseName);
    await meter.start();
    rounds.push({ groupId, ...(await enterAll(server, clients, members.slice(0, size.entries), groupId)) });
    const used = await meter.stop();
    cpu.serverMs += used.serverMs;
    cpu.postgresMs += used.postgresMs;
    cpu.harnessMs += used.harnessMs;
  }
  const byRate = [...rounds].sort((a, b) => a.result.requestsPerSecond - b.result.requestsPerSecond);
  const median = byRate[Math.floor(byRate.length / 2)] as (typeof rounds)[number];
  const entriesPerSecond = median.result.requestsPerSecond;
  const keyedBetRates = betRounds.map((b) => b.requestsPerSecond).sort((a, b) => a - b);
  const keyedBetsPerSecond = keyedBetRates[Math.floor(keyedBetRates.length / 2)] as number;
  const share = entriesPerSecond / keyedBetsPerSecond;
  const shareOfBetsPhase = betsRequestsPerSecond ? entriesPerSecond / betsRequestsPerSecond : null;
  const roundRates = rounds.map((r) => round(r.result.requestsPerSecond, 0)).join(', ');
  const betRoundRates = betRounds.map((b) => round(b.requestsPerSecond, 0)).join(', ');
  const betsAccepted = betRounds.every((b) => (b.statuses['201'] ?? 0) === betters.length);
  report.check(
    PHASE,
    `${ENTRY_ROUNDS} rounds of ${betters.length} bet requests with an Idempotency-Key: every one accepted`,
    betsAccepted,
    betRounds.map((b) => JSON.stringify(b.statuses)).join('; '),
  );
  report.figure({
    phase: PHASE,
    name: `${size.entries} members entering a team, ${clients} clients: entries/s (median of ${ENTRY_ROUNDS} rounds)`,
    value: round(entriesPerSecond, 0),
    unit: 'entries/s',
    note: `rounds: ${roundRates} entries/s`,
  });
  report.figure({
    phase: PHASE,
    name: `entries/s / bet requests/s, both with an Idempotency-Key (${clients} clients, alternating rounds)`,
    value: round(share, 2),
    unit: '',
    target: { op: '>=', value: TARGETS.fantasyEntriesShareOfBets },
    note: `${round(entriesPerSecond, 0)} entries/s against ${round(keyedBetsPerSecond, 0)} bet requests/s (median rounds; bets ${betRoundRates})`,
  });
  report.figure({
    phase: PHASE,
    name: `entries/s / the bets phase's bet requests/s (${clients} clients, no key on bets)`,
    value: shareOfBetsPhase === null ? null : round(shareOfBetsPhase, 2),
    unit: '',
    note:
      betsRequestsPerSecond === null
        ? 'the bets phase did not run in this run'
        : `${round(entriesPerSecond, 0)} entries/s against ${round(betsRequestsPerSecond, 0)} bet requests/s`,
  });
  report.figure({ phase: PHASE, name: 'entry latency p50', value: round(median.result.latency.p50, 1), unit: 'ms' });
  report.figure({ phase: PHASE, name: 'entry latency p99', value: round(median.result.latency.p99, 1), unit: 'ms' });
  const requests = rounds.reduce((n, r) => n + r.result.requests, 0);
  reportCpu(report, PHASE, `entries at ${clients} clients`, cpu, requests);
  rounds.forEach((r, i) => {
    const statuses = Object.entries(r.result.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    report.note(
      `fantasy entries, round ${i + 1}: ${r.result.requests} requests in ${round(r.result.seconds, 2)} s; by status ${statuses}`,
    );
    for (const [status, sample] of Object.entries(r.result.samples)) report.note(`  first ${status} answer: ${sample}`);
    report.check(
      PHASE,
      `round ${i + 1}: every one of ${size.entries} entries accepted`,
      r.accepted.size === size.entries,
      `${r.accepted.size} accepted; ${statuses}`,
    );
  });

  // The same entries sent again with their keys: the first answer again, nothing debited twice.
  const first = rounds[0] as (typeof rounds)[number];
  const replays = first.queue.slice(0, Math.min(10, first.queue.length));
  const again = await burst(server.url, replays);
  const replayedSame = again.filter((a) => {
    if (a.status !== 201) return false;
    const team = enteredSchema.safeParse(JSON.parse(a.body));
    return team.success && team.data.team._id === first.accepted.get(a.req.tag.member)?.teamId;
  }).length;
  report.check(
    PHASE,
    `${replays.length} entries sent again with their Idempotency-Key replay the first answer`,
    replayedSame === replays.length,
    `${replayedSame} of ${replays.length}`,
  );
  await checkEntries(report, world, members, rounds, warmGroup, warmCount);

  // (2) A big group rescored by the result save.
  await runRescore(report, profile, world, members);
  return { entriesPerSecond };
}

const enteredSchema = z.object({ team: z.object({ _id: z.string() }), balance: z.number() });

/** Measured rounds of entries (each of every member once, in a group of its own). */
const ENTRY_ROUNDS = 3;

/** Every one of `members` enters one random team in `groupId`, `clients` at a time in a closed loop. */
async function enterAll(server: RunningServer, clients: number, members: Member[], groupId: string) {
  const queue = members.map((m, i) => entryRequest(groupId, m, i));
  let next = 0;
  const answered: { tag: EntryTag; body: string }[] = [];
  const uncertain = new Set<number>();
  const result = await runLoad<EntryTag>({
    baseUrl: server.url,
    connections: clients,
    seconds: 600,
    next: () => queue[next++] ?? null,
    expected: (s) => s === 201,
    // Only kept during the load: the load generator shares the machine's two cores with the server.
    onResponse: (_u, req, status, body) => {
      if (status === 201) answered.push({ tag: req.tag, body });
      else if (status === 0) uncertain.add(req.tag.member);
    },
  });
  const accepted = new Map<number, { key: string; teamId: string }>();
  for (const { tag, body } of answered) {
    const team = enteredSchema.safeParse(JSON.parse(body));
    accepted.set(tag.member, { key: tag.key, teamId: team.success ? team.data.team._id : '' });
  }
  return { queue, result, accepted, uncertain };
}

/**
 * Every one of `members` places one bet request in the Multi Betters group `groupId` as the web app sends it: 1 to 5
 * combinations (as the bets phase sends them) with an Idempotency-Key, `clients` at a time in a closed loop.
 */
async function betAll(server: RunningServer, clients: number, members: Member[], groupId: string, matchId: string) {
  const queue: LoadRequest<null>[] = members.map((m) => {
    const count = 1 + randomInt(5);
    const combinations = Array.from({ length: count }, () => '');
    const taken = new Set<string>();
    for (let i = 0; i < count; i++) {
      let c = ALL_COMBINATIONS[randomInt(ALL_COMBINATIONS.length)] as string;
      while (taken.has(c)) c = ALL_COMBINATIONS[randomInt(ALL_COMBINATIONS.length)] as string;
      taken.add(c);
      combinations[i] = scramble(c);
    }
    return {
      method: 'POST',
      path: '/api/bets/multiple',
      token: m.token,
      body: JSON.stringify({ betAmount: BET_AMOUNT_RS, matchId, groupId, combinations }),
      headers: { 'idempotency-key': randomUUID() },
      tag: null,
    };
  });
  let next = 0;
  return runLoad<null>({
    baseUrl: server.url,
    connections: clients,
    seconds: 600,
    next: () => queue[next++] ?? null,
    expected: (s) => s === 201,
  });
}

function entryRequest(groupId: string, member: Member, index: number): LoadRequest<EntryTag> {
  const team = randomTeam();
  const body = JSON.stringify({ players: team.players, captain: team.captain, viceCaptain: team.viceCaptain });
  const idempotencyKey = randomUUID();
  return {
    method: 'POST',
    path: `/api/groups/${groupId}/teams`,
    token: member.token,
    body,
    // As the web app sends an entry (its fee confirmed): a retry cannot pay twice.
    headers: { 'idempotency-key': idempotencyKey },
    tag: { member: index, key: team.key },
  };
}

/**
 * Members of the world's club for this phase, in SQL with RS MEMBER_CREDITS_RS minted each by the manager. Phones
 * `96…` (the API members are `92…`, the world's SQL members `93…`, standings `94…`, the member import's file `95…`).
 */
async function fantasyMembers(world: World, jwtSecret: string, count: number): Promise<Member[]> {
  const paise = BigInt(MEMBER_CREDITS_RS) * 100n;
  const inserted = await inTransaction(world.pool, async (c) => {
    const created = await rows<{ id: string; phone: string }>(
      c,
      `insert into users (first_name, last_name, phone_number, country_code, user_type, password_hash, member_of,
                          referral_code, credits)
       select 'Fantasy', 'Member' || n, '96' || lpad(n::text, 8, '0'), '+91', 'Member',
              (select password_hash from users where id = $1), $2, 'F' || lpad(n::text, 7, '0'), $4::bigint
       from generate_series(1, $3::int) as n
       order by n
       returning id, phone_number as phone`,
      [world.managerId, world.clubId, count, paise.toString()],
    );
    await c.query(
      `insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id)
       select id, 'Credit', 'credit_added', $2::bigint, $2::bigint, 'Benchmark credit', $3
       from unnest($1::uuid[]) as id`,
      [created.map((u) => u.id), paise.toString(), world.managerId],
    );
    return created;
  });
  return inserted.map((u) => ({ id: u.id, phone: u.phone, token: signToken(jwtSecret, u.id) }));
}

/** A match tomorrow with its 14 players named and priced. */
async function fantasyMatch(world: World, team1: string, team2: string): Promise<string> {
  const matchId = await createMatch(world, team1, team2);
  await world.api.ok(z.unknown(), 'PUT', `/api/matches/${matchId}/update-players`, {
    token: world.managerToken,
    body: {
      team1Players: TEAM1_PLAYERS,
      team2Players: TEAM2_PLAYERS,
      team1Credits: credits(TEAM1_CREDITS),
      team2Credits: credits(TEAM2_CREDITS),
    },
  });
  return matchId;
}

async function fantasyGroup(world: World, matchId: string, maxTeams: number): Promise<string> {
  const g = await world.api.ok(idSchema, 'POST', '/api/groups', {
    token: world.managerToken,
    body: {
      betType: 'Fantasy Team',
      betAmount: BET_AMOUNT_RS,
      winnerShare1: 50,
      winnerShare2: 30,
      winnerShare3: 10,
      teamSize: TEAM_SIZE,
      maxTeams,
      creditBudget: BUDGET,
      matchId,
      status: 'Active',
    },
  });
  return g._id;
}

/**
 * Each round's group holds exactly its accepted teams and its pool is their fees; every member was debited once per
 * entry (each round's group and the warm-up's) and holds its credits less those fees.
 */
async function checkEntries(
  report: Report,
  world: World,
  members: Member[],
  rounds: { groupId: string; accepted: Map<number, { key: string; teamId: string }>; uncertain: Set<number> }[],
  warmGroup: string,
  warmCount: number,
) {
  const index = new Map(members.map((m, i) => [m.id, i]));
  const uncertain = new Set(rounds.flatMap((r) => [...r.uncertain]));
  for (const [n, { groupId, accepted }] of rounds.entries()) {
    const label = `round ${n + 1}`;
    const stored = await rows<{ id: string; user_id: string; combination: string }>(
      world.pool,
      'select id, user_id, combination from bets where group_id = $1',
      [groupId],
    );
    let matching = 0;
    let extra = 0;
    for (const b of stored) {
      const i = index.get(b.user_id);
      const a = i === undefined ? undefined : accepted.get(i);
      if (a && a.key === b.combination && a.teamId === b.id) matching += 1;
      else if (i === undefined || !uncertain.has(i)) extra += 1;
    }
    report.check(
      PHASE,
      `${label}: the group holds exactly the accepted teams`,
      matching === accepted.size && extra === 0,
      `${stored.length} stored, ${accepted.size} accepted, ${matching} the same${extra ? `, ${extra} never accepted` : ''}`,
    );
    const pool = await one<{ total: string }>(
      world.pool,
      'select coalesce(sum(amount), 0)::text as total from group_pool_slots where group_id = $1',
      [groupId],
    );
    report.check(
      PHASE,
      `${label}: pool = entries x fee`,
      BigInt(pool.total) === BigInt(stored.length) * BET_AMOUNT_PAISE && stored.length === accepted.size,
      `pool ${pool.total} paise, ${stored.length} entries of ${BET_AMOUNT_PAISE}`,
    );
  }
  const groups = [warmGroup, ...rounds.map((r) => r.groupId)];
  const debits = await rows<{ user_id: string; group_id: string; n: number; amount: string }>(
    world.pool,
    `select user_id, group_id, count(*)::int as n, sum(amount)::text as amount from transactions
     where kind = 'team_entered' and group_id = any($1::uuid[]) group by user_id, group_id`,
    [groups],
  );
  const wrongDebits = debits.filter((d) => d.n !== 1 || BigInt(d.amount) !== BET_AMOUNT_PAISE);
  const expectedDebits = warmCount + rounds.reduce((n, r) => n + r.accepted.size, 0);
  report.check(
    PHASE,
    'each entry debited once, the fee',
    wrongDebits.length === 0 && debits.length === expectedDebits,
    `${debits.length} debits for ${expectedDebits} entries (warm-up included)${wrongDebits.length ? `; ${wrongDebits.length} members debited otherwise in a group` : ''}`,
  );
  const balances = await rows<{ id: string; credits: string }>(
    world.pool,
    'select id, credits::text as credits from users where id = any($1::uuid[])',
    [members.map((m) => m.id)],
  );
  const start = BigInt(MEMBER_CREDITS_RS) * 100n;
  const wrong = balances.filter((b) => {
    const i = index.get(b.id) ?? -1;
    if (uncertain.has(i)) return false;
    const fees = (i < warmCount ? 1n : 0n) + BigInt(rounds.filter((r) => r.accepted.has(i)).length);
    return BigInt(b.credits) !== start - fees * BET_AMOUNT_PAISE;
  });
  report.check(
    PHASE,
    "each member's balance is its credits less its entry fees",
    wrong.length === 0,
    wrong.length ? `${wrong.length} differ, e.g. ${wrong[0]?.id}: ${wrong[0]?.credits}` : `${balances.length} members`,
  );
}

/**
 * A group of `teams` teams (MAX_TEAMS per member), inserted in SQL as entries leave them: bets with their keys and
 * costs, one `team_entered` debit per team, the pool slots; then the result saved and changed through the API.
 */
async function runRescore(report: Report, profile: Profile, world: World, members: Member[]) {
  const total = profile.fantasy.teams;
  const label = `${total.toLocaleString('en-US')}-team group`;
  const matchId = await fantasyMatch(world, 'Fantasy Score XI', 'Leaderboard XI');
  const groupId = await fantasyGroup(world, matchId, MAX_TEAMS);
  const users: string[] = [];
  const keys: string[] = [];
  const costs: number[] = [];
  const poolSlots: number[] = [];
  const byMember = new Map<string, Set<string>>();
  for (let t = 0; t < total; t++) {
    const member = members[t % members.length] as Member;
    const own = byMember.get(member.id) ?? new Set<string>();
    byMember.set(member.id, own);
    let team = randomTeam();
    while (own.has(team.key)) team = randomTeam();
    own.add(team.key);
    users.push(member.id);
    keys.push(team.key);
    costs.push(team.costTenths);
    poolSlots.push(poolSlotOf(member.id));
  }
  const seedStart = performance.now();
  await inTransaction(world.pool, async (c) => {
    await c.query(
      `insert into group_pool_slots (group_id, match_id, slot, amount)
       select $1, $2, s.slot, count(*) * $4::bigint from unnest($3::smallint[]) as s(slot) group by s.slot`,
      [groupId, matchId, poolSlots, BET_AMOUNT_PAISE.toString()],
    );
    await c.query(
      `insert into bets (user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount,
                         team_credits_tenths)
       select t.user_id, $5, $6, t.slot, t.key, false, $7::bigint, t.cost
       from unnest($1::uuid[], $2::text[], $3::int[], $4::smallint[]) with ordinality as t(user_id, key, cost, slot, ord)
       order by t.ord`,
      [users, keys, costs, poolSlots, groupId, matchId, BET_AMOUNT_PAISE.toString()],
    );
    await c.query(
      `insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id)
       select t.user_id, 'Debit', 'team_entered', $2::bigint,
              u.credits - $2::bigint * row_number() over (partition by t.user_id order by t.ord),
              'Entry: Fantasy Score XI vs Leaderboard XI', t.user_id, $3, $4
       from unnest($1::uuid[]) with ordinality as t(user_id, ord) join users u on u.id = t.user_id
       order by t.ord`,
      [users, BET_AMOUNT_PAISE.toString(), matchId, groupId],
    );
    await c.query(
      `update users u set credits = u.credits - x.n * $2::bigint
       from (select user_id, count(*) as n from unnest($1::uuid[]) as user_id group by user_id) x
       where u.id = x.user_id`,
      [users, BET_AMOUNT_PAISE.toString()],
    );
  });
  await world.pool.query('analyze bets');
  report.note(`fantasy ${label}: seeded in SQL in ${round((performance.now() - seedStart) / 1000, 1)} s`);

  const first = { team1Scores: randomScores(), team2Scores: randomScores() };
  let t0 = performance.now();
  const saved = await world.api.ok(z.object({ _id: z.string() }), 'POST', '/api/results', {
    token: world.managerToken,
    body: { matchId, ...first },
  });
  const saveMs = performance.now() - t0;
  report.figure({
    phase: PHASE,
    name: `${label}: result save (every team scored)`,
    value: round(saveMs, 0),
    unit: 'ms',
    target: { op: '<', value: TARGETS.fantasyRescoreMs },
  });
  await checkScores(report, world, groupId, total, first, 'after the result save');

  const second = { team1Scores: randomScores(), team2Scores: randomScores() };
  t0 = performance.now();
  await world.api.ok(z.unknown(), 'PUT', `/api/results/${saved._id}`, { token: world.managerToken, body: second });
  const updateMs = performance.now() - t0;
  report.figure({
    phase: PHASE,
    name: `${label}: result changed (every team rescored)`,
    value: round(updateMs, 0),
    unit: 'ms',
    target: { op: '<', value: TARGETS.fantasyRescoreMs },
  });
  await checkScores(report, world, groupId, total, second, 'after the result changed');

  // The leaderboard a member opens after the deadline: every team, ranked by the new points.
  const member = members[0] as Member;
  t0 = performance.now();
  const board = await world.api.ok(leaderboardSchema, 'GET', `/api/groups/${groupId}/teams`, { token: member.token });
  const boardMs = performance.now() - t0;
  report.figure({ phase: PHASE, name: `${label}: leaderboard read`, value: round(boardMs, 0), unit: 'ms' });
  const ordered = board.teams.every((t, i) => i === 0 || (board.teams[i - 1]?.points ?? 0) >= (t.points ?? 0));
  const pointsRight = board.teams.every(
    (t) =>
      t.points ===
      halfPointsToPoints(
        teamHalfPoints(
          { players: t.players, captain: t.captain, viceCaptain: t.viceCaptain },
          second.team1Scores,
          second.team2Scores,
        ),
      ),
  );
  report.check(
    PHASE,
    `${label}: the leaderboard lists every team, best first, with the new points`,
    board.entries === total && board.teams.length === total && ordered && pointsRight,
    `${board.entries} entries, ${board.teams.length} teams, ordered ${ordered}, points right ${pointsRight}`,
  );
}

const leaderboardSchema = z.object({
  entries: z.number(),
  teams: z.array(
    z.object({
      players: z.array(z.string()),
      captain: z.string(),
      viceCaptain: z.string(),
      points: z.number().nullable(),
    }),
  ),
});

/** Every team's stored score is its half points by the shared rule for these scores. */
async function checkScores(
  report: Report,
  world: World,
  groupId: string,
  total: number,
  scores: { team1Scores: number[]; team2Scores: number[] },
  when: string,
) {
  const stored = await rows<{ combination: string; score: number | null }>(
    world.pool,
    'select combination, score from bets where group_id = $1',
    [groupId],
  );
  const wrong = stored.filter(
    (b) => b.score !== teamHalfPoints(parseTeamKey(b.combination), scores.team1Scores, scores.team2Scores),
  );
  report.check(
    PHASE,
    `every team's points ${when}`,
    stored.length === total && wrong.length === 0,
    `${stored.length} teams, ${wrong.length} wrong${wrong[0] ? ` (e.g. ${wrong[0].combination}: ${wrong[0].score})` : ''}`,
  );
}
