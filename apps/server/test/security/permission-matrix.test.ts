import { createECDH, randomBytes } from 'node:crypto';
import { DEFAULT_POINTS_SYSTEM } from '@wicket/shared/points';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clubInvitations, groups, matches } from '../../src/db/schema';
import { call, useTestApp } from '../helpers/app';
import { createClub, createUser, FIXTURE_PASSWORD, nextPhone } from '../helpers/fixtures';
import {
  apiRoutes,
  CALLERS,
  cricsheetFile,
  cricsheetMatch,
  groupWithBet,
  importedMemberOfClubA,
  makeWorld,
  matchWithScorecard,
  newBiddingGroup,
  newGroup,
  newMatch,
  newTeam,
  referralCodeOf,
  registrationBody,
  resultOfNewMatch,
  scorecardBody,
  settleableGroup,
  settledGroup,
  tableDigest,
  tokenOf,
  type World,
} from './support';

/**
 * Design section 5 as one table: every API route called by each of the six callers, with the status each must get.
 * Club A owns every target. A refused call must change nothing (digest of every table before and after), and no
 * answer may carry another club's ids or another member's phone number to a caller who may not see them.
 * A registered /api route without a row fails the test, so a new route cannot skip this table.
 */

type Request = { url?: string; body?: unknown };
/** Statuses in CALLERS order: anonymous, memberA, memberB, managerA, managerB, admin. */
type Statuses = [number, number, number, number, number, number];
type Row = {
  route: string;
  expect: Statuses;
  /** Called once per caller, so every caller gets a fresh target of club A (writes do not affect the next one). */
  request?: (w: World) => Promise<Request> | Request;
  /** A Server-Sent Events route: called over real HTTP, its opening read and the stream then closed. */
  stream?: true;
  /** More forms of the same route (query strings added to the URL), each held to the same statuses. */
  queries?: string[];
};

const PUBLIC: Statuses = [200, 200, 200, 200, 200, 200];
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200, 200];
const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 403, 200];
/** Reads of club A's data: its members, its Manager and Admins; the other club reads not found. */
const CLUB_A_READ: Statuses = [401, 200, 404, 200, 404, 200];
/** Writes on club A: its Manager and Admins; Members 403; the other club's Manager 404. */
const CLUB_A_WRITE: Statuses = [401, 403, 403, 200, 404, 200];
const CLUB_A_CREATE: Statuses = [401, 403, 403, 201, 404, 201];
/** A user's private data (details, wallet): the user, the Manager of its club and Admins. */
const USER_PRIVATE: Statuses = [401, 404, 404, 200, 404, 200];

/** A pending invitation of club A (by its Manager) for a fresh club-less Member. */
async function invitationOfClubA(w: World): Promise<string> {
  const invitee = await createUser(w.app);
  const [row] = await w.app.db
    .insert(clubInvitations)
    .values({
      userId: invitee.id,
      clubId: w.clubA.clubId,
      invitedBy: w.clubA.manager.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: clubInvitations.id });
  if (!row) throw new Error('invitation not created');
  return row.id;
}

/** A browser's push subscription on a public push service (nothing is sent in these tests: no jobs run). */
function pushSubscriptionBody() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const FUTURE = () => new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
const matchBody = () => ({ team1: 'Lions', team2: 'Tigers', dateTime: FUTURE(), status: 'Active' });
const groupBody = { betAmount: 20, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 };
const scores = { team1Scores: [1, 2, 3, 4, 5, 6, 7], team2Scores: [7, 6, 5, 4, 3, 2, 1] };

