import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { matches, settings } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { findUserByPhone } from '../users/queries';
import { createUser } from '../users/service';

export type DemoLogin = { role: string; name: string; phone: string; password: string };

const ADMIN = { firstName: 'Asha', lastName: 'Admin', phone: '9000000001', password: 'admin123' };
const MANAGER = { firstName: 'Priya', lastName: 'Sharma', phone: '9000000002', password: 'manager123' };
const MEMBERS = [
  { firstName: 'Rahul', lastName: 'Verma', phone: '9000000003', password: 'member123' },
  { firstName: 'Anita', lastName: 'Desai', phone: '9000000004', password: 'member123' },
  { firstName: 'Vikram', lastName: 'Singh', phone: '9000000005', password: 'member123' },
];

const HOUR = 3600 * 1000;

/** Seven players per demo team, so every demo match lists its own teams' players. */
export const DEMO_SQUADS: Record<string, string[]> = {
  India: ['Rohit', 'Gill', 'Kohli', 'Iyer', 'Pant', 'Jadeja', 'Bumrah'],
  Australia: ['Warner', 'Head', 'Smith', 'Labuschagne', 'Maxwell', 'Cummins', 'Starc'],
  England: ['Crawley', 'Duckett', 'Root', 'Brook', 'Stokes', 'Buttler', 'Wood'],
  'South Africa': ['de Kock', 'Markram', 'Bavuma', 'Klaasen', 'Miller', 'Rabada', 'Nortje'],
  Pakistan: ['Babar', 'Rizwan', 'Fakhar', 'Iftikhar', 'Shadab', 'Shaheen', 'Naseem'],
  'New Zealand': ['Conway', 'Williamson', 'Mitchell', 'Latham', 'Santner', 'Southee', 'Boult'],
  'Sri Lanka': ['Nissanka', 'Mendis', 'Asalanka', 'Samarawickrama', 'Hasaranga', 'Theekshana', 'Pathirana'],
  Bangladesh: ['Litton', 'Tamim', 'Shanto', 'Shakib', 'Mushfiqur', 'Mehidy', 'Mustafizur'],
};
const squad = (team: string) => Object.fromEntries((DEMO_SQUADS[team] ?? []).map((name, i) => [String(i), name]));

/**
 * Demo data for an empty database, created through the public API in-process, so it obeys every rule real users do
 * (ledger rows, pools, settlement). Runs once: the `demo_seeded` setting is claimed first, so of several instances
 * starting together only one seeds.
 */
