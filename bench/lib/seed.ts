import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import type pg from 'pg';
import { z } from 'zod';
import { type Api, idSchema, mapLimit } from './api';
import { inTransaction, one, rows } from './db';
import { signToken } from './tokens';

export const ADMIN_PHONE = '9000000001';
export const ADMIN_PASSWORD = 'bench-admin-1';

/**
 * The environment of a measured server: production mode on the run's database, the admin the seed signs in as, and
 * the pool size the caller chose (DB_POOL_SIZE) unless `extra` overrides it.
 */
export function benchServerEnv(databaseUrl: string, jwtSecret: string, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: databaseUrl,
    DEMO: 'off',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ADMIN_PHONE,
    ADMIN_PASSWORD,
    JWT_SECRET: jwtSecret,
    ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
    ...extra,
  };
}

const MANAGER_PHONE = '9100000001';
const MANAGER_PASSWORD = 'bench-manager-1';
export const MEMBER_PASSWORD = 'bench-member-1';
/** Every group the harness creates costs RS10 a combination. */
export const BET_AMOUNT_RS = 10;
export const BET_AMOUNT_PAISE = 1000n;

export type Member = { id: string; token: string; phone: string };

/** The club everything happens in, its people and their tokens. */
export type World = {
  api: Api;
  pool: pg.Pool;
  adminId: string;
  adminToken: string;
  clubId: string;
  managerId: string;
  managerToken: string;
  /** Members registered through the API (they log in with MEMBER_PASSWORD), then the ones created in SQL. */
  members: Member[];
  /** RS each member was given through add-credit. */
  creditsRs: number;
  /** How the SQL members' tokens were obtained. */
  tokenSource: 'signed' | 'login';
  /** The run database's name, to find its PostgreSQL backends. */
  databaseName: string;
};

/** The routes arranging the world needs. */
export const WORLD_ROUTES = [
  'POST /api/users/login',
  'POST /api/clubs',
  'POST /api/users/register-member',
  'POST /api/users/welcome/{token}',
  'PUT /api/users/add-credit/{id}',
  'GET /api/users/profile',
];

const loginSchema = z.object({ _id: z.string(), token: z.string() });
const newMemberSchema = z.object({ _id: z.string(), welcomeLink: z.string() });
const welcomeSchema = z.object({ token: z.string() });
const clubSchema = z.object({ _id: z.string(), user: z.object({ _id: z.string() }) });

export async function login(api: Api, phoneNumber: string, password: string) {
  return api.ok(loginSchema, 'POST', '/api/users/login', { body: { phoneNumber, password } });
}

/**
 * Arranges the world through the API: the admin (created by ADMIN_PHONE at start-up) creates a club and its manager;
 * the manager registers `apiMembers` members. The other members are inserted in SQL with the same password hash
 * (argon2id makes every API registration and login cost about 0.3 s of CPU here, which would dominate a short
 * run) and get tokens signed with the server's JWT_SECRET. Every member's credits are added through the API, so the
 * ledger holds by construction.
 */