/** A Fantasy Team group of club A (fee RS10, teams of 5, budget 40) on a new match whose 14 slots have players. */
async function newFantasyGroup(w: World) {
  const match = await newMatch(w);
  const names = (p: string) => Object.fromEntries(Array.from({ length: 7 }, (_, i) => [String(i), `${p}${i}`]));
  await w.app.db
    .update(matches)
    .set({ team1Players: names('Lion'), team2Players: names('Tiger') })
    .where(eq(matches.id, match.id));
  const [group] = await w.app.db
    .insert(groups)
    .values({
      matchId: match.id,
      betType: 'Fantasy Team',
      betAmount: 1000n,
      winnerShare1Bp: 5000,
      winnerShare2Bp: 3000,
      winnerShare3Bp: 1000,
      status: 'Active',
      teamSize: 5,
      maxTeams: 5,
      creditBudgetTenths: 400,
    })
    .returning();
  if (!group) throw new Error('fantasy group not created');
  return group;
}
const fantasyTeam = { players: ['1', '2', 'A', 'B', 'C'], captain: '1', viceCaptain: 'A' };

/** A team of club A's Member A (the owner of PUT's row), entered through the API. */
async function teamOfMemberA(w: World): Promise<string> {
  const group = await newFantasyGroup(w);
  const res = await call(w.app, 'POST', `/api/groups/${group.id}/teams`, {
    token: w.users.memberA.token,
    body: fantasyTeam,
  });
  if (res.status !== 201) throw new Error(`arranging a team failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.team._id;
}

const ROWS: Row[] = [
  // System and documentation: anyone.
  { route: 'GET /api/health', expect: PUBLIC },
  { route: 'GET /api/ready', expect: PUBLIC },
  { route: 'GET /api/country-codes', expect: PUBLIC },
  { route: 'GET /api/docs', expect: PUBLIC },
  { route: 'GET /api/docs/json', expect: PUBLIC },
  { route: 'GET /api/docs/yaml', expect: PUBLIC },
  { route: 'GET /api/docs/static/index.html', expect: [302, 302, 302, 302, 302, 302] },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: PUBLIC },
  { route: 'GET /api/docs/static/*', expect: PUBLIC, request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },

  // Sign-up and sign-in: anyone.
  {
    route: 'POST /api/users/register',
    expect: [201, 201, 201, 201, 201, 201],
    request: () => ({ body: registrationBody() }),
  },
  {
    route: 'POST /api/users/login',
    expect: PUBLIC,
    request: async (w) => {
      const user = await createUser(w.app);
      return { body: { phoneNumber: user.phoneNumber, password: FIXTURE_PASSWORD } };
    },
  },
  {
    route: 'GET /api/users/referral/:code',
    expect: PUBLIC,
    request: async (w) => ({ url: `/api/users/referral/${await referralCodeOf(w.app, w.subject.id)}` }),
  },

  // Any signed-in user: own account.
  { route: 'GET /api/users/profile', expect: SIGNED_IN },
  {
    route: 'PUT /api/users/change-password',
    expect: SIGNED_IN,
    request: () => ({ body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'changed-pw-1' } }),
  },
  {
    route: 'GET /api/users/userdetails/:id',
    expect: USER_PRIVATE,
    request: (w) => ({ url: `/api/users/userdetails/${w.subject.id}` }),
  },
  {
    route: 'GET /api/transactions/:userId',
    expect: USER_PRIVATE,
    request: (w) => ({ url: `/api/transactions/${w.subject.id}` }),
  },
  { route: 'GET /api/bets/my-bets', expect: SIGNED_IN },
  { route: 'GET /api/winners/my-winnings', expect: SIGNED_IN },
  // Live updates: every signed-in user; what each receives is filtered per caller (test/modules/events).
  { route: 'GET /api/events', expect: SIGNED_IN, stream: true },

  // Member only: referral programme.
  { route: 'GET /api/users/referral-stats', expect: [401, 200, 200, 403, 403, 403] },
  {
    route: 'POST /api/users/send-whatsapp',
    expect: [401, 200, 200, 403, 403, 403],
    request: () => ({ body: { phoneNumber: '9876543210' } }),
  },

  // Admin: all users and clubs.
  { route: 'GET /api/users', expect: ADMIN_ONLY },
  { route: 'GET /api/users/', expect: ADMIN_ONLY },
  { route: 'GET /api/clubs', expect: ADMIN_ONLY },
  {
    route: 'POST /api/clubs',
    expect: [401, 403, 403, 403, 403, 201],
    request: () => {
      const p = registrationBody();
      return {
        body: {
          clubName: 'New Club',
          managerFirstName: p.firstName,
          managerLastName: p.lastName,
          managerEmail: p.email,
          countryCode: '+91',
          managerPhone: p.phoneNumber,
          managerPassword: p.password,
          managerShare: 10,
          adminShare: 5,
        },
      };
    },
  },
  { route: 'GET /api/clubs/:id', expect: ADMIN_ONLY, request: (w) => ({ url: `/api/clubs/${w.clubA.clubId}` }) },
  {
    route: 'PUT /api/clubs/:id',
    expect: ADMIN_ONLY,
    request: async (w) => {
      const club = await createClub(w.app);
      return {
        url: `/api/clubs/${club.clubId}`,
        body: {
          clubName: 'Renamed',
          managerEmail: `m.${nextPhone()}@example.com`,
          managerPhone: club.manager.phoneNumber,
          managerShare: 12,
          adminShare: 3,
        },
      };
    },
  },
  // A club's settings: its Manager and Admins (design-match-day section 4).
  {
    route: 'GET /api/clubs/:id/settings',
    expect: [401, 403, 403, 200, 404, 200],
    request: (w) => ({ url: `/api/clubs/${w.clubA.clubId}/settings` }),
  },
  {
    route: 'PUT /api/clubs/:id/settings',
    expect: CLUB_A_WRITE,
    request: (w) => ({ url: `/api/clubs/${w.clubA.clubId}/settings`, body: { reminderMinutes: 45 } }),
  },
  // A club's points system (design-season section 1): readers of the club read it, staff of the club change it.
  {
    route: 'GET /api/clubs/:clubId/points-system',
    expect: CLUB_A_READ,
    request: (w) => ({ url: `/api/clubs/${w.clubA.clubId}/points-system` }),
  },
  {
    route: 'PUT /api/clubs/:clubId/points-system',
    expect: CLUB_A_WRITE,
    request: (w) => ({
      url: `/api/clubs/${w.clubA.clubId}/points-system`,
      body: { ...DEFAULT_POINTS_SYSTEM, name: 'Matrix rules' },
    }),
  },
  {
    route: 'DELETE /api/clubs/:clubId/points-system',
    expect: CLUB_A_WRITE,
    request: async (w) => {
      // a club with its own system, so an allowed reset changes something
      const club = w.clubA;
      await call(w.app, 'PUT', `/api/clubs/${club.clubId}/points-system`, {
        token: club.manager.token,
        body: { ...DEFAULT_POINTS_SYSTEM, name: 'To reset' },
      });
      return { url: `/api/clubs/${club.clubId}/points-system` };
    },
  },
  // A club's teams, a match's lineup and the club's group templates (design-season section 4): readers of the club
  // read teams and templates; staff of the club write them and read a lineup.
  {
    route: 'GET /api/clubs/:clubId/teams',
    expect: CLUB_A_READ,
    request: async (w) => {
      await newTeam(w);
      return { url: `/api/clubs/${w.clubA.clubId}/teams` };
    },
  },
  {
    route: 'POST /api/clubs/:clubId/teams',
    expect: CLUB_A_CREATE,
    request: (w) => ({
      url: `/api/clubs/${w.clubA.clubId}/teams`,
      body: { name: `Matrix ${nextPhone()}`, players: ['Asha Rao', 'Bina Das'] },
    }),
  },
  {
    route: 'POST /api/clubs/:clubId/teams/merge',
    expect: CLUB_A_WRITE,
    request: (w) => ({
      url: `/api/clubs/${w.clubA.clubId}/teams/merge`,
      body: { squads: [{ name: `Merged ${nextPhone()}`, players: ['Asha Rao'] }] },
    }),
  },
  {
    route: 'PUT /api/teams/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({
      url: `/api/teams/${await newTeam(w)}`,
      body: { name: `Renamed ${nextPhone()}`, players: ['Chitra Iyer'] },
    }),
  },
  {
    route: 'DELETE /api/teams/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/teams/${await newTeam(w)}` }),
  },
  {
    route: 'GET /api/matches/:id/lineup',
    expect: [401, 403, 403, 200, 404, 200],
    request: async (w) => ({ url: `/api/matches/${(await newMatch(w)).id}/lineup` }),
  },
  {
    route: 'GET /api/clubs/:clubId/group-templates',
    expect: CLUB_A_READ,
    request: (w) => ({ url: `/api/clubs/${w.clubA.clubId}/group-templates` }),
  },
  {
    route: 'PUT /api/clubs/:clubId/group-templates',
    expect: CLUB_A_WRITE,
    request: (w) => ({ url: `/api/clubs/${w.clubA.clubId}/group-templates`, body: { templates: [groupBody] } }),
  },
  {
    route: 'DELETE /api/clubs/:id',
    expect: ADMIN_ONLY,
    request: async (w) => ({ url: `/api/clubs/${(await createClub(w.app)).clubId}` }),
  },

  // Members of a club and their credits: the Manager (own club), Admins (any club by id).
  { route: 'GET /api/users/members', expect: [401, 403, 403, 200, 200, 403] },
  {
    route: 'GET /api/users/members/:clubId',
    expect: [401, 403, 403, 200, 404, 200],
    request: (w) => ({ url: `/api/users/members/${w.clubA.clubId}` }),
  },
  {
    route: 'POST /api/users/add-member',
    // The plain form adds to the caller's own club: club B's Manager adding a club-less Member to club B is fine.
    expect: [401, 403, 403, 200, 200, 403],
    request: async (w) => ({ body: { phoneNumber: (await createUser(w.app)).phoneNumber } }),
  },
  {
    route: 'POST /api/users/add-member/:clubId',
    expect: [401, 403, 403, 200, 404, 200],
    request: async (w) => ({
      url: `/api/users/add-member/${w.clubA.clubId}`,
      body: { phoneNumber: (await createUser(w.app)).phoneNumber },
    }),
  },
  // Club invitations (design-season section 10): only the invited Member sees or answers its own; the target here is
  // club A's invitation of a club-less Member who is none of the callers, so every Member reads it as not found.
  { route: 'GET /api/users/invitations', expect: [401, 200, 200, 403, 403, 403] },
  {
    route: 'POST /api/users/invitations/:id/accept',
    expect: [401, 404, 404, 403, 403, 403],
    request: async (w) => ({ url: `/api/users/invitations/${await invitationOfClubA(w)}/accept` }),
  },
  {
    route: 'POST /api/users/invitations/:id/decline',
    expect: [401, 404, 404, 403, 403, 403],
    request: async (w) => ({ url: `/api/users/invitations/${await invitationOfClubA(w)}/decline` }),
  },
  // Staff's side (design-contests section 4): club A's pending invitations, and withdrawing a fresh one of them.
  {
    route: 'GET /api/clubs/:clubId/invitations',
    expect: [401, 403, 403, 200, 404, 200],
    request: async (w) => {
      await invitationOfClubA(w);
      return { url: `/api/clubs/${w.clubA.clubId}/invitations` };
    },
  },
  {
    route: 'DELETE /api/invitations/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/invitations/${await invitationOfClubA(w)}` }),
  },
  {
    route: 'POST /api/users/register-member',
    expect: [401, 403, 403, 201, 201, 403],
    request: () => ({ body: registrationBody() }),
  },
  {
    route: 'POST /api/users/register-member/:clubId',
    expect: [401, 403, 403, 201, 404, 201],
    request: (w) => ({ url: `/api/users/register-member/${w.clubA.clubId}`, body: registrationBody() }),
  },
  {
    route: 'PUT /api/users/remove-member/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({
      url: `/api/users/remove-member/${(await createUser(w.app, { clubId: w.clubA.clubId })).id}`,
    }),
  },
  {
    route: 'PUT /api/users/reset-password/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({
      url: `/api/users/reset-password/${(await createUser(w.app, { clubId: w.clubA.clubId })).id}`,
    }),
  },
  {
    route: 'PUT /api/users/add-credit/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({
      url: `/api/users/add-credit/${(await createUser(w.app, { clubId: w.clubA.clubId })).id}`,
      body: { creditAmount: 25.5 },
    }),
  },
  {
    route: 'PUT /api/users/deduct-credit/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({
      url: `/api/users/deduct-credit/${(await createUser(w.app, { clubId: w.clubA.clubId, credits: 5000n })).id}`,
      body: { creditAmount: 10 },
    }),
  },

  // Matches.
  { route: 'GET /api/matches', expect: [401, 200, 200, 200, 200, 403] },
  {
    route: 'GET /api/matches/club/:clubId',
    expect: CLUB_A_READ,
    request: async (w) => {
      await newMatch(w);
      return { url: `/api/matches/club/${w.clubA.clubId}` };
    },
  },
  {
    route: 'GET /api/matches/:id',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/matches/${(await newMatch(w)).id}` }),
  },
  // The plain form creates in the caller's own club (Managers only); Admins name the club.
  { route: 'POST /api/matches', expect: [401, 403, 403, 201, 201, 403], request: () => ({ body: matchBody() }) },
  {
    route: 'POST /api/matches/Admin-club/:clubId',
    expect: [401, 403, 403, 403, 403, 201],
    request: (w) => ({ url: `/api/matches/Admin-club/${w.clubA.clubId}`, body: matchBody() }),
  },
  {
    route: 'PUT /api/matches/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/matches/${(await newMatch(w)).id}`, body: matchBody() }),
  },
  {
    route: 'DELETE /api/matches/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/matches/${(await newMatch(w)).id}` }),
  },
  {
    route: 'PUT /api/matches/:id/update-players',
    expect: CLUB_A_WRITE,
    request: async (w) => ({
      url: `/api/matches/${(await newMatch(w)).id}/update-players`,
      body: { team1Players: { 0: 'Rohit' }, team2Players: ['Warner'] },
    }),
  },
  {
    route: 'POST /api/matches/:id/approve-credits',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/matches/${(await settleableGroup(w)).matchId}/approve-credits` }),
  },
  // With a bet in it, so an allowed abandon also refunds.
  {
    route: 'POST /api/matches/:id/abandon',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/matches/${(await groupWithBet(w)).matchId}/abandon` }),
  },

  // Notifications: everyone signed in, their own only.
  { route: 'GET /api/notifications', expect: SIGNED_IN },
  // Push notifications (design-contests section 2): the key is public; phones and settings are the caller's own.
  { route: 'GET /api/push/key', expect: PUBLIC },
  {
    route: 'POST /api/push/subscriptions',
    expect: [401, 201, 201, 201, 201, 201],
    request: () => ({ body: pushSubscriptionBody() }),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    expect: SIGNED_IN,
    request: () => ({ body: { endpoint: pushSubscriptionBody().endpoint } }),
  },
  { route: 'POST /api/push/test', expect: [401, 202, 202, 202, 202, 202] },
  { route: 'GET /api/users/notification-settings', expect: SIGNED_IN },
  {
    route: 'PUT /api/users/notification-settings',
    expect: SIGNED_IN,
    request: () => ({ body: { push: { reminders: false, results: true, credits: true, invitations: true } } }),
  },
  { route: 'PUT /api/notifications/read', expect: SIGNED_IN, request: () => ({ body: {} }) },

  // Audit trail: club A's rows for its Manager and Admins; another club's Manager 404; Members 403.
  { route: 'GET /api/audit', expect: CLUB_A_WRITE, request: (w) => ({ url: `/api/audit?clubId=${w.clubA.clubId}` }) },
  {
    route: 'GET /api/audit.csv',
    expect: CLUB_A_WRITE,
    request: (w) => ({ url: `/api/audit.csv?clubId=${w.clubA.clubId}` }),
  },

  // Groups.
  {
    route: 'GET /api/groups/match/:matchId',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/groups/match/${(await groupWithBet(w)).matchId}` }),
  },
  {
    route: 'GET /api/groups/:id',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/groups/${(await groupWithBet(w)).id}` }),
  },
  {
    route: 'POST /api/groups',
    expect: CLUB_A_CREATE,
    request: async (w) => ({ body: { ...groupBody, matchId: (await newMatch(w)).id, status: 'Active' } }),
  },
  {
    route: 'PUT /api/groups/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/groups/${(await newGroup(w)).id}`, body: groupBody }),
  },
  // With a bet in it, so an allowed delete also refunds.
  {
    route: 'DELETE /api/groups/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/groups/${(await groupWithBet(w)).id}` }),
  },

  // Results.
  {
    route: 'GET /api/results/:resultId',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/results/${await resultOfNewMatch(w)}` }),
  },
  {
    route: 'POST /api/results',
    expect: CLUB_A_CREATE,
    request: async (w) => ({ body: { matchId: (await newMatch(w)).id, ...scores } }),
  },
  {
    route: 'PUT /api/results/:resultId',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/results/${await resultOfNewMatch(w)}`, body: scores }),
  },

  // Scorecards (design-season sections 2 and 3): readers of the club read one; staff of the club save one and read a
  // Cricsheet file (which saves nothing).
  {
    route: 'GET /api/matches/:id/scorecard',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/matches/${await matchWithScorecard(w)}/scorecard` }),
  },
  {
    route: 'PUT /api/matches/:id/scorecard',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/matches/${(await newMatch(w)).id}/scorecard`, body: scorecardBody() }),
  },
  {
    route: 'POST /api/matches/:id/scorecard/cricsheet',
    expect: CLUB_A_WRITE,
    request: async (w) => ({
      url: `/api/matches/${(await cricsheetMatch(w)).id}/scorecard/cricsheet`,
      body: cricsheetFile(),
    }),
  },

  // Bets and winners.
  {
    route: 'POST /api/bets/multiple',
    // Only Members bet, and only in their own club.
    expect: [401, 201, 404, 403, 403, 403],
    request: async (w) => {
      const group = await newGroup(w);
      return { body: { betAmount: 10, matchId: group.matchId, groupId: group.id, combinations: ['12A', '34B'] } };
    },
  },
  {
    route: 'GET /api/bets/group/:groupId',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/bets/group/${(await groupWithBet(w)).id}` }),
    // The paged form (design-match-day section 9): the same readers, and still no phones for members.
    queries: ['?page=1&limit=100', '?page=2&limit=1', '?page=1&limit=500'],
  },
  {
    route: 'POST /api/bids',
    // Only Members bid, and only in their own club.
    expect: [401, 201, 404, 403, 403, 403],
    request: async (w) => {
      const group = await newBiddingGroup(w);
      return { body: { groupId: group.id, matchId: group.matchId, combination: '12A', amount: 10 } };
    },
  },
  {
    route: 'GET /api/bids/group/:groupId',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/bids/group/${(await newBiddingGroup(w)).id}` }),
  },
  // Fantasy Team entries (design-contests section 1): Members of the club enter and edit their own; readers list.
  {
    route: 'POST /api/groups/:groupId/teams',
    expect: [401, 201, 404, 403, 403, 403],
    request: async (w) => ({ url: `/api/groups/${(await newFantasyGroup(w)).id}/teams`, body: fantasyTeam }),
  },
  {
    route: 'PUT /api/fantasy-teams/:id',
    // Only its owner (Member A); Member B's 404 is another club's team; staff are not Members.
    expect: [401, 200, 404, 403, 403, 403],
    request: async (w) => ({
      url: `/api/fantasy-teams/${await teamOfMemberA(w)}`,
      body: { ...fantasyTeam, captain: 'B' },
    }),
  },
  {
    route: 'GET /api/groups/:groupId/teams',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/groups/${(await newFantasyGroup(w)).id}/teams` }),
  },
  {
    route: 'GET /api/groups/:id/standings',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/groups/${(await settleableGroup(w)).id}/standings` }),
  },
  {
    route: 'GET /api/winners/group/:groupId',
    expect: CLUB_A_READ,
    request: async (w) => ({ url: `/api/winners/group/${(await settledGroup(w)).id}` }),
  },

  // Standings, statistics and exports (design-match-day section 7).
  {
    route: 'GET /api/clubs/:clubId/standings',
    expect: CLUB_A_READ,
    request: async (w) => {
      await settledGroup(w);
      return { url: `/api/clubs/${w.clubA.clubId}/standings?from=2000-01-01` };
    },
  },
  {
    route: 'GET /api/clubs/:clubId/standings.csv',
    expect: CLUB_A_READ,
    request: async (w) => {
      await settledGroup(w);
      return { url: `/api/clubs/${w.clubA.clubId}/standings.csv` };
    },
  },
  { route: 'GET /api/users/my-stats', expect: [401, 200, 200, 403, 403, 403] },
  {
    route: 'GET /api/groups/:id/bets.csv',
    expect: [401, 403, 403, 200, 404, 200],
    request: async (w) => ({ url: `/api/groups/${(await groupWithBet(w)).id}/bets.csv` }),
  },
  {
    route: 'GET /api/transactions/:userId.csv',
    expect: USER_PRIVATE,
    request: (w) => ({ url: `/api/transactions/${w.subject.id}.csv` }),
  },
  // Fixture import and the calendar feed (design-season section 5).
  {
    route: 'POST /api/clubs/:clubId/matches/import',
    expect: CLUB_A_CREATE,
    request: (w) => ({
      url: `/api/clubs/${w.clubA.clubId}/matches/import`,
      body: { csv: `team1,team2,dateTime\nLions ${nextPhone()},Tigers,${FUTURE()}`, timeZone: 'Asia/Kolkata' },
    }),
  },
  {
    route: 'GET /api/users/calendar',
    expect: SIGNED_IN,
    // The first read makes the address (a row); every caller's is made beforehand, so this read changes nothing.
    request: async (w) => {
      await calendarAddresses(w);
      return {};
    },
  },
  { route: 'POST /api/users/calendar/reset', expect: SIGNED_IN },
  {
    route: 'GET /api/calendar/:token.ics',
    // The address is the key: whoever has it reads the feed (its owner's club's matches), signed in or not.
    expect: PUBLIC,
    request: async (w) => {
      const urls = await calendarAddresses(w);
      return { url: new URL(urls.memberA as string).pathname };
    },
  },

  // Member import and welcome links (design-season section 6): staff of the club import and renew links; a
  // welcome link's token is its only credential, so anyone holding one may use it.
  {
    route: 'POST /api/clubs/:clubId/members/import',
    expect: CLUB_A_CREATE,
    request: (w) => ({
      url: `/api/clubs/${w.clubA.clubId}/members/import`,
      body: { csv: `firstName,lastName,phoneNumber,credits\nIm,Ported,${nextPhone()},5\n` },
    }),
  },
  {
    route: 'GET /api/users/welcome/:token',
    expect: PUBLIC,
    request: async (w) => ({ url: `/api/users/welcome/${(await importedMemberOfClubA(w)).token}` }),
  },
  {
    route: 'POST /api/users/welcome/:token',
    expect: PUBLIC,
    request: async (w) => ({
      url: `/api/users/welcome/${(await importedMemberOfClubA(w)).token}`,
      body: { password: 'welcome-pw-1' },
    }),
  },
  {
    route: 'POST /api/users/welcome-link/:id',
    expect: CLUB_A_WRITE,
    request: async (w) => ({ url: `/api/users/welcome-link/${(await importedMemberOfClubA(w)).id}` }),
  },
];