export async function seedDemoData(app: FastifyInstance): Promise<DemoLogin[] | undefined> {
  const [{ clubs } = { clubs: 0 }] = (
    (await app.db.execute(sql`select count(*)::int as clubs from clubs`)) as unknown as { rows: { clubs: number }[] }
  ).rows;
  // Whether the admin phone was taken before the demo (ADMIN_* with the same phone) decides which password to show.
  const existingAdmin = await findUserByPhone(app.db, ADMIN.phone);
  const claimed =
    clubs > 0
      ? []
      : await app.db
          .insert(settings)
          .values({ key: 'demo_seeded', value: existingAdmin ? 'admin:preexisting' : 'admin:demo' })
          .onConflictDoNothing()
          .returning();
  if (claimed.length === 0) {
    // Seeded before (or by another instance): the logins still work, so show them again.
    const [seeded] = await app.db.select().from(settings).where(eq(settings.key, 'demo_seeded'));
    return seeded ? demoLogins(seeded.value === 'admin:preexisting') : undefined;
  }

  const api = async <T>(
    method: InjectOptions['method'],
    url: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    if (res.statusCode >= 300) throw new Error(`demo seed: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const login = async (phone: string, password: string) =>
    (await api<{ token: string }>('POST', '/api/users/login', undefined, { phoneNumber: phone, password })).token;

  if (!existingAdmin) {
    await createUser(app.db, {
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      phoneNumber: ADMIN.phone,
      countryCode: '+91',
      userType: 'Admin',
      passwordHash: await hashPassword(ADMIN.password, app.config.argon2),
    });
  }
  const adminToken = await login(ADMIN.phone, ADMIN.password);

  await api('POST', '/api/clubs', adminToken, {
    clubName: 'Mumbai Strikers Club',
    managerFirstName: MANAGER.firstName,
    managerLastName: MANAGER.lastName,
    managerEmail: 'priya@example.com',
    countryCode: '+91',
    managerPhone: MANAGER.phone,
    managerPassword: MANAGER.password,
    managerShare: 10,
    adminShare: 5,
  });
  const managerToken = await login(MANAGER.phone, MANAGER.password);

  const [rahul, anita, vikram] = MEMBERS as [(typeof MEMBERS)[0], (typeof MEMBERS)[0], (typeof MEMBERS)[0]];
  for (const member of [rahul, anita]) {
    const added = await api<{ welcomeLink: string }>('POST', '/api/users/register-member', managerToken, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: `${member.firstName.toLowerCase()}@example.com`,
      countryCode: '+91',
      phoneNumber: member.phone,
    });
    // Staff never set a member's password: the member chooses it through the welcome link, as a real one would.
    const welcomeToken = added.welcomeLink.split('/welcome/')[1] ?? '';
    await api('POST', `/api/users/welcome/${welcomeToken}`, undefined, { password: member.password });
  }
  // Vikram joins through Rahul's referral link, as a real referral would.
  const rahulToken = await login(rahul.phone, rahul.password);
  const rahulProfile = await api<{ referralCode: string }>('GET', '/api/users/profile', rahulToken);
  await api('POST', '/api/users/register', undefined, {
    firstName: vikram.firstName,
    lastName: vikram.lastName,
    email: null,
    countryCode: '+91',
    phoneNumber: vikram.phone,
    password: vikram.password,
    referralCode: rahulProfile.referralCode,
  });
  const members = await api<{ _id: string; phoneNumber: string }[]>('GET', '/api/users/members', managerToken);
  for (const member of members) {
    await api('PUT', `/api/users/add-credit/${member._id}`, managerToken, { creditAmount: 1000 });
  }
  const tokens = {
    rahul: rahulToken,
    anita: await login(anita.phone, anita.password),
    vikram: await login(vikram.phone, vikram.password),
  };

  const createMatch = async (team1: string, team2: string, dateTime: Date, status = 'Active') => {
    const match = await api<{ _id: string }>('POST', '/api/matches', managerToken, {
      team1,
      team2,
      dateTime: dateTime.toISOString(),
      status,
    });
    await api('PUT', `/api/matches/${match._id}/update-players`, managerToken, {
      team1Players: squad(team1),
      team2Players: squad(team2),
    });
    return match._id;
  };
  const createGroup = async (matchId: string, betType: string, betAmount: number, shares: [number, number, number]) =>
    (
      await api<{ _id: string }>('POST', '/api/groups', managerToken, {
        matchId,
        betType,
        betAmount,
        winnerShare1: shares[0],
        winnerShare2: shares[1],
        winnerShare3: shares[2],
        status: 'Active',
      })
    )._id;
  const bet = (token: string, matchId: string, groupId: string, betAmount: number, combinations: string[]) =>
    api('POST', '/api/bets/multiple', token, { matchId, groupId, betAmount, combinations });

  // A finished match: bets, a result, credits approved. Its date is moved into the past afterwards.
  const finishedId = await createMatch('India', 'Australia', new Date(Date.now() + HOUR));
  const finishedGroup = await createGroup(finishedId, 'First Better', 10, [50, 30, 10]);
  await bet(tokens.rahul, finishedId, finishedGroup, 10, ['123', '1AB']);
  await bet(tokens.anita, finishedId, finishedGroup, 10, ['3CD', '45E']);
  await bet(tokens.vikram, finishedId, finishedGroup, 10, ['7FG', '26A']);
  await api('POST', '/api/results', managerToken, {
    matchId: finishedId,
    team1Scores: [45, 12, 88, 30, 5, 40, 2],
    team2Scores: [60, 15, 33, 70, 25, 10, 8],
  });
  await api('POST', `/api/matches/${finishedId}/approve-credits`, managerToken, {});
  await app.db
    .update(matches)
    .set({ dateTime: new Date(Date.now() - 2 * 24 * HOUR) })
    .where(eq(matches.id, finishedId));

  // An upcoming match with players, two open groups and a few bets.
  const upcomingId = await createMatch('England', 'South Africa', new Date(Date.now() + 26 * HOUR));
  const firstBetter = await createGroup(upcomingId, 'First Better', 10, [50, 30, 10]);
  const multi = await createGroup(upcomingId, 'Multi Betters', 20, [60, 30, 0]);
  await bet(tokens.rahul, upcomingId, firstBetter, 10, ['12A']);
  await bet(tokens.anita, upcomingId, multi, 20, ['12A', '3BC']);
  // A match later today, for the Live match tab.
  const liveId = await createMatch('Pakistan', 'New Zealand', new Date(Date.now() + 3 * HOUR));
  await createGroup(liveId, 'First Better', 5, [60, 25, 10]);
  // Created for the Inactive tab.
  await createMatch('Sri Lanka', 'Bangladesh', new Date(Date.now() + 5 * 24 * HOUR), 'Inactive');

  return demoLogins(existingAdmin !== undefined);
}

function demoLogins(adminPreexisting: boolean): DemoLogin[] {
  return [
    {
      role: 'Admin',
      name: `${ADMIN.firstName} ${ADMIN.lastName}`,
      phone: ADMIN.phone,
      // An admin created from ADMIN_* keeps the password given there.
      password: adminPreexisting ? '(your ADMIN_PASSWORD)' : ADMIN.password,
    },
    {
      role: 'Manager',
      name: `${MANAGER.firstName} ${MANAGER.lastName}`,
      phone: MANAGER.phone,
      password: MANAGER.password,
    },
    ...MEMBERS.map((m) => ({
      role: 'Member',
      name: `${m.firstName} ${m.lastName}`,
      phone: m.phone,
      password: m.password,
    })),
  ];
}
