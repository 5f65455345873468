import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { applyPostings } from '../../../src/modules/ledger/postings';
import { call, useTestApp } from '../../helpers/app';
import {
  createClub,
  createGroup,
  createMatch,
  createUser,
  type UserFixture,
  useClubs,
  useUser,
} from '../../helpers/fixtures';
import { expectLedgerBalanced } from '../../helpers/ledger';
import { betOk, saveLetterResult } from '../bets/helpers';

/**
 * Design-match-day section 7 on a small season of club A, settled through the API:
 * - match 1 (2026-03-10): A 90, B 75, C 60; pool 4000 paise, shares 50/30/10. Alice 12A and Bob 13A share 1st
 *   (1000 each; Bob was referred by Rita, who earns 5% = 50), Carol 12B 2nd (1200), Dave 12C 3rd (400).
 * - match 2 (2026-04-20): pool 4000, shares 50/30/0. Rita 12A and 13A share 1st (2000), Eve 12B 2nd (1200),
 *   Gus 12C 3rd with a 0% share (no prize).
 * - match 3 (2026-05-01): Alice's bet in a group that is then deleted (refunded); Hank's group settles (he wins).
 * - match 4: Alice bets, a result is saved but credits are not approved (not Announced): counts nowhere.
 * - club B: an Announced match with a bet of its member: never in club A's standings.
 */

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin' });
const { club, otherClub } = useClubs(t, { club: 'Club A', otherClub: 'Club B' });
type Person = 'rita' | 'alice' | 'bob' | 'carol' | 'dave' | 'eve' | 'gus' | 'hank' | 'outsider';
const u = {} as Record<Person, UserFixture>;
const matchIds: string[] = [];