export async function buildWorld(opts: {
  api: Api;
  pool: pg.Pool;
  jwtSecret: string;
  databaseName: string;
  memberCount: number;
  apiMembers: number;
  creditsRs: number;
  log: (line: string) => void;
}): Promise<World> {
  const { api, pool } = opts;
  const admin = await login(api, ADMIN_PHONE, ADMIN_PASSWORD);
  const club = await api.ok(clubSchema, 'POST', '/api/clubs', {
    token: admin.token,
    body: {
      clubName: 'Bench Club',
      managerFirstName: 'Bench',
      managerLastName: 'Manager',
      managerEmail: 'manager@bench.example',
      countryCode: '+91',
      managerPhone: MANAGER_PHONE,
      managerPassword: MANAGER_PASSWORD,
      managerShare: 10,
      adminShare: 5,
    },
  });
  const manager = await login(api, MANAGER_PHONE, MANAGER_PASSWORD);

  const apiCount = Math.max(1, Math.min(opts.apiMembers, opts.memberCount));
  const registered = await mapLimit(
    Array.from({ length: apiCount }, (_, i) => i),
    2,
    async (i) => {
      const phone = `92${String(i + 1).padStart(8, '0')}`;
      const m = await api.ok(newMemberSchema, 'POST', '/api/users/register-member', {
        token: manager.token,
        body: {
          firstName: 'Api',
          lastName: `Member${i + 1}`,
          email: `member${i + 1}@bench.example`,
          countryCode: '+91',
          phoneNumber: phone,
        },
      });
      // Staff never set a member's password: the member chooses it through the welcome link, as a real one does.
      const welcomeToken = m.welcomeLink.split('/welcome/')[1] ?? '';
      await api.ok(welcomeSchema, 'POST', `/api/users/welcome/${welcomeToken}`, {
        body: { password: MEMBER_PASSWORD },
      });
      const session = await login(api, phone, MEMBER_PASSWORD);
      if (session._id !== m._id) throw new Error(`login of ${phone} answered another user`);
      return { id: m._id, token: session.token, phone };
    },
  );
  const first = registered[0];
  if (!first) throw new Error('no member registered');

  // The rest in one INSERT; one in ten was referred by the first API member, so settlement pays commissions.
  const sqlCount = opts.memberCount - apiCount;
  const inserted =
    sqlCount <= 0
      ? []
      : await inTransaction(pool, async (c) => {
          const created = await rows<{ id: string; phone: string }>(
            c,
            `insert into users (first_name, last_name, phone_number, country_code, user_type, password_hash, member_of,
                                referral_code, referred_by)
             select 'Sql', 'Member' || n, '93' || lpad(n::text, 8, '0'), '+91', 'Member',
                    (select password_hash from users where id = $1), $2, 'B' || lpad(n::text, 7, '0'),
                    case when n % 10 = 0 then $1::uuid end
             from generate_series(1, $3::int) as n
             order by n
             returning id, phone_number as phone`,
            [first.id, club._id, sqlCount],
          );
          await c.query(
            `update users set referral_count = referral_count + (select count(*) from users where referred_by = $1)
             where id = $1`,
            [first.id],
          );
          return created;
        });

  let tokenSource: World['tokenSource'] = 'signed';
  let sqlMembers: Member[] = inserted.map((u) => ({
    id: u.id,
    phone: u.phone,
    token: signToken(opts.jwtSecret, u.id),
  }));
  const probe = sqlMembers[0];
  if (probe && (await api.call('GET', '/api/users/profile', { token: probe.token })).status !== 200) {
    opts.log('the server refused a harness-signed token: logging every member in instead (slow)');
    tokenSource = 'login';
    sqlMembers = await mapLimit(inserted, 2, async (u) => ({
      id: u.id,
      phone: u.phone,
      token: (await login(api, u.phone, MEMBER_PASSWORD)).token,
    }));
  }
  const members = [...registered, ...sqlMembers];
  await mapLimit(members, 8, (m) =>
    api.ok(z.unknown(), 'PUT', `/api/users/add-credit/${m.id}`, {
      token: manager.token,
      body: { creditAmount: opts.creditsRs },
    }),
  );
  return {
    api,
    pool,
    adminId: admin._id,
    adminToken: admin.token,
    clubId: club._id,
    managerId: manager._id,
    managerToken: manager.token,
    members,
    creditsRs: opts.creditsRs,
    tokenSource,
    databaseName: opts.databaseName,
  };
}

/** An Active match starting tomorrow (betting stays open through the run), created by the manager. */
export async function createMatch(world: World, team1: string, team2: string, daysAhead = 1): Promise<string> {
  const m = await world.api.ok(idSchema, 'POST', '/api/matches', {
    token: world.managerToken,
    body: {
      team1,
      team2,
      dateTime: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
      status: 'Active',
    },
  });
  return m._id;
}

export async function createGroup(
  world: World,
  matchId: string,
  betType: 'First Better' | 'Multi Betters',
  shares: [number, number, number] = [50, 30, 10],
): Promise<string> {
  const g = await world.api.ok(idSchema, 'POST', '/api/groups', {
    token: world.managerToken,
    body: {
      betType,
      betAmount: BET_AMOUNT_RS,
      winnerShare1: shares[0],
      winnerShare2: shares[1],
      winnerShare3: shares[2],
      matchId,
      status: 'Active',
    },
  });
  return g._id;
}