/** Every signed-in caller's calendar address (made on first read). */
async function calendarAddresses(w: World): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const [name, user] of Object.entries(w.users)) {
    const res = await call(w.app, 'GET', '/api/users/calendar', { token: user.token });
    urls[name] = res.body.url;
  }
  return urls;
}

const t = useTestApp();
let baseUrl: string | undefined;

/** A streaming route over real HTTP: the status, and the body (JSON, or the stream's opening text). */
async function callStream(url: string, token: string | undefined) {
  baseUrl ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  if (res.status !== 200) return { status: res.status, body: (await res.json()) as { message?: string } };
  const reader = res.body?.getReader();
  const first = reader ? await reader.read() : undefined;
  controller.abort();
  return { status: res.status, body: new TextDecoder().decode(first?.value) };
}
const figures = { calls: 0, allowed: 0, refused: 0, unchangedOnRefusal: 0 };

afterAll(async () => {
  process.stdout.write(
    `permission matrix (${t?.kind}): ${ROWS.length} routes x ${CALLERS.length} callers = ${figures.calls} calls, ` +
      `${figures.allowed} allowed, ${figures.refused} refused, ${figures.unchangedOnRefusal} refusals left every table unchanged\n`,
  );
});

describe('permission matrix (design section 5)', () => {
  it('has exactly one row for every registered /api route', () => {
    const registered = apiRoutes(t.app.registeredRoutes.map((r) => r.route));
    const rows = ROWS.map((r) => r.route);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect(
      registered.filter((r) => !rows.includes(r)),
      'routes without a matrix row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !registered.includes(r)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_name, row) => {
    const w = await makeWorld(t.app);
    const [method, path] = row.route.split(' ') as [string, string];
    // Ids of club A and the subject's phone: what club B's callers, and other members, must never be shown.
    const clubASecrets = [w.clubA.clubId, w.clubA.manager.id, w.subject.id, w.users.memberA.id];
    const forms = CALLERS.flatMap((caller, i) =>
      ['', ...(row.queries ?? [])].map((query) => [i, caller, query] as const),
    );
    for (const [i, caller, query] of forms) {
      const req = row.request ? await row.request(w) : {};
      const url = `${req.url ?? path}${query}`;
      const before = await tableDigest(t.db);
      const res = row.stream
        ? await callStream(url, tokenOf(w, caller))
        : await call(t.app, method as 'GET', url, { token: tokenOf(w, caller), body: req.body });
      const after = await tableDigest(t.db);
      figures.calls += 1;
      const expected = row.expect[i] as number;
      expect(res.status, `${caller} ${method} ${url}: ${JSON.stringify(res.body)}`).toBe(expected);

      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
      expect(text).not.toMatch(/\$argon2|passwordHash|password_hash/);
      if (res.status >= 400) {
        figures.refused += 1;
        expect(typeof res.body?.message, `${caller} ${url} answers { message }`).toBe('string');
        expect(after, `${caller} ${method} ${url} was refused but changed the database`).toEqual(before);
        figures.unchangedOnRefusal += 1;
      } else {
        figures.allowed += 1;
        if (method === 'GET') expect(after, `${method} ${url} changed the database`).toEqual(before);
      }
      if (res.status < 300 && (caller === 'memberB' || caller === 'managerB')) {
        for (const secret of clubASecrets) expect(text, `${caller} was shown club A data`).not.toContain(secret);
      }
      if (res.status < 300 && (caller === 'memberA' || caller === 'memberB')) {
        expect(text, `${caller} was shown another member's phone`).not.toContain(w.subject.phoneNumber);
      }
      if (method === 'GET' && caller === 'anonymous') {
        // HEAD is registered beside every GET and must be guarded the same way.
        const head = await t.app.inject({ method: 'HEAD', url });
        expect(head.statusCode, `HEAD ${url}`).toBe(res.status);
      }
    }
  });
});
