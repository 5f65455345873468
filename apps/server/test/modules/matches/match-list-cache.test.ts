import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startDueMatches } from '../../../src/jobs/match-status';
import { call, getDecoded, useSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createGroup, createMatch, createUser, useCast } from '../../helpers/fixtures';
import { betOk } from '../bets/helpers';

/**
 * The match lists (GET /api/matches/club/{clubId} and GET /api/matches) answer from a per-club cache whose version
 * the database gives on every request: whatever changes the list, through the API or not, on this instance or
 * another, shows in the very next answer.
 */

type Match = { _id: string; status: string; result: string | null; hasBets: boolean; prizeShareStatus: string | null };

/** GET with a browser's Accept-Encoding unless other headers are given. */
const fetchList = (
  app: FastifyInstance,
  token: string,
  url: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' },
) => getDecoded(app, url, token, headers);

async function listOf(app: FastifyInstance, token: string, clubId: string): Promise<Match[]> {
  const res = await fetchList(app, token, `/api/matches/club/${clubId}`);
  expect(res.status).toBe(200);
  return res.body as Match[];
}

const byId = (list: Match[], id: string) => list.find((m) => m._id === id);

describe('match list cache (one instance)', () => {
  const t = useTestApp();
  const cast = useCast(t);

  it('sends the same list compressed or plain, with one ETag, and 304 for a client that holds it', async () => {
    const { club, member } = cast;
    await createMatch(t.app, club.clubId, { team1: 'Owls' });
    const url = `/api/matches/club/${club.clubId}`;
    const plain = await fetchList(t.app, member.token, url, {});
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(plain.body).toEqual([expect.objectContaining({ team1: 'Owls', club: club.clubId })]);

    const browser = await fetchList(t.app, member.token, url);
    expect(browser.encoding).toBe('br');
    expect(browser.body).toEqual(plain.body);
    expect(browser.headers.etag).toBe(plain.headers.etag);
    const gzipOnly = await fetchList(t.app, member.token, url, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.encoding).toBe('gzip');
    expect(gzipOnly.body).toEqual(plain.body);

    const etag = String(plain.headers.etag);
    const unchanged = await fetchList(t.app, member.token, url, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes).toBe(0);
    // The manager's own-club list is the same list under the same tag.
    const own = await fetchList(t.app, club.manager.token, '/api/matches', { 'if-none-match': etag });
    expect(own.status).toBe(304);

    await createMatch(t.app, club.clubId, { team1: 'Hawks' });
    const changed = await fetchList(t.app, member.token, url, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.body as Match[]).length).toBe(2);
  });

  it('checks access before the cache: a cached list reaches its club and Admins only', async () => {
    const { club, other, member, admin } = cast;
    const url = `/api/matches/club/${club.clubId}`;
    const cached = await fetchList(t.app, member.token, url);
    expect(cached.status).toBe(200);
    // Same fields for every caller who may read it.
    for (const token of [club.manager.token, admin.token])
      expect((await fetchList(t.app, token, url)).body).toEqual(cached.body);
    const outsider = await createUser(t.app, { clubId: other.clubId });
    for (const token of [other.manager.token, outsider.token]) {
      const conditional: Record<string, string>[] = [{}, { 'if-none-match': String(cached.headers.etag) }];
      for (const headers of conditional) {
        const res = await fetchList(t.app, token, url, headers);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: messages.clubNotFound });
      }
    }
    expect((await fetchList(t.app, '', url)).status).toBe(401);
    const clubless = await createUser(t.app);
    expect((await fetchList(t.app, clubless.token, '/api/matches')).body).toEqual([]);
    const unknown = await fetchList(t.app, admin.token, '/api/matches/club/00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
  });

  it('checks the token in its version statement: a retired or deleted user is 401, a moved member 404, at once', async () => {
    const { club, other } = cast;
    const url = `/api/matches/club/${club.clubId}`;
    const reader = await createUser(t.app, { clubId: club.clubId });
    const cached = await fetchList(t.app, reader.token, url);
    expect(cached.status).toBe(200);
    const reset = await call(t.app, 'PUT', `/api/users/reset-password/${reader.id}`, { token: club.manager.token });
    expect(reset.status).toBe(200);
    for (const headers of [{}, { 'if-none-match': String(cached.headers.etag) }] as Record<string, string>[]) {
      const retired = await fetchList(t.app, reader.token, url, headers);
      expect(retired).toMatchObject({ status: 401, body: { message: messages.unauthorized } });
    }
    // A refused parameter hears the token's 401 first, as on every other route.
    expect((await fetchList(t.app, reader.token, '/api/matches/club/not-a-uuid')).status).toBe(401);
    const fresh = t.app.signToken({ id: reader.id, tokenVersion: 1, userType: 'Member' });
    expect((await fetchList(t.app, fresh, url)).status).toBe(200);
    expect((await fetchList(t.app, fresh, '/api/matches/club/not-a-uuid')).status).toBe(400);

    const gone = await createUser(t.app, { clubId: club.clubId });
    expect((await fetchList(t.app, gone.token, url)).status).toBe(200);
    await t.db.execute(sql`delete from users where id = ${gone.id}::uuid`);
    expect(await fetchList(t.app, gone.token, url)).toMatchObject({
      status: 401,
      body: { message: messages.unauthorized },
    });

    const mover = await createUser(t.app, { clubId: club.clubId });
    expect((await fetchList(t.app, mover.token, url)).status).toBe(200);
    await t.db.execute(sql`update users set member_of = ${other.clubId}::uuid where id = ${mover.id}::uuid`);
    expect(await fetchList(t.app, mover.token, url)).toMatchObject({
      status: 404,
      body: { message: messages.clubNotFound },
    });
    expect((await fetchList(t.app, mover.token, `/api/matches/club/${other.clubId}`)).status).toBe(200);
  });

  it('shows every kind of change in the next answer: edits, players, results, bets, settlement, deletes', async () => {
    const { club, member } = cast;
    const manager = club.manager.token;
    const match = await createMatch(t.app, club.clubId, { team1: 'Kites' });
    const spare = await createMatch(t.app, club.clubId, { team1: 'Crows' });
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({ hasBets: false });

    await betOk(t.app, member.token, group, ['12A']);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({ hasBets: true });

    const players = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager,
      body: { team1Players: { 0: 'Asha' }, team2Players: {} },
    });
    expect(players.status).toBe(200);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({
      Team1Players: { 0: 'Asha' },
    });

    const edit = await call(t.app, 'PUT', `/api/matches/${spare.id}`, {
      token: manager,
      body: { team1: 'Crows', team2: 'Tigers', dateTime: spare.dateTime.toISOString(), status: 'Inactive' },
    });
    expect(edit.status).toBe(200);
    expect(byId(await listOf(t.app, member.token, club.clubId), spare.id)).toMatchObject({ status: 'Inactive' });

    const scores = { team1Scores: [1, 2, 3, 4, 5, 6, 7], team2Scores: [7, 6, 5, 4, 3, 2, 1] };
    const saved = await call(t.app, 'POST', '/api/results', { token: manager, body: { matchId: match.id, ...scores } });
    expect(saved.status).toBe(201);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({
      result: saved.body._id,
      status: 'Ongoing',
    });

    const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager });
    expect(approved.status).toBe(200);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({
      status: 'Announced',
      prizeShareStatus: expect.any(String),
    });

    const deleted = await call(t.app, 'DELETE', `/api/matches/${spare.id}`, { token: manager });
    expect(deleted.status).toBe(200);
    expect(byId(await listOf(t.app, member.token, club.clubId), spare.id)).toBeUndefined();
  });

  it("counts each match's groups and its Active ones, and shows a group added, opened, closed or deleted at once", async () => {
    const { club, member } = cast;
    const manager = club.manager.token;
    const match = await createMatch(t.app, club.clubId, { team1: 'Wrens' });
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({
      groupCount: 0,
      activeGroupCount: 0,
    });
    const body = { matchId: match.id, betAmount: 10, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10 };
    const closed = await call(t.app, 'POST', '/api/groups', { token: manager, body: { ...body, status: 'Inactive' } });
    expect(closed.status).toBe(201);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({
      groupCount: 1,
      activeGroupCount: 0,
    });
    const opened = await call(t.app, 'PUT', `/api/groups/${closed.body._id}`, {
      token: manager,
      body: { ...body, status: 'Active' },
    });
    expect(opened.status).toBe(200);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({
      groupCount: 1,
      activeGroupCount: 1,
    });
    // Straight into the database (no event, no match row touched): the next answer still shows it.
    await t.db.execute(sql`update groups set status = 'Inactive' where id = ${closed.body._id}::uuid`);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({ activeGroupCount: 0 });
    const removed = await call(t.app, 'DELETE', `/api/groups/${closed.body._id}`, { token: manager });
    expect(removed.status).toBe(200);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({
      groupCount: 0,
      activeGroupCount: 0,
    });
    // The manager's own-club list answers the same fields.
    const own = await fetchList(t.app, manager, '/api/matches');
    expect(byId(own.body as Match[], match.id)).toMatchObject({ groupCount: 0, activeGroupCount: 0 });
  });

  it('shows a change written straight into the database, which announces nothing', async () => {
    const { club, member } = cast;
    const match = await createMatch(t.app, club.clubId, { team1: 'Larks' });
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({ team1: 'Larks' });
    await t.db.execute(sql`update matches set team1 = 'Swifts' where id = ${match.id}::uuid`);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({ team1: 'Swifts' });
    // Changed and changed back: a later state never answers with the earlier one's cached list.
    await t.db.execute(sql`update matches set team1 = 'Larks' where id = ${match.id}::uuid`);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({ team1: 'Larks' });
  });

  it('keeps its version through VACUUM FREEZE, and moves on with the next write', async () => {
    const { club, member } = cast;
    const match = await createMatch(t.app, club.clubId, { team1: 'Terns' });
    const url = `/api/matches/club/${club.clubId}`;
    const before = await fetchList(t.app, member.token, url);
    await t.db.execute(sql`vacuum (freeze) matches`);
    const frozen = await fetchList(t.app, member.token, url);
    expect(frozen.headers.etag).toBe(before.headers.etag);
    expect(frozen.body).toEqual(before.body);
    await t.db.execute(sql`update matches set team1 = 'Gulls' where id = ${match.id}::uuid`);
    const after = await fetchList(t.app, member.token, url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(byId(after.body as Match[], match.id)).toMatchObject({ team1: 'Gulls' });
  });

  it('shows a match the status job started once its start time has passed, without any request writing', async () => {
    const { club, member } = cast;
    // Starts in a second: the list keeps answering Active (nothing in it reads the clock) until the job moves it.
    const match = await createMatch(t.app, club.clubId, { dateTime: new Date(Date.now() + 1000), status: 'Active' });
    const before = await listOf(t.app, member.token, club.clubId);
    expect(byId(before, match.id)).toMatchObject({ status: 'Active' });
    expect(await startDueMatches(t.db, new Date(match.dateTime.getTime() + 1))).toBeGreaterThanOrEqual(1);
    expect(byId(await listOf(t.app, member.token, club.clubId), match.id)).toMatchObject({ status: 'Ongoing' });
  });

  it('twenty readers at once right after a change all see it', async () => {
    const { club, member } = cast;
    await listOf(t.app, member.token, club.clubId);
    const match = await createMatch(t.app, club.clubId, { team1: 'Robins' });
    const readers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetchList(t.app, i % 4 ? member.token : club.manager.token, `/api/matches/club/${club.clubId}`, {
          'accept-encoding': i % 2 ? 'gzip' : 'br',
        }),
      ),
    );
    for (const r of readers) expect(byId(r.body as Match[], match.id)).toMatchObject({ team1: 'Robins' });
  });
});

