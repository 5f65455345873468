import { readFileSync } from 'node:fs';
import { EMPTY_FIGURES, type PlayerFigures } from '@wicket/shared/points';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { issueWelcomeLinks } from '../../src/modules/welcome-links/service';
import { call } from '../helpers/app';
import {
  type ClubFixture,
  createClub,
  createGroup,
  createMatch,
  createUser,
  nextPhone,
  type UserFixture,
} from '../helpers/fixtures';
import { bet, saveResult } from '../modules/bets/helpers';

/**
 * What the security and reliability tests share: the six callers of design section 5 in two clubs, fresh targets
 * in club A, every registered /api route, and a digest of every table (to prove a refused call changed nothing).
 */

/** A new person's registration body (register, register-member): a fresh phone and e-mail each call. */
export const registrationBody = () => ({
  firstName: 'Nia',
  lastName: 'New',
  email: `nia.${nextPhone()}@example.com`,
  countryCode: '+91',
  phoneNumber: nextPhone(),
  password: 'secret12',
});

export const CALLERS = ['anonymous', 'memberA', 'memberB', 'managerA', 'managerB', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

export type World = {
  app: FastifyInstance;
  clubA: ClubFixture;
  clubB: ClubFixture;
  users: Record<SignedInCaller, UserFixture>;
  /** Another Member of club A (not a caller): the user that reads, transactions and bets are about. */
  subject: UserFixture;
};

/** Two clubs, each with its Manager and a Member, an Admin, and a subject Member of club A with credits. */
export async function makeWorld(app: FastifyInstance): Promise<World> {
  const clubA = await createClub(app, { clubName: 'Club A' });
  const clubB = await createClub(app, { clubName: 'Club B' });
  const [memberA, memberB, admin, subject] = await Promise.all([
    createUser(app, { clubId: clubA.clubId, credits: 100_000n, firstName: 'Mia' }),
    createUser(app, { clubId: clubB.clubId, credits: 100_000n, firstName: 'Ben' }),
    createUser(app, { userType: 'Admin', firstName: 'Ada' }),
    createUser(app, { clubId: clubA.clubId, credits: 100_000n, firstName: 'Sam' }),
  ]);
  return {
    app,
    clubA,
    clubB,
    subject,
    users: { memberA, memberB, managerA: clubA.manager, managerB: clubB.manager, admin },
  };
}

export function tokenOf(w: World, caller: Caller): string | undefined {
  return caller === 'anonymous' ? undefined : w.users[caller].token;
}

const DAY = 24 * 3600 * 1000;

/** A match of club A, open for bets tomorrow. */
export async function newMatch(w: World) {
  return createMatch(w.app, w.clubA.clubId, { dateTime: new Date(Date.now() + DAY) });
}

/** An Active First Better group of RS10 on a new match of club A. */
export async function newGroup(w: World) {
  return createGroup(w.app, (await newMatch(w)).id, { betAmount: 1000n });
}

/** A Bidding Method group of club A (opening bid RS10, increment RS1), without bids. */
export async function newBiddingGroup(w: World) {
  return createGroup(w.app, (await newMatch(w)).id, { betType: 'Bidding Method', betAmount: 1000n });
}

/** A group of club A holding one bet of the subject, placed through the API. */
export async function groupWithBet(w: World) {
  const group = await newGroup(w);
  const res = await bet(w.app, w.subject.token, group, ['12A']);
  if (res.status !== 201) throw new Error(`arranging a bet failed: ${res.status} ${JSON.stringify(res.body)}`);
  return group;
}

/** A match with a result whose only bet (the subject's) wins: Ongoing, ready for Approve Credits. */
export async function settleableGroup(w: World) {
  const group = await groupWithBet(w);
  await saveResult(w.app, group.matchId, [10, 20, 0, 0, 0, 0, 0], [5, 0, 0, 0, 0, 0, 0]);
  return group;
}

/** A settled group (the subject won it), settled through the API by club A's Manager. */
export async function settledGroup(w: World) {
  const group = await settleableGroup(w);
  const res = await call(w.app, 'POST', `/api/matches/${group.matchId}/approve-credits`, {
    token: w.clubA.manager.token,
  });
  if (res.status !== 200) throw new Error(`arranging a settlement failed: ${res.status} ${JSON.stringify(res.body)}`);
  return group;
}

/** A match of club A with a saved result; answers the result's id. */
export async function resultOfNewMatch(w: World): Promise<string> {
  const match = await newMatch(w);
  await saveResult(w.app, match.id, [1, 2, 3, 4, 5, 6, 7], [7, 6, 5, 4, 3, 2, 1]);
  const [row] = await queryRows<{ id: string }>(
    w.app.db,
    sql`select id from results where match_id = ${match.id}::uuid`,
  );
  if (!row) throw new Error('no result');
  return row.id;
}

/** A valid scorecard body: a fifty, a duck, a haul with a maiden, a catch, the rest blank. */
export function scorecardBody(): { team1: PlayerFigures[]; team2: PlayerFigures[] } {
  const fig = (f: Partial<PlayerFigures>): PlayerFigures => ({ ...EMPTY_FIGURES, played: true, ...f });
  const blank = Array.from({ length: 4 }, () => ({ ...EMPTY_FIGURES }));
  return {
    team1: [
      fig({ runs: 52, balls: 40, fours: 5, sixes: 1 }),
      fig({ out: true, balls: 2 }),
      fig({ catches: 1 }),
      ...blank,
    ],
    team2: [
      fig({ ballsBowled: 24, maidens: 1, runsConceded: 20, wickets: 3, lbwBowled: 1 }),
      fig({}),
      fig({}),
      ...blank,
    ],
  };
}

/** A match of club A with a scorecard saved through the API by its Manager; answers the match's id. */
export async function matchWithScorecard(w: World): Promise<string> {
  const match = await newMatch(w);
  const res = await call(w.app, 'PUT', `/api/matches/${match.id}/scorecard`, {
    token: w.clubA.manager.token,
    body: scorecardBody(),
  });
  if (res.status !== 200) throw new Error(`arranging a scorecard failed: ${res.status} ${JSON.stringify(res.body)}`);
  return match.id;
}

/** A real Cricsheet file (the shared package's fixture, CSK v KKR 2022), parsed: a new object each call. */
export function cricsheetFile(): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL('../../../../packages/shared/test/fixtures/cricsheet/1304047.json', import.meta.url), 'utf8'),
  );
}