async function settle(matchId: string, dateTime: string, manager: UserFixture) {
  const res = await call(t.app, 'POST', `/api/matches/${matchId}/approve-credits`, { token: manager.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.app.db.execute(sql`update matches set date_time = ${dateTime}::timestamptz where id = ${matchId}::uuid`);
}

beforeAll(async () => {
  const member = (firstName: string, lastName: string, referredBy?: string) =>
    createUser(t.app, { clubId: club.clubId, credits: 100_000n, firstName, lastName, referredBy: referredBy ?? null });
  u.rita = await member('Rita', 'Ray');
  u.alice = await member('Alice', 'Ames');
  u.bob = await member('Bob', 'Bell', u.rita.id);
  u.carol = await member('Carol', 'Cole');
  u.dave = await member('Dave', 'Dunn');
  u.eve = await member('Eve', 'Eden');
  // A name a spreadsheet would run as formulas.
  u.gus = await member('=HYPERLINK("http://evil","x")', '+1');
  u.hank = await member('Hank', 'Hill');
  u.outsider = await createUser(t.app, { clubId: otherClub.clubId, credits: 100_000n, firstName: 'Olga' });

  const soon = () => new Date(Date.now() + 3_600_000);
  const m1 = await createMatch(t.app, club.clubId, { team1: 'Eagles', team2: 'Hawks', dateTime: soon() });
  const g1 = await createGroup(t.app, m1.id, { betAmount: 1000n, shares: [50, 30, 10] });
  await betOk(t.app, u.alice.token, g1, ['12A']);
  await betOk(t.app, u.bob.token, g1, ['13A']);
  await betOk(t.app, u.carol.token, g1, ['12B']);
  await betOk(t.app, u.dave.token, g1, ['12C']);
  await saveLetterResult(t.app, m1.id, [90, 75, 60]);
  await settle(m1.id, '2026-03-10T14:00:00Z', club.manager);

  const m2 = await createMatch(t.app, club.clubId, { team1: 'Lions', team2: 'Tigers', dateTime: soon() });
  const g2 = await createGroup(t.app, m2.id, { betAmount: 1000n, shares: [50, 30, 0] });
  await betOk(t.app, u.rita.token, g2, ['12A', '13A']);
  await betOk(t.app, u.eve.token, g2, ['12B']);
  await betOk(t.app, u.gus.token, g2, ['12C']);
  await saveLetterResult(t.app, m2.id, [90, 75, 60]);
  await settle(m2.id, '2026-04-20T23:59:59Z', club.manager);

  const m3 = await createMatch(t.app, club.clubId, { team1: 'Bulls', team2: 'Bears', dateTime: soon() });
  const refunded = await createGroup(t.app, m3.id, { betAmount: 1000n });
  const g3 = await createGroup(t.app, m3.id, { betAmount: 500n });
  await betOk(t.app, u.alice.token, refunded, ['12A']);
  const del = await call(t.app, 'DELETE', `/api/groups/${refunded.id}`, { token: club.manager.token });
  expect(del.status).toBe(200);
  await betOk(t.app, u.hank.token, g3, ['12A']);
  await saveLetterResult(t.app, m3.id, [90]);
  await settle(m3.id, '2026-05-01T10:00:00Z', club.manager);

  const m4 = await createMatch(t.app, club.clubId, { team1: 'Owls', team2: 'Crows', dateTime: soon() });
  const g4 = await createGroup(t.app, m4.id, { betAmount: 1000n });
  await betOk(t.app, u.alice.token, g4, ['12A']);
  await saveLetterResult(t.app, m4.id, [90]);

  const mb = await createMatch(t.app, otherClub.clubId, { dateTime: soon() });
  const gb = await createGroup(t.app, mb.id, { betAmount: 1000n });
  await betOk(t.app, u.outsider.token, gb, ['12A']);
  await saveLetterResult(t.app, mb.id, [90]);
  await settle(mb.id, '2026-03-10T12:00:00Z', otherClub.manager);
  matchIds.push(m1.id, m2.id, m3.id, m4.id);
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.db);
});

const standings = (token: string | undefined, query = '', clubId = club.clubId) =>
  call(t.app, 'GET', `/api/clubs/${clubId}/standings${query}`, { token });

/** name -> [rank, matches, bets, staked, won, net, wins, firsts, referral] */
function table(body: Array<Record<string, unknown> & { user: { firstName: string } }>) {
  return body.map((r) => [
    r.user.firstName,
    r.rank,
    r.matches,
    r.bets,
    r.staked,
    r.won,
    r.net,
    r.wins,
    r.firsts,
    r.referral,
  ]);
}

describe('GET /api/clubs/{clubId}/standings', () => {
  it('ranks by net then won, shares equal ranks and skips after them; refunded and unsettled bets count nowhere', async () => {
    const res = await standings(u.alice.token);
    expect(res.status).toBe(200);
    const gus = u.gus.firstName;
    expect(table(res.body)).toEqual([
      ['Carol', 1, 1, 1, 10, 12, 2, 1, 0, 0],
      ['Eve', 1, 1, 1, 10, 12, 2, 1, 0, 0],
      // Equal net (0): more won ranks first.
      ['Rita', 3, 1, 2, 20, 20, 0, 2, 2, 0.5],
      // Alice's refunded bet (match 3) and her unsettled one (match 4) are not in her stake.
      ['Alice', 4, 1, 1, 10, 10, 0, 1, 1, 0],
      ['Bob', 4, 1, 1, 10, 10, 0, 1, 1, 0],
      ['Hank', 6, 1, 1, 5, 2.5, -2.5, 1, 1, 0],
      ['Dave', 7, 1, 1, 10, 4, -6, 1, 0, 0],
      [gus, 8, 1, 1, 10, 0, -10, 0, 0, 0],
    ]);
    expect(res.body[0]).toEqual({
      user: { _id: u.carol.id, firstName: 'Carol', lastName: 'Cole' },
      matches: 1,
      bets: 1,
      staked: 10,
      won: 12,
      net: 2,
      wins: 1,
      firsts: 0,
      referral: 0,
      rank: 1,
    });
    // No phone numbers, and nothing of club B.
    const text = JSON.stringify(res.body);
    for (const person of Object.values(u)) expect(text).not.toContain(person.phoneNumber);
    expect(text).not.toContain(u.outsider.id);
  });

  it('filters on the match day, both ends inclusive (UTC); referral earnings come only from those matches', async () => {
    const april = await standings(club.manager.token, '?from=2026-04-20&to=2026-04-20');
    expect(april.status).toBe(200);
    expect(table(april.body)).toEqual([
      ['Eve', 1, 1, 1, 10, 12, 2, 1, 0, 0],
      ['Rita', 2, 1, 2, 20, 20, 0, 2, 2, 0],
      [u.gus.firstName, 3, 1, 1, 10, 0, -10, 0, 0, 0],
    ]);
    // Rita earned on match 1 but did not bet on it: no row of hers.
    const march = await standings(admin.token, '?to=2026-03-10');
    expect(table(march.body).map((r) => [r[0], r[1]])).toEqual([
      ['Carol', 1],
      ['Alice', 2],
      ['Bob', 2],
      ['Dave', 4],
    ]);
    const fromMay = await standings(u.bob.token, '?from=2026-04-21');
    expect(table(fromMay.body).map((r) => r[0])).toEqual(['Hank']);
    const none = await standings(u.bob.token, '?from=2027-01-01');
    expect(none.body).toEqual([]);
  });

  it('is read by the club members, its Manager and Admins; another club and unknown clubs read 404', async () => {
    expect((await standings(undefined)).status).toBe(401);
    expect((await standings(u.outsider.token)).status).toBe(404);
    expect((await standings(otherClub.manager.token)).status).toBe(404);
    expect((await standings(admin.token)).status).toBe(200);
    const unknown = await standings(admin.token, '', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    // A club without settled matches has empty standings, not a 404.
    const quiet = await createClub(t.app);
    expect(await standings(admin.token, '', quiet.clubId)).toMatchObject({ status: 200, body: [] });
    expect(await standings(quiet.manager.token, '', quiet.clubId)).toMatchObject({ status: 200, body: [] });
    // Club B's standings hold only its own member.
    const b = await standings(otherClub.manager.token, '', otherClub.clubId);
    expect(b.body.map((r: { user: { _id: string } }) => r.user._id)).toEqual([u.outsider.id]);
  });

  it('refuses bad dates with a 400 and a message', async () => {
    for (const [query, message] of [
      ['?from=2026-02-30', messages.invalidDate],
      ['?from=10-03-2026', messages.invalidDate],
      ['?to=2026-03-10T00:00:00Z', messages.invalidDate],
      ['?from=2026-05-01&to=2026-04-01', messages.invalidDateRange],
      ['?from=2026-05-01&from=2026-05-02', undefined],
    ] as const) {
      const res = await standings(u.alice.token, query);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe('string');
      if (message) expect(res.body.message, query).toBe(message);
    }
  });
});

describe('GET /api/clubs/{clubId}/standings.csv', () => {
  it('answers text/csv with a header row, RS with 2 decimals, and formula text neutralised (numbers never)', async () => {
    const res = await call(t.app, 'GET', `/api/clubs/${club.clubId}/standings.csv?to=2026-04-30`, {
      token: u.alice.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="standings.csv"');
    const lines = String(res.body).split('\r\n');
    expect(lines[0]).toBe(
      'Rank,First Name,Last Name,Matches,Bets,Staked (RS),Won (RS),Net (RS),Wins,Firsts,Referral (RS)',
    );
    expect(lines.slice(1)).toEqual([
      '1,Carol,Cole,1,1,10.00,12.00,2.00,1,0,0.00',
      '1,Eve,Eden,1,1,10.00,12.00,2.00,1,0,0.00',
      '3,Rita,Ray,1,2,20.00,20.00,0.00,2,2,0.50',
      '4,Alice,Ames,1,1,10.00,10.00,0.00,1,1,0.00',
      '4,Bob,Bell,1,1,10.00,10.00,0.00,1,1,0.00',
      '6,Dave,Dunn,1,1,10.00,4.00,-6.00,1,0,0.00',
      `7,"'=HYPERLINK(""http://evil"",""x"")",'+1,1,1,10.00,0.00,-10.00,0,0,0.00`,
      '',
    ]);
  });

  it('has the readers and date rules of the JSON', async () => {
    const url = `/api/clubs/${club.clubId}/standings.csv`;
    expect((await call(t.app, 'GET', url)).status).toBe(401);
    expect((await call(t.app, 'GET', url, { token: u.outsider.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: otherClub.manager.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: club.manager.token })).status).toBe(200);
    const bad = await call(t.app, 'GET', `${url}?from=2026-13-01`, { token: admin.token });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.invalidDate } });
  });
});

describe('GET /api/users/my-stats', () => {
  it("answers the member's totals and each settled match oldest first; refunded and unsettled bets count nowhere", async () => {
    const alice = await call(t.app, 'GET', '/api/users/my-stats', { token: u.alice.token });
    expect(alice.status).toBe(200);
    expect(alice.body).toEqual({
      totals: { matches: 1, bets: 1, staked: 10, won: 10, net: 0, wins: 1, firsts: 1, referral: 0 },
      matches: [
        {
          match: { _id: matchIds[0], team1: 'Eagles', team2: 'Hawks', dateTime: '2026-03-10T14:00:00.000Z' },
          bets: 1,
          staked: 10,
          won: 10,
          net: 0,
        },
      ],
    });
    const rita = await call(t.app, 'GET', '/api/users/my-stats', { token: u.rita.token });
    expect(rita.body.totals).toEqual({
      matches: 1,
      bets: 2,
      staked: 20,
      won: 20,
      net: 0,
      wins: 2,
      firsts: 2,
      referral: 0.5,
    });
    const fresh = await createUser(t.app, { clubId: club.clubId });
    const empty = await call(t.app, 'GET', '/api/users/my-stats', { token: fresh.token });
    expect(empty.body).toEqual({
      totals: { matches: 0, bets: 0, staked: 0, won: 0, net: 0, wins: 0, firsts: 0, referral: 0 },
      matches: [],
    });
  });

  it('is for Members only', async () => {
    expect((await call(t.app, 'GET', '/api/users/my-stats')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/my-stats', { token: club.manager.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/users/my-stats', { token: admin.token })).status).toBe(403);
  });
});