/** Two instances on one PostgreSQL database, each with its own cache. */
describe.skipIf(testDatabaseKind() !== 'postgres')('match list cache across instances (PostgreSQL)', () => {
  const t = useTestApp();
  const { instances } = useSecondInstance(t);
  const cast = useCast(t);

  it('shows a change that took its stamp before another change but committed after it', async () => {
    const { club, member } = cast;
    const early = await createMatch(t.app, club.clubId, { team1: 'Owls' });
    const late = await createMatch(t.app, club.clubId, { team1: 'Kites' });
    const url = `/api/matches/club/${club.clubId}`;
    const [first, second] = [new pg.Client(t.databaseUrl), new pg.Client(t.databaseUrl)];
    await Promise.all([first.connect(), second.connect()]);
    try {
      // The first transaction's update takes the older stamp; the second's, newer, commits first.
      await first.query('begin');
      await first.query(`update matches set team1 = 'Eagles' where id = $1`, [early.id]);
      await second.query(`update matches set team1 = 'Hawks' where id = $1`, [late.id]);
      const between = await fetchList(t.app, member.token, url);
      expect(byId(between.body as Match[], late.id)).toMatchObject({ team1: 'Hawks' });
      await first.query('commit');
      const after = await fetchList(t.app, member.token, url);
      expect(after.headers.etag).not.toBe(between.headers.etag);
      expect(byId(after.body as Match[], early.id)).toMatchObject({ team1: 'Eagles' });
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });

  it("a change made through one instance is in the other instance's very next answer", async () => {
    const { club, member } = cast;
    const manager = club.manager.token;
    const [a, b] = instances;
    const match = await createMatch(t.app, club.clubId, { team1: 'Falcons' });
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    // Both instances hold the list.
    const first = await listOf(a, member.token, club.clubId);
    expect(await listOf(b, member.token, club.clubId)).toEqual(first);

    const created = await call(a, 'POST', '/api/matches', {
      token: manager,
      body: { team1: 'Herons', team2: 'Storks', dateTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(created.status).toBe(201);
    expect(byId(await listOf(b, member.token, club.clubId), created.body._id)).toMatchObject({ team1: 'Herons' });

    await betOk(b, member.token, group, ['12A']);
    expect(byId(await listOf(a, member.token, club.clubId), match.id)).toMatchObject({ hasBets: true });

    const players = await call(b, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager,
      body: { team1Players: { 1: 'Ravi' }, team2Players: {} },
    });
    expect(players.status).toBe(200);
    expect(byId(await listOf(a, member.token, club.clubId), match.id)).toMatchObject({ Team1Players: { 1: 'Ravi' } });

    // The ETag is database state alone: both instances agree on it, and 304 on either.
    const fromA = await fetchList(a, member.token, `/api/matches/club/${club.clubId}`);
    const fromB = await fetchList(b, member.token, `/api/matches/club/${club.clubId}`);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const revalidated = await fetchList(b, member.token, `/api/matches/club/${club.clubId}`, {
      'if-none-match': String(fromA.headers.etag),
    });
    expect(revalidated.status).toBe(304);

    expect(await startDueMatches(t.db, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThanOrEqual(2);
    for (const app of [a, b]) {
      for (const m of await listOf(app, member.token, club.clubId)) expect(m.status).toBe('Ongoing');
    }
  });
});