/** A match of club A between the Cricsheet file's teams, with one of its players in a slot. */
export async function cricsheetMatch(w: World) {
  const match = await createMatch(w.app, w.clubA.clubId, {
    team1: 'Chennai Super Kings',
    team2: 'Kolkata Knight Riders',
    dateTime: new Date(Date.now() + DAY),
  });
  await w.app.db.execute(
    sql`update matches set team1_players = ${JSON.stringify({ 0: 'MS Dhoni' })}::jsonb where id = ${match.id}::uuid`,
  );
  return match;
}

export async function referralCodeOf(app: FastifyInstance, userId: string): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    app.db,
    sql`select referral_code as code from users where id = ${userId}::uuid`,
  );
  if (!row) throw new Error('no user');
  return row.code;
}

/**
 * One md5 per table of the public schema (every row, in a fixed order), in one statement. Equal digests before and
 * after a call mean the call changed nothing anywhere, including tables added after this test was written.
 */
export async function tableDigest(db: DbOrTx): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          -- The rate limits' attempt counters (lib/rate-limit.ts) count every anonymous login, registration and
          -- referral lookup, allowed or refused: bookkeeping of the throttle, not data a request changes.
          and table_name <> 'rate_limits'
        order by table_name`,
  );
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(name)} x`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** Balances, pools and row counts in one cheap read: what a fuzz run checks after every request. */
export async function quickDigest(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ d: string }>(
    db,
    sql`select concat_ws(',',
          (select coalesce(sum(credits), 0) from users), (select count(*) from users),
          (select coalesce(sum(amount), 0) from group_pool_slots), (select count(*) from groups),
          (select count(*) from bets), (select count(*) from transactions), (select count(*) from matches),
          (select count(*) from clubs), (select count(*) from results), (select count(*) from notifications),
          (select count(*) from winners), (select count(*) from idempotency_keys),
          (select count(*) from user_notifications), (select count(*) from user_notifications where read_at is null),
          (select count(*) from audit_log), (select count(*) from scorecards)) as d`,
  );
  return row?.d ?? '';
}

/** `METHOD /path` of every /api route recorded by a test's onRoute hook (HEAD routes beside each GET left out). */
export function apiRoutes(recorded: Iterable<string>): string[] {
  return [...new Set(recorded)].filter((r) => r.split(' ')[1]?.startsWith('/api') && !r.startsWith('HEAD ')).sort();
}

let teamCounter = 0;
/** A team of club A with a squad of two, under a name no other team of the club has; answers its id. */
export async function newTeam(w: World): Promise<string> {
  teamCounter += 1;
  const [row] = await queryRows<{ id: string }>(
    w.app.db,
    sql`insert into club_teams (club_id, name, players)
        values (${w.clubA.clubId}::uuid, ${`Squad ${process.pid} ${teamCounter}`}, '{"Asha Rao","Bina Das"}')
        returning id`,
  );
  if (!row) throw new Error('team not created');
  return row.id;
}
/** A Member of club A without a password, as a member import makes one, with a welcome link: its id and token. */
export async function importedMemberOfClubA(w: World): Promise<{ id: string; token: string }> {
  const member = await createUser(w.app, { clubId: w.clubA.clubId });
  await w.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
  const links = await w.app.db.transaction((tx) =>
    issueWelcomeLinks(tx, w.app.config.publicUrl, w.clubA.clubId, [member.id]),
  );
  return { id: member.id, token: String(links.get(member.id)).split('/welcome/')[1] as string };
}

/** A member file of one fresh row (the member import's unbroken body). */
export const memberFile = (phoneNumber: string) =>
  `firstName,lastName,phoneNumber,credits\nIm,Ported,${phoneNumber},5\n`;
