import autocannon from 'autocannon';
import { z } from 'zod';
import type { RunningServer } from '../scripts/lib/server-process';
import { type Profile, TARGETS } from './config';
import { reportShareOfHealth, shareInAlternateSlices } from './lib/alternate';
import { idSchema, mapLimit } from './lib/api';
import { CpuMeter, reportCpu } from './lib/cpu';
import { inTransaction, rows } from './lib/db';
import type { Report } from './lib/report';
import { createGroup, createMatch, insertBets, login, type Member, type World } from './lib/seed';
import { round } from './lib/stats';
import { signToken } from './lib/tokens';

export const STANDINGS_ROUTES = [
  'POST /api/clubs',
  'POST /api/matches',
  'POST /api/groups',
  'POST /api/results',
  'POST /api/matches/{id}/approve-credits',
  'GET /api/clubs/{clubId}/standings',
  'GET /api/groups/{id}/standings',
];

const PHASE = '6 standings';
const STANDINGS_MANAGER_PHONE = '9100000002';
const STANDINGS_MANAGER_PASSWORD = 'bench-manager-2';

const standingSchema = z.object({
  user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  matches: z.number(),
  bets: z.number(),
  staked: z.number(),
  won: z.number(),
  net: z.number(),
  wins: z.number(),
  firsts: z.number(),
  referral: z.number(),
  rank: z.number(),
});

const randomScores = () => Array.from({ length: 7 }, () => Math.floor(Math.random() * 121) - 10);

/**
 * Phase 6 (design-match-day section 7): a club of its own with `members` members (one in ten referred, so
 * commissions are paid) and `matches` matches settled through the API, each with one Multi Betters group holding
 * `betsPerMember` bets of every member (seeded in SQL, ledger included). The standings are checked against the
 * ledger and the winners records, then read by `clients` members at once.
 */
