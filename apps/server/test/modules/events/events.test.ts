import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, useSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import {
  type Cast,
  createCast,
  createGroup,
  createMatch,
  createUser,
  FIXTURE_PASSWORD,
  type UserFixture,
} from '../../helpers/fixtures';
import { type EventStream, openEventStream, type ReceivedEvent } from '../../helpers/sse';

/**
 * GET /api/events (design-match-day section 1) over real HTTP: who receives what, nothing for a change that did not
 * commit, the stream's start and end, and (PostgreSQL) delivery by another instance through LISTEN/NOTIFY.
 */
describe('live events', () => {
  const t = useTestApp();
  let url: string;
  let cast: Cast;
  let mate: UserFixture;
  let outsider: UserFixture;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await createCast(t.app);
    mate = await createUser(t.app, { clubId: cast.club.clubId, credits: 50_000n });
    outsider = await createUser(t.app, { clubId: cast.other.clubId, credits: 50_000n });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
  });

  async function open(token: string, base = url) {
    const stream = await openEventStream(base, { authorization: `Bearer ${token}` });
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  const isGroup = (groupId: string) => (e: ReceivedEvent) =>
    e.event === 'group' && (e.data as { groupId: string }).groupId === groupId;

  async function multiGroup() {
    const match = await createMatch(t.app, cast.club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    return { match, group };
  }

  const bet = (token: string, g: { id: string; matchId: string }, combinations: string[], amount = 10) =>
    call(t.app, 'POST', '/api/bets/multiple', {
      token,
      body: { betAmount: amount, matchId: g.matchId, groupId: g.id, combinations },
    });

  it('answers 401 before the stream opens when the bearer token is missing, bad or only in the URL', async () => {
    const forged = (() => {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const body = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: cast.member.id, ver: 0 })}`;
      return `${body}.${createHmac('sha256', 'another-secret').update(body).digest('base64url')}`;
    })();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${forged}` },
      { authorization: `Basic ${cast.member.token}` },
      { authorization: cast.member.token },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${url}/api/events`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { message: string }).message).toBe('Not authorized, please sign in');
    }
    const inUrl = await fetch(`${url}/api/events?token=${cast.member.token}&access_token=${cast.member.token}`);
    expect(inUrl.status).toBe(401);
    await inUrl.body?.cancel();
  });

  it('is documented in the OpenAPI document, as is the standings route', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    const events = res.body.paths['/api/events'].get;
    expect(events.description).toContain('Server-Sent Events');
    expect(JSON.stringify(events.responses)).toContain('text/event-stream');
    expect(events.security).toEqual([{ bearer: [] }]);
    const standings = res.body.paths['/api/groups/{id}/standings'].get;
    expect(Object.keys(standings.responses['200'].content['application/json'].schema.properties)).toEqual([
      'provisional',
      'pool',
      'prizes',
      'rows',
    ]);
  });

  it('opens as text/event-stream with a retry hint', async () => {
    const s = await open(cast.member.token);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toContain('no-cache');
    await expect.poll(() => s.text()).toContain('retry: 3000');
    s.close();
  });

  it("sends a bet's group event to its club and Admins, and its balance to the better only", async () => {
    const member = await open(cast.member.token);
    const matesStream = await open(mate.token);
    const outsiderStream = await open(outsider.token);
    const admin = await open(cast.admin.token);
    const managerA = await open(cast.club.manager.token);
    const managerB = await open(cast.other.manager.token);
    const { match, group } = await multiGroup();
    const placed = await bet(cast.member.token, { id: group.id, matchId: match.id }, ['12A', '34b']);
    expect(placed.status).toBe(201);

    // The bet's change of the board rides along (design-contests section 3): the first change of an empty board.
    const expectedGroup = {
      groupId: group.id,
      matchId: match.id,
      clubId: cast.club.clubId,
      version: 1,
      fromVersion: 0,
      taken: ['12A', '34B'],
      freed: [],
      totalBetAmount: 20,
      betCount: 2,
    };
    for (const s of [member, matesStream, admin, managerA]) {
      expect((await s.waitFor(isGroup(group.id))).data).toEqual(expectedGroup);
    }
    const balance = await member.waitFor((e) => e.event === 'balance');
    expect(balance.data).toEqual({ userId: cast.member.id, credits: placed.body.credits });

    // Barrier: the other club's manager creates a match; once that arrives, the bet's events would have too.
    const created = await call(t.app, 'POST', '/api/matches', {
      token: cast.other.manager.token,
      body: { team1: 'Owls', team2: 'Hawks', dateTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(created.status).toBe(201);
    const isOtherMatch = (e: ReceivedEvent) =>
      e.event === 'match' && (e.data as { matchId: string }).matchId === created.body._id;
    for (const s of [outsiderStream, managerB, admin]) {
      expect((await s.waitFor(isOtherMatch)).data).toEqual({
        matchId: created.body._id,
        clubId: cast.other.clubId,
        status: created.body.status,
      });
    }
    // Club A's own streams get club B's match only if they are Admin.
    await matesStream.waitFor(isGroup(group.id));
    for (const s of [outsiderStream, managerB]) {
      expect(s.events.map((e) => e.event)).toEqual(['match']);
      expect(s.text()).not.toContain(cast.club.clubId);
      expect(s.text()).not.toContain(cast.member.id);
    }
    expect(matesStream.events.some((e) => e.event === 'balance')).toBe(false);
    expect(managerA.events.some((e) => e.event === 'balance')).toBe(false);
    expect(admin.events.some((e) => e.event === 'balance')).toBe(false);
    expect(matesStream.events.some(isOtherMatch)).toBe(false);
    expect(member.events.some(isOtherMatch)).toBe(false);
  });

  it('sends balance events for credits added and deducted, and for refunds of a deleted group', async () => {
    const s = await open(cast.member.token);
    const added = await call(t.app, 'PUT', `/api/users/add-credit/${cast.member.id}`, {
      token: cast.club.manager.token,
      body: { creditAmount: 5 },
    });
    expect(added.status).toBe(200);
    await s.waitFor((e) => e.event === 'balance' && (e.data as { credits: number }).credits === added.body.credits);

    const { match, group } = await multiGroup();
    const placed = await bet(cast.member.token, { id: group.id, matchId: match.id }, ['56C']);
    expect(placed.status).toBe(201);
    const deleted = await call(t.app, 'DELETE', `/api/groups/${group.id}`, { token: cast.club.manager.token });
    expect(deleted.status).toBe(200);
    await s.waitFor((e) => e.event === 'balance' && (e.data as { credits: number }).credits === added.body.credits);
    await s.waitFor(isGroup(group.id));
  });

  it("announces a Fantasy Team entry (group and balance) and an edit of the team (group) to the member's streams", async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const manager = cast.club.manager.token;
    const names = (prefix: string) =>
      Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [String(i), `${prefix}${i}`]));
    const players = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager,
      body: { team1Players: names('Lion '), team2Players: names('Tiger ') },
    });
    expect(players.status).toBe(200);
    const s = await open(cast.member.token);
    const created = await call(t.app, 'POST', '/api/groups', {
      token: manager,
      body: {
        matchId: match.id,
        betType: 'Fantasy Team',
        betAmount: 5,
        winnerShare1: 50,
        winnerShare2: 30,
        winnerShare3: 10,
        status: 'Active',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const groupId = created.body._id as string;
    // The group's creation announced on its own (an entry in the same window would be announced with it, as an
    // unknown change).
    await s.waitFor(isGroup(groupId));
    const team = { players: ['1', '2', 'A', 'B', 'C'], captain: '1', viceCaptain: 'A' };
    const entered = await call(t.app, 'POST', `/api/groups/${groupId}/teams`, { token: cast.member.token, body: team });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    // The entry is a change of the board: the pool and the count, no combination (others' teams stay hidden).
    const entry = await s.waitFor((e) => isGroup(groupId)(e) && (e.data as { version?: number }).version === 1);
    expect(entry.data).toMatchObject({
      version: 1,
      fromVersion: 0,
      taken: [],
      freed: [],
      totalBetAmount: 5,
      betCount: 1,
    });
    await s.waitFor((e) => e.event === 'balance' && (e.data as { credits: number }).credits === entered.body.balance);
    const from = s.events.length;
    const saved = await call(t.app, 'PUT', `/api/fantasy-teams/${entered.body.team._id}`, {
      token: cast.member.token,
      body: { ...team, captain: '2' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // An edit is not a change of the board: ids only, screens read the group.
    const edited = await s.waitFor((e) => isGroup(groupId)(e) && s.events.indexOf(e) >= from);
    expect(edited.data).toEqual({ groupId, matchId: match.id, clubId: cast.club.clubId });
  });

  it('announces nothing for a refused or rolled-back change', async () => {
    const s = await open(mate.token);
    const { match, group } = await multiGroup();
    const taken = await createGroup(t.app, match.id, { betType: 'First Better', betAmount: 1000n });
    const closed = await createGroup(t.app, match.id, { status: 'Inactive' });
    const first = await bet(cast.member.token, { id: taken.id, matchId: match.id }, ['12A']);
    expect(first.status).toBe(201);
    await s.waitFor(isGroup(taken.id));
    const seen = s.events.length;

    // Refused before any write, and refused after the debit (the transaction rolls back).
    expect((await bet(mate.token, { id: closed.id, matchId: match.id }, ['12A'])).status).toBe(409);
    expect((await bet(mate.token, { id: taken.id, matchId: match.id }, ['13A', '12A'])).status).toBe(409);
    expect((await bet(mate.token, { id: group.id, matchId: match.id }, ['12A'], 99)).status).toBe(400);
    const broke = await createUser(t.app, { clubId: cast.club.clubId });
    expect((await bet(broke.token, { id: group.id, matchId: match.id }, ['12A'])).status).toBe(400);
    expect(
      (
        await call(t.app, 'PUT', `/api/users/deduct-credit/${mate.id}`, {
          token: cast.club.manager.token,
          body: { creditAmount: 1e6 },
        })
      ).status,
    ).toBe(400);
    expect((await call(t.app, 'DELETE', `/api/matches/${match.id}`, { token: cast.club.manager.token })).status).toBe(
      409,
    );
    expect(
      (
        await call(t.app, 'PUT', `/api/groups/${taken.id}`, {
          token: cast.club.manager.token,
          body: { betAmount: 5, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 },
        })
      ).status,
    ).toBe(409);

    // Barrier: a change that does commit; everything before it would have arrived first.
    const sentinel = await call(t.app, 'PUT', `/api/users/add-credit/${mate.id}`, {
      token: cast.club.manager.token,
      body: { creditAmount: 1 },
    });
    expect(sentinel.status).toBe(200);
    // The credit moves the balance and writes a credit notification; both announce themselves, nothing else does.
    await s.waitFor((e) => e.event === 'balance');
    await s.waitFor((e) => e.event === 'notification');
    expect(
      s.events
        .slice(seen)
        .map((e) => e.event)
        .sort(),
    ).toEqual(['balance', 'notification']);
    expect(s.events.slice(seen)).toContainEqual({
      event: 'balance',
      data: { userId: mate.id, credits: sentinel.body.credits },
    });
  });

  it('ends every stream with a retry hint when the app closes', async () => {
    const other = await buildTestApp();
    try {
      const base = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const admin = await createUser(other.app, { userType: 'Admin' });
      const s = await openEventStream(base, { authorization: `Bearer ${admin.token}` });
      expect(s.status).toBe(200);
      await expect.poll(() => s.text()).toContain(': connected');
      await other.app.close();
      await s.ended;
      expect(s.text().trimEnd().endsWith('retry: 3000')).toBe(true);
    } finally {
      await other.close().catch(() => {});
    }
  });

  it('ends the stream when the token expires', async () => {
    const user = await createUser(t.app, { clubId: cast.club.clubId });
    // `exp` is in whole seconds after a whole-second `iat`: a 1 s token signed late in a second may be expired
    // before the stream opens (a 401, seen on a loaded machine); 2 s leaves it at least one second.
    const short = t.app.jwt.sign({ sub: user.id, ver: 0 }, { expiresIn: 2 });
    const s = await open(short);
    await s.ended;
    expect(s.text()).toContain(': connected');
  });

  /** Resolves with how the stream ended, or 'open' if it is still open after `ms`. */
  const endedWithin = (s: EventStream, ms: number) =>
    Promise.race([s.ended, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

  /** A later event for `user` arrives on `s`: the stream is still open and delivering. */
  async function stillDelivers(s: EventStream, user: UserFixture) {
    const added = await call(t.app, 'PUT', `/api/users/add-credit/${user.id}`, {
      token: cast.club.manager.token,
      body: { creditAmount: 1 },
    });
    expect(added.status).toBe(200);
    await s.waitFor((e) => e.event === 'balance' && (e.data as { credits: number }).credits === added.body.credits);
  }

  it("ends a user's streams within seconds of a password change or a reset by staff, and only theirs", async () => {
    const changer = await createUser(t.app, { clubId: cast.club.clubId });
    const resetOne = await createUser(t.app, { clubId: cast.club.clubId });
    const bystander = await createUser(t.app, { clubId: cast.club.clubId });
    const [changed1, changed2, reset, other] = [
      await open(changer.token),
      await open(changer.token),
      await open(resetOne.token),
      await open(bystander.token),
    ];
    const change = await call(t.app, 'PUT', '/api/users/change-password', {
      token: changer.token,
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'changed-pw-9' },
    });
    expect(change.status).toBe(200);
    const byStaff = await call(t.app, 'PUT', `/api/users/reset-password/${resetOne.id}`, {
      token: cast.club.manager.token,
    });
    expect(byStaff.status).toBe(200);
    for (const s of [changed1, changed2, reset]) expect(await endedWithin(s, 10_000)).toBe('end');
    // The new token opens a stream again; the bystander's was never touched.
    const again = await open(change.body.token);
    await stillDelivers(other, bystander);
    expect(await endedWithin(again, 2_500)).toBe('open');
  });

  it("ends a user's stream within seconds when their club changes: moved to another club, or removed", async () => {
    const mover = await createUser(t.app, { clubId: cast.club.clubId });
    const leaver = await createUser(t.app, { clubId: cast.club.clubId });
    const moved = await open(mover.token);
    const left = await open(leaver.token);
    // Membership changed straight in the database: whichever code path changes it, the stream follows.
    await t.db.execute(sql`update users set member_of = ${cast.other.clubId} where id = ${mover.id}`);
    await t.db.execute(sql`update users set member_of = null where id = ${leaver.id}`);
    expect(await endedWithin(moved, 10_000)).toBe('end');
    expect(await endedWithin(left, 10_000)).toBe('end');
    // Reopened with the same token, the stream now carries the new club's events.
    const reopened = await open(mover.token);
    const created = await call(t.app, 'POST', '/api/matches', {
      token: cast.other.manager.token,
      body: { team1: 'Kites', team2: 'Crows', dateTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(created.status).toBe(201);
    await reopened.waitFor((e) => e.event === 'match' && (e.data as { matchId: string }).matchId === created.body._id);
  });

  it("ends a user's oldest stream when they open an 11th; the other 10 keep delivering", async () => {
    const user = await createUser(t.app, { clubId: cast.club.clubId });
    const first = await open(user.token);
    await expect.poll(() => first.text()).toContain(': connected');
    const rest: EventStream[] = [];
    for (let i = 0; i < 9; i++) rest.push(await open(user.token));
    expect(await endedWithin(first, 300)).toBe('open');
    const eleventh = await open(user.token);
    expect(await endedWithin(first, 5_000)).toBe('end');
    for (const s of [...rest, eleventh]) await stillDelivers(s, user);
    for (const s of [...rest, eleventh]) expect(await endedWithin(s, 0)).toBe('open');
  });

  describe.skipIf(testDatabaseKind() !== 'postgres')('across instances (PostgreSQL)', () => {
    const { instances, urls } = useSecondInstance(t, { listen: true });

    it('delivers what one instance committed to the streams of the other, filtered the same way', async () => {
      const [, second] = instances;
      const [, secondUrl] = urls;
      const onSecond = await open(mate.token, secondUrl);
      const betterOnSecond = await open(cast.member.token, secondUrl);
      const outsiderOnSecond = await open(outsider.token, secondUrl);
      const { match, group } = await multiGroup();
      const placed = await bet(cast.member.token, { id: group.id, matchId: match.id }, ['67G']);
      expect(placed.status).toBe(201);
      await onSecond.waitFor(isGroup(group.id));
      const balance = await betterOnSecond.waitFor((e) => e.event === 'balance');
      expect(balance.data).toEqual({ userId: cast.member.id, credits: placed.body.credits });
      // Barrier for the outsider: its own balance, changed through the second instance.
      const added = await second.inject({
        method: 'PUT',
        url: `/api/users/add-credit/${outsider.id}`,
        headers: { authorization: `Bearer ${cast.other.manager.token}` },
        payload: { creditAmount: 1 },
      });
      expect(added.statusCode).toBe(200);
      // The credit moves the balance and writes the outsider a credit notification; nothing of the bet arrives.
      await outsiderOnSecond.waitFor((e) => e.event === 'balance');
      await outsiderOnSecond.waitFor((e) => e.event === 'notification');
      expect(outsiderOnSecond.events.map((e) => e.event).sort()).toEqual(['balance', 'notification']);
      expect(onSecond.events.some((e) => e.event === 'balance')).toBe(false);
    });

    it("ends a user's stream on the other instance within seconds of a password change made on this one", async () => {
      const user = await createUser(t.app, { clubId: cast.club.clubId });
      const onSecond = await open(user.token, urls[1]);
      const change = await call(t.app, 'PUT', '/api/users/change-password', {
        token: user.token,
        body: { currentPassword: FIXTURE_PASSWORD, newPassword: 'changed-pw-8' },
      });
      expect(change.status).toBe(200);
      expect(await endedWithin(onSecond, 10_000)).toBe('end');
    });
  });
});