describe('GET /api/groups/{id}/bets.csv', () => {
  it("gives the club's Manager and Admins the betting sheet with names and phones", async () => {
    const [group] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select id from groups where match_id = ${matchIds[1]}::uuid`,
    );
    const url = `/api/groups/${group?.id}/bets.csv`;
    const res = await call(t.app, 'GET', url, { token: club.manager.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = String(res.body).split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Phone,Combination,Bet Amount (RS),Score,Result,Placed At');
    const placedAt = /,\d{4}-\d\d-\d\dT[\d:.]+Z$/;
    expect(lines.slice(1, 5).map((l) => l.replace(placedAt, ''))).toEqual([
      `Rita,Ray,${u.rita.phoneNumber},12A,10.00,90,Win`,
      `Rita,Ray,${u.rita.phoneNumber},13A,10.00,90,Win`,
      `Eve,Eden,${u.eve.phoneNumber},12B,10.00,75,Win`,
      // Gus's 3rd place had a 0% share: no prize, so a Loss.
      `"'=HYPERLINK(""http://evil"",""x"")",'+1,${u.gus.phoneNumber},12C,10.00,60,Loss`,
    ]);
    expect(lines).toHaveLength(6);
    expect((await call(t.app, 'GET', url, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: u.rita.token })).status).toBe(403);
    expect((await call(t.app, 'GET', url, { token: otherClub.manager.token })).status).toBe(404);
    const unknown = await call(t.app, 'GET', '/api/groups/00000000-0000-4000-8000-000000000000/bets.csv', {
      token: admin.token,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.groupNotFound } });
  });
});