/** A Multi Betters group on the match holding `bets` bets of the world's members, inserted straight (for reads). */
export async function createGroupWithBets(world: World, matchId: string, bets: number): Promise<string> {
  const groupId = await createGroup(world, matchId, 'Multi Betters');
  await insertBets(world.pool, {
    groupIds: [groupId],
    betsPerGroup: bets,
    memberIds: world.members.map((m) => m.id),
    managerId: world.managerId,
  });
  return groupId;
}
/**
 * Places `betsPerGroup` bets in each group straight in SQL, as if the members had placed them, for the phases that
 * need more bets than a short load run makes (settlement, the large read). Bet j of a group belongs to member
 * j mod M and takes a combination that member has not taken there yet, so every uniqueness rule holds. The money
 * goes through the ledger exactly as the API would leave it: each member is minted what it spends (a credit_added
 * row by the manager), then debited once per group (a bet_placed row), and each group's pool is the sum of its bets.
 */
export async function insertBets(
  pool: pg.Pool,
  opts: { groupIds: string[]; betsPerGroup: number; memberIds: string[]; managerId: string },
): Promise<void> {
  const m = opts.memberIds.length;
  if (opts.betsPerGroup > m * ALL_COMBINATIONS.length) throw new Error('more bets than members x combinations');
  await inTransaction(pool, async (c) => {
    // Every slot of every group first (bets reference their slot), filled with the bets' sums below.
    await c.query(
      `insert into group_pool_slots (group_id, match_id, slot, amount)
       select g.id, g.match_id, s, 0 from groups g cross join generate_series(0, 63) as s
       where g.id = any($1::uuid[])`,
      [opts.groupIds],
    );
    await c.query(
      `insert into bets (user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount)
       select mem.id, g.id, g.match_id, mem.ord % 64, cmb.c, g.bet_type = 'First Better', g.bet_amount
       from unnest($1::uuid[]) with ordinality as gi(id, ord)
       join groups g on g.id = gi.id
       cross join generate_series(0, $3::int - 1) as j
       join unnest($2::uuid[]) with ordinality as mem(id, ord) on mem.ord - 1 = j % $4::int
       join unnest($5::text[]) with ordinality as cmb(c, ord)
         on cmb.ord - 1 = (j / $4::int + (mem.ord - 1) * 7 + gi.ord * 13) % 364
       order by gi.ord, j`,
      [opts.groupIds, opts.memberIds, opts.betsPerGroup, m, ALL_COMBINATIONS],
    );
    await c.query(
      `create temp table bench_spend on commit drop as
       select b.user_id, b.group_id, g.match_id, sum(b.bet_amount) as amount, count(*) as n
       from bets b join groups g on g.id = b.group_id
       where b.group_id = any($1::uuid[])
       group by b.user_id, b.group_id, g.match_id`,
      [opts.groupIds],
    );
    // Mint first (balance rises by what the member will spend), then one debit per group back down.
    await c.query(
      `insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id)
       select s.user_id, 'Credit', 'credit_added', sum(s.amount), u.credits + sum(s.amount), 'Benchmark credit', $1
       from bench_spend s join users u on u.id = s.user_id
       group by s.user_id, u.credits`,
      [opts.managerId],
    );
    await c.query(
      `insert into transactions (user_id, type, kind, amount, balance_after, description, actor_id, match_id, group_id)
       select s.user_id, 'Debit', 'bet_placed', s.amount,
              u.credits + t.total - sum(s.amount) over (partition by s.user_id order by s.group_id),
              'Bet placed on ' || s.n || ' combinations', s.user_id, s.match_id, s.group_id
       from bench_spend s
       join users u on u.id = s.user_id
       join (select user_id, sum(amount) as total from bench_spend group by user_id) t on t.user_id = s.user_id
       order by s.user_id, s.group_id`,
    );
    await c.query(
      `update group_pool_slots s set amount = x.amount
       from (select group_id, pool_slot, sum(bet_amount) as amount from bets
             where group_id = any($1::uuid[]) group by group_id, pool_slot) x
       where s.group_id = x.group_id and s.slot = x.pool_slot`,
      [opts.groupIds],
    );
    // As the server keeps them: a slot row only where there are bets.
    await c.query('delete from group_pool_slots where group_id = any($1::uuid[]) and amount = 0', [opts.groupIds]);
  });
  const check = await one<{ n: string }>(
    pool,
    'select count(*)::text as n from bets where group_id = any($1::uuid[])',
    [opts.groupIds],
  );
  const expected = opts.betsPerGroup * opts.groupIds.length;
  if (Number(check.n) < expected) throw new Error(`inserted ${check.n} bets, expected ${expected}`);
}
