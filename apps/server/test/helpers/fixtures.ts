import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clubs, groups, matches, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { newReferralCode } from '../../src/lib/referral-code';
import { applyPostings } from '../../src/modules/ledger/postings';
import { type TestApp, useTestApp } from './app';
import { builtBeforeAll, fillBeforeAll } from './hooks';

/**
 * Direct-to-database fixtures for arranging a test quickly. Money still goes through the ledger (applyPostings), so
 * `verifyLedger` holds on fixture data too. What a test is about should go through the API instead.
 */
export const FIXTURE_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;
const fixtureHash = () => {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD, { memoryCost: 1024, timeCost: 1 });
  return passwordHash;
};

let phoneCounter = 0;
/** A unique 10-digit phone per fixture user. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

export type UserFixture = { id: string; token: string; phoneNumber: string; firstName: string };

export async function createUser(
  app: FastifyInstance,
  opts: {
    userType?: 'Member' | 'Manager' | 'Admin';
    clubId?: string | null;
    /** Paise minted through the ledger. */
    credits?: bigint;
    firstName?: string;
    lastName?: string;
    phoneNumber?: string;
    referredBy?: string | null;
  } = {},
): Promise<UserFixture> {
  const phoneNumber = opts.phoneNumber ?? nextPhone();
  const [user] = await app.db
    .insert(users)
    .values({
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? opts.userType ?? 'Member',
      phoneNumber,
      countryCode: '+91',
      userType: opts.userType ?? 'Member',
      passwordHash: await fixtureHash(),
      referralCode: newReferralCode(),
      memberOf: opts.clubId ?? null,
      referredBy: opts.referredBy ?? null,
    })
    .returning();
  if (!user) throw new Error('fixture user not created');
  if (opts.credits && opts.credits > 0n) await mintCredits(app, user.id, opts.credits);
  return { id: user.id, token: app.signToken(user), phoneNumber, firstName: user.firstName };
}

export async function mintCredits(app: FastifyInstance, userId: string, paise: bigint): Promise<void> {
  await app.db.transaction((tx) =>
    applyPostings(tx, [
      { userId, type: 'Credit', kind: 'credit_added', amount: paise, description: 'Fixture credit', actorId: null },
    ]),
  );
}

export type ClubFixture = { clubId: string; manager: UserFixture };

/** A club and its Manager (whose memberOf is the club). Shares in percent. */
export async function createClub(
  app: FastifyInstance,
  opts: { clubName?: string; managerShare?: number; adminShare?: number } = {},
): Promise<ClubFixture> {
  const manager = await createUser(app, { userType: 'Manager', firstName: 'Manny' });
  const [club] = await app.db
    .insert(clubs)
    .values({
      clubName: opts.clubName ?? 'Fixture Club',
      managerId: manager.id,
      managerShareBp: Math.round((opts.managerShare ?? 10) * 100),
      adminShareBp: Math.round((opts.adminShare ?? 10) * 100),
    })
    .returning();
  if (!club) throw new Error('fixture club not created');
  await app.db.update(users).set({ memberOf: club.id }).where(eq(users.id, manager.id));
  return { clubId: club.id, manager };
}

export async function createMatch(
  app: FastifyInstance,
  clubId: string,
  opts: {
    team1?: string;
    team2?: string;
    dateTime?: Date;
    status?: 'Active' | 'Inactive' | 'Ongoing' | 'Announced';
  } = {},
) {
  const [match] = await app.db
    .insert(matches)
    .values({
      clubId,
      team1: opts.team1 ?? 'Lions',
      team2: opts.team2 ?? 'Tigers',
      dateTime: opts.dateTime ?? new Date(Date.now() + 24 * 3600 * 1000),
      status: opts.status ?? 'Active',
    })
    .returning();
  if (!match) throw new Error('fixture match not created');
  return match;
}

export async function createGroup(
  app: FastifyInstance,
  matchId: string,
  opts: {
    betType?: 'First Better' | 'Multi Betters' | 'Bidding Method';
    /** Paise. */
    betAmount?: bigint;
    /** Paise; Bidding Method only (100 paise unless given). */
    minimumIncrement?: bigint;
    /** Percent. */
    shares?: [number, number, number];
    status?: 'Active' | 'Inactive';
  } = {},
) {
  const [s1, s2, s3] = opts.shares ?? [50, 30, 10];
  const [group] = await app.db
    .insert(groups)
    .values({
      matchId,
      betType: opts.betType ?? 'First Better',
      betAmount: opts.betAmount ?? 1000n,
      minimumIncrement: opts.betType === 'Bidding Method' ? (opts.minimumIncrement ?? 100n) : null,
      winnerShare1Bp: Math.round(s1 * 100),
      winnerShare2Bp: Math.round(s2 * 100),
      winnerShare3Bp: Math.round(s3 * 100),
      status: opts.status ?? 'Active',
    })
    .returning();
  if (!group) throw new Error('fixture group not created');
  return group;
}

export type Cast = { club: ClubFixture; other: ClubFixture; member: UserFixture; admin: UserFixture };

/** The usual cast of a club-scoped test: a club with a credited Member, another club, and an Admin. */
export async function createCast(app: FastifyInstance, opts: { memberCredits?: bigint } = {}): Promise<Cast> {
  const club = await createClub(app, { clubName: 'Home Club' });
  const other = await createClub(app, { clubName: 'Other Club' });
  const member = await createUser(app, { clubId: club.clubId, credits: opts.memberCredits ?? 100_000n });
  const admin = await createUser(app, { userType: 'Admin' });
  return { club, other, member, admin };
}

/** The cast (`createCast`) before all tests of the file (or describe), on an app `useTestApp` gave. */
export function useCast(t: TestApp, opts: { memberCredits?: bigint } = {}): Cast {
  return fillBeforeAll({ club: {}, other: {}, member: {}, admin: {} } as Cast, () => createCast(t.app, opts));
}

/**
 * The usual opening of a club-scoped test file: a fresh app with the cast (`createCast`) before all its tests,
 * closed after them: `const { t, club, member } = useCastApp({ memberCredits: 100_000n });`.
 */
export function useCastApp(opts: { memberCredits?: bigint } = {}): Cast & { t: TestApp } {
  const t = useTestApp();
  return { t, ...useCast(t, opts) };
}

/** Clubs (each with its Manager) created in the order named before all tests, as `{ lions: 'Lions' }` names them. */
export function useClubs<K extends string>(t: TestApp, clubNames: Record<K, string>): Record<K, ClubFixture> {
  const keys = Object.keys(clubNames) as K[];
  const shells = Object.fromEntries(keys.map((key) => [key, {}])) as Record<K, ClubFixture>;
  return fillBeforeAll(shells, async () => {
    const clubs = {} as Record<K, ClubFixture>;
    for (const key of keys) clubs[key] = await createClub(t.app, { clubName: clubNames[key] });
    return clubs;
  });
}

/** A user (`createUser`) created before all tests; most files make their Admin so. */
export function useUser(t: TestApp, opts: Parameters<typeof createUser>[1] = {}): UserFixture {
  return builtBeforeAll(() => createUser(t.app, opts));
}

/** A Member of `club` (a fixture that may itself still be filling in) created before all tests. */
export function useMember(
  t: TestApp,
  club: ClubFixture,
  opts: Omit<Parameters<typeof createUser>[1] & {}, 'clubId'> = {},
): UserFixture {
  return builtBeforeAll(() => createUser(t.app, { ...opts, clubId: club.clubId }));
}