describe('GET /api/transactions/{userId}.csv', () => {
  it('exports the ledger to whoever may read it, newest first, formula text neutralised', async () => {
    await t.app.db.transaction((tx) =>
      applyPostings(tx, [
        {
          userId: u.dave.id,
          type: 'Credit',
          kind: 'credit_added',
          amount: 5n,
          description: '=1+1 @credit',
          actorId: club.manager.id,
        },
      ]),
    );
    const url = `/api/transactions/${u.dave.id}.csv`;
    const res = await call(t.app, 'GET', url, { token: u.dave.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = String(res.body).split('\r\n');
    expect(lines[0]).toBe('Date,Type,Amount (RS),Balance After (RS),Description');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,Credit,0\.05,994\.05,'=1\+1 @credit$/);
    // A description with a comma is quoted (RFC 4180).
    expect(lines[2]).toMatch(/,Credit,4\.00,994\.00,"Winnings: Eagles vs Hawks, 12C 3rd place"$/);
    expect(lines[3]).toMatch(/,Debit,10\.00,990\.00,/);
    expect(lines[4]).toMatch(/,Credit,1000\.00,1000\.00,Fixture credit$/);
    expect((await call(t.app, 'GET', url, { token: club.manager.token })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: u.alice.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url, { token: otherClub.manager.token })).status).toBe(404);
    expect((await call(t.app, 'GET', url)).status).toBe(401);
    // The JSON route next to it still answers JSON.
    const json = await call(t.app, 'GET', `/api/transactions/${u.dave.id}`, { token: u.dave.token });
    expect(json.status).toBe(200);
    expect(json.body[0].description).toBe('=1+1 @credit');
  });
});