export async function runStandings(
  report: Report,
  profile: Profile,
  world: World,
  server: RunningServer,
  jwtSecret: string,
) {
  const size = profile.standings;
  const club = await world.api.ok(z.object({ _id: z.string() }), 'POST', '/api/clubs', {
    token: world.adminToken,
    body: {
      clubName: 'Standings Club',
      managerFirstName: 'Season',
      managerLastName: 'Manager',
      managerEmail: 'season@bench.example',
      countryCode: '+91',
      managerPhone: STANDINGS_MANAGER_PHONE,
      managerPassword: STANDINGS_MANAGER_PASSWORD,
      managerShare: 10,
      adminShare: 5,
    },
  });
  const manager = await login(world.api, STANDINGS_MANAGER_PHONE, STANDINGS_MANAGER_PASSWORD);
  const inserted = await inTransaction(world.pool, async (c) => {
    const created = await rows<{ id: string; phone: string }>(
      c,
      `insert into users (first_name, last_name, phone_number, country_code, user_type, password_hash, member_of,
                          referral_code)
       select 'Season', 'Member' || n, '94' || lpad(n::text, 8, '0'), '+91', 'Member',
              (select password_hash from users where id = $1), $2, 'S' || lpad(n::text, 7, '0')
       from generate_series(1, $3::int) as n
       order by n
       returning id, phone_number as phone`,
      [manager._id, club._id, size.members],
    );
    const referrer = created[0]?.id;
    await c.query(
      `update users set referred_by = $1 where member_of = $2 and user_type = 'Member' and id <> $1
         and right(phone_number, 1) = '0'`,
      [referrer, club._id],
    );
    return created;
  });
  const members: Member[] = inserted.map((u) => ({ id: u.id, phone: u.phone, token: signToken(jwtSecret, u.id) }));
  const season: World = { ...world, clubId: club._id, managerId: manager._id, managerToken: manager.token, members };

  const t0 = performance.now();
  const matchIds = await mapLimit(
    Array.from({ length: size.matches }, (_, i) => i),
    2,
    (i) => createMatch(season, `Season ${i + 1} XI`, `Rivals ${i + 1} XI`),
  );
  const groupIds = await mapLimit(matchIds, 2, (matchId) => createGroup(season, matchId, 'Multi Betters'));
  await insertBets(world.pool, {
    groupIds,
    betsPerGroup: size.members * size.betsPerMember,
    memberIds: members.map((m) => m.id),
    managerId: manager._id,
  });
  await mapLimit(matchIds, 2, async (matchId) => {
    await world.api.ok(idSchema, 'POST', '/api/results', {
      token: manager.token,
      body: { matchId, team1Scores: randomScores(), team2Scores: randomScores() },
    });
    await world.api.ok(z.unknown(), 'POST', `/api/matches/${matchId}/approve-credits`, { token: manager.token });
  });
  // A season: one match a day, the last one yesterday.
  await world.pool.query(
    `update matches m set date_time = date_trunc('day', now()) - make_interval(days => x.n::int) + interval '14 hours'
     from (select id, row_number() over (order by created_at, id) as n from matches where club_id = $1) x
     where m.id = x.id`,
    [club._id],
  );
  await world.pool.query('analyze');
  report.note(
    `standings: ${size.members} members, ${size.matches} matches settled through the API, ` +
      `${size.members * size.betsPerMember * size.matches} bets, in ${round((performance.now() - t0) / 1000, 1)} s`,
  );

  // Right before fast: every figure against the ledger (stakes) and the winners records, order and ranks by rule.
  const reader = members[0] as Member;
  const url = `/api/clubs/${club._id}/standings`;
  const answer = await world.api.ok(z.array(standingSchema), 'GET', url, { token: reader.token });
  const expected = await rows<{
    user_id: string;
    staked: string;
    won: string;
    wins: string;
    firsts: string;
    referral: string;
    matches: string;
  }>(
    world.pool,
    `with m as (select id from matches where club_id = $1 and status = 'Announced'),
     s as (select t.user_id, sum(t.amount) as staked, count(distinct t.match_id) as matches from transactions t
           join m on m.id = t.match_id where t.kind = 'bet_placed' group by t.user_id),
     w as (select w.user_id, sum(w.amount_won) as won, count(*) as wins, count(*) filter (where w.place = 1) as firsts
           from winners w join groups g on g.id = w.group_id join m on m.id = g.match_id group by w.user_id),
     r as (select t.user_id, sum(t.amount) as referral from transactions t join m on m.id = t.match_id
           where t.kind = 'referral_commission' group by t.user_id)
     select s.user_id, s.staked::text, coalesce(w.won, 0)::text as won, coalesce(w.wins, 0)::text as wins,
            coalesce(w.firsts, 0)::text as firsts, coalesce(r.referral, 0)::text as referral, s.matches::text
     from s left join w on w.user_id = s.user_id left join r on r.user_id = s.user_id`,
    [club._id],
  );
  const byUser = new Map(expected.map((e) => [e.user_id, e]));
  const rs = (paise: string) => Number(paise) / 100;
  const wrong = answer.filter((row) => {
    const e = byUser.get(row.user._id);
    return (
      !e ||
      row.staked !== rs(e.staked) ||
      row.won !== rs(e.won) ||
      Math.round(row.net * 100) !== Number(e.won) - Number(e.staked) ||
      row.wins !== Number(e.wins) ||
      row.firsts !== Number(e.firsts) ||
      row.referral !== rs(e.referral) ||
      row.matches !== Number(e.matches)
    );
  });
  report.check(
    PHASE,
    'standings: one row per member who bet, every figure as the ledger and winners records say',
    answer.length === expected.length && answer.length === size.members && wrong.length === 0,
    `${answer.length} rows, ${expected.length} bettors, ${wrong.length} differ`,
  );
  const misordered = answer.filter((row, i) => {
    const better = answer.filter((o) => o.net > row.net || (o.net === row.net && o.won > row.won)).length;
    const prev = answer[i - 1];
    const inOrder = !prev || prev.net > row.net || (prev.net === row.net && prev.won >= row.won);
    return row.rank !== better + 1 || !inOrder;
  });
  report.check(
    PHASE,
    'standings: sorted by net then won; equal net and won share a rank, the next rank skips',
    misordered.length === 0,
    `${misordered.length} rows out of place; ${new Set(answer.map((r) => r.rank)).size} distinct ranks`,
  );
  const leaked = members.slice(0, 50).filter((m) => JSON.stringify(answer).includes(m.phone));
  report.check(PHASE, 'standings: no phone numbers', leaked.length === 0, `${leaked.length} visible`);

  // A settled group's own standings (GET /api/groups/{id}/standings): every bet ranked, one row per bet.
  const groupId = groupIds[0] as string;
  const groupUrl = `/api/groups/${groupId}/standings`;
  const groupAnswer = await world.api.ok(
    z.object({ provisional: z.boolean(), rows: z.array(z.object({ _id: z.string() })) }),
    'GET',
    groupUrl,
    { token: reader.token },
  );
  const groupBets = await rows<{ n: string }>(world.pool, 'select count(*)::text as n from bets where group_id = $1', [
    groupId,
  ]);
  report.check(
    PHASE,
    'group standings: one row per bet of the settled group, final',
    !groupAnswer.provisional && groupAnswer.rows.length === Number(groupBets[0]?.n ?? -1),
    `${groupAnswer.rows.length} rows, ${groupBets[0]?.n} bets, provisional ${groupAnswer.provisional}`,
  );

  const betsPerGroup = size.members * size.betsPerMember;
  // Club standings against the health check, both loaded in alternate slices (issue 30: at least 0.5 of it).
  await measure('/api/health', `baseline GET /api/health at ${size.clients} clients`);
  const standingsName = `GET /api/clubs/{clubId}/standings (${size.members} members, ${size.matches} matches) at ${size.clients} clients`;
  await measure(url, standingsName);
  const share = await shareInAlternateSlices(
    (seconds) => load('/api/health', seconds),
    (seconds) => load(url, seconds),
    Math.max(0.5, Math.min(2, size.seconds / 2)),
  );
  reportShareOfHealth(report, PHASE, standingsName, share, TARGETS.standingsShareOfHealth);
  await measure(groupUrl, `GET /api/groups/{id}/standings (${betsPerGroup} bets) at ${size.clients} clients`);

  function load(path: string, seconds: number) {
    let next = 0;
    return autocannon({
      url: `${server.url}${path}`,
      connections: size.clients,
      duration: seconds,
      timeout: 30,
      setupClient: (client) => {
        const m = members[next++ % members.length] ?? reader;
        client.setHeaders({ authorization: `Bearer ${m.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' });
      },
    });
  }

  async function measure(path: string, name: string): Promise<void> {
    const meter = new CpuMeter(server.pid, world.pool, world.databaseName);
    await meter.start();
    const result = await load(path, size.seconds);
    const cpu = await meter.stop();
    const rps = result.requests.total / result.duration;
    report.figure({ phase: PHASE, name: `${name} requests/s`, value: round(rps, 0), unit: 'req/s' });
    report.figure({ phase: PHASE, name: `${name} p99`, value: result.latency.p99, unit: 'ms' });
    reportCpu(report, PHASE, name, cpu, result.requests.total);
    const failures = result.non2xx + result.errors;
    report.figure({
      phase: PHASE,
      name: `${name} errors`,
      value: failures,
      unit: '',
      target: { op: '<=', value: 0, text: '0' },
    });
  }
}
