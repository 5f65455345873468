import { brotliDecompressSync } from 'node:zlib';
import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../helpers/app';
import { createGroup, createMatch, createUser, useCast, useMember } from '../../helpers/fixtures';
import { betOk } from './helpers';

/** GET /api/bets/group/{groupId}?page&limit (design-match-day section 9): pages of the list in placing order. */

const t = useTestApp();
const cast = useCast(t);
const second = useMember(t, cast.club, { credits: 100_000n, firstName: 'Sam', lastName: 'S' });
let group: Awaited<ReturnType<typeof createGroup>>;
/** The combinations in the order they were placed (each member's request in the order sent). */
const placed = ['12A', '34B', '56C', '7DE', '13F', '24G', '12B'];

beforeAll(async () => {
  const match = await createMatch(t.app, cast.club.clubId);
  group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
  await betOk(t.app, cast.member.token, group, ['12A', '34B']);
  await betOk(t.app, second.token, group, ['56C']);
  await betOk(t.app, cast.member.token, group, ['7DE', '13F', '24G']);
  await betOk(t.app, second.token, group, ['12B']);
});

const combos = (bets: { combination: string }[]) => bets.map((b) => b.combination);
const read = (query: string, token = cast.member.token, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/bets/group/${group.id}${query}`, { token, headers });

describe('GET /api/bets/group/{groupId} in pages', () => {
  it('answers { bets, total, page, limit }: the pages put together are the whole list, in placing order', async () => {
    const whole = await read('');
    expect(whole.status).toBe(200);
    expect(Array.isArray(whole.body)).toBe(true);
    expect(combos(whole.body)).toEqual(placed);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await read(`?page=${page}&limit=3`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 7, page, limit: 3 });
      pages.push(res.body.bets);
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    // Same bets, same JSON as the whole list's, sliced.
    expect(pages.flat()).toEqual(whole.body);
  });

  it('answers an empty page past the end with the total, and defaults the limit to 100', async () => {
    const past = await read('?page=4&limit=3');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ bets: [], total: 7, page: 4, limit: 3 });
    const far = await read('?page=1000000&limit=500');
    expect(far.body).toEqual({ bets: [], total: 7, page: 1000000, limit: 500 });

    const first = await read('?page=1');
    expect(first.body).toMatchObject({ total: 7, page: 1, limit: 100 });
    expect(combos(first.body.bets)).toEqual(placed);
  });

  it('answers a group without bets with an empty page and a total of 0', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const empty = await createGroup(t.app, match.id);
    const res = await call(t.app, 'GET', `/api/bets/group/${empty.id}?page=1&limit=10`, { token: second.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bets: [], total: 0, page: 1, limit: 10 });
  });

  it('keeps the whole-array form without `page`, even when a limit is sent', async () => {
    const res = await read('?limit=2');
    expect(res.status).toBe(200);
    expect(combos(res.body)).toEqual(placed);
  });

  it('shows phone numbers on pages to staff only', async () => {
    const member = await read('?page=1&limit=5');
    for (const bet of member.body.bets) expect(bet.better).not.toHaveProperty('phoneNumber');
    expect(JSON.stringify(member.body)).not.toContain(second.phoneNumber);
    for (const token of [cast.club.manager.token, cast.admin.token]) {
      const staff = await read('?page=1&limit=5', token);
      expect(staff.body.bets[0].better.phoneNumber).toBe(cast.member.phoneNumber);
      expect(staff.body.bets[2].better.phoneNumber).toBe(second.phoneNumber);
    }
  });

  it('sends a page compressed from the same cache, and revalidates each page on its own (304)', async () => {
    const plain = await read('?page=2&limit=3');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bets/group/${group.id}?page=2&limit=3`,
      headers: { authorization: `Bearer ${cast.member.token}`, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.body);

    const tag = String(plain.headers.etag);
    expect(res.headers.etag).toBe(tag);
    const unchanged = await read('?page=2&limit=3', cast.member.token, { 'if-none-match': tag });
    expect(unchanged.status).toBe(304);
    // Another page, another limit, the whole list and the staff view each have their own tag.
    const others = await Promise.all([
      read('?page=1&limit=3', cast.member.token, { 'if-none-match': tag }),
      read('?page=2&limit=4', cast.member.token, { 'if-none-match': tag }),
      read('', cast.member.token, { 'if-none-match': tag }),
      read('?page=2&limit=3', cast.club.manager.token, { 'if-none-match': tag }),
    ]);
    for (const other of others) expect(other.status).toBe(200);
    expect(new Set([tag, ...others.map((o) => String(o.headers.etag))]).size).toBe(5);
  });

  it('gives a page a new tag and the new bet when one is placed, and never serves the older page', async () => {
    const match = await createMatch(t.app, cast.club.clubId);
    const g = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, cast.member.token, g, ['12A', '34B']);
    const url = `/api/bets/group/${g.id}?page=1&limit=2`;
    const before = await call(t.app, 'GET', url, { token: second.token });
    const next = `/api/bets/group/${g.id}?page=2&limit=2`;
    expect((await call(t.app, 'GET', next, { token: second.token })).body).toEqual({
      bets: [],
      total: 2,
      page: 2,
      limit: 2,
    });

    await betOk(t.app, second.token, g, ['56C']);
    const after = await call(t.app, 'GET', url, {
      token: second.token,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    // Page 1 holds the same bets, but its total moved: a new answer, not a 304.
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(3);
    expect(combos(after.body.bets)).toEqual(['12A', '34B']);
    const nextPage = await call(t.app, 'GET', next, { token: second.token });
    expect(combos(nextPage.body.bets)).toEqual(['56C']);
    expect(nextPage.body.total).toBe(3);
  });

  it.each([
    ['page=0', messages.invalidPage],
    ['page=-1', messages.invalidPage],
    ['page=1.5', messages.invalidPage],
    ['page=abc', messages.invalidPage],
    ['page=1&limit=0', messages.invalidGroupBetsLimit],
    ['page=1&limit=501', messages.invalidGroupBetsLimit],
    ['page=1&limit=-5', messages.invalidGroupBetsLimit],
    ['page=1&limit=2.5', messages.invalidGroupBetsLimit],
    ['page=1&limit=x', messages.invalidGroupBetsLimit],
    ['limit=501', messages.invalidGroupBetsLimit],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await read(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('takes a limit of up to 500', async () => {
    const res = await read('?page=1&limit=500');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 7, page: 1, limit: 500 });
  });

  it('checks access before paging: another club 404, no token 401', async () => {
    const res = await call(t.app, 'GET', `/api/bets/group/${group.id}?page=1&limit=3`, {
      token: cast.other.manager.token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: messages.groupNotFound });
    expect((await call(t.app, 'GET', `/api/bets/group/${group.id}?page=1`)).status).toBe(401);
  });

  it('checks the token in its version statement: a retired or deleted user is 401, a moved member 404, at once', async () => {
    const url = `/api/bets/group/${group.id}?page=1&limit=3`;
    const read = (token: string, path = url, headers: Record<string, string> = {}) =>
      call(t.app, 'GET', path, { token, headers });
    const reader = await createUser(t.app, { clubId: cast.club.clubId });
    const cached = await read(reader.token);
    expect(cached.status).toBe(200);
    const reset = await call(t.app, 'PUT', `/api/users/reset-password/${reader.id}`, {
      token: cast.club.manager.token,
    });
    expect(reset.status).toBe(200);
    for (const headers of [{}, { 'if-none-match': String(cached.headers.etag) }] as Record<string, string>[]) {
      expect(await read(reader.token, url, headers)).toMatchObject({
        status: 401,
        body: { message: messages.unauthorized },
      });
    }
    // A refused query hears the token's 401 first, as on every other route.
    expect((await read(reader.token, `/api/bets/group/${group.id}?page=0`)).status).toBe(401);
    const fresh = t.app.signToken({ id: reader.id, tokenVersion: 1, userType: 'Member' });
    expect((await read(fresh)).status).toBe(200);
    expect((await read(fresh, `/api/bets/group/${group.id}?page=0`)).status).toBe(400);

    const gone = await createUser(t.app, { clubId: cast.club.clubId });
    expect((await read(gone.token)).status).toBe(200);
    await t.db.execute(sql`delete from users where id = ${gone.id}::uuid`);
    expect(await read(gone.token)).toMatchObject({ status: 401, body: { message: messages.unauthorized } });

    const mover = await createUser(t.app, { clubId: cast.club.clubId });
    expect((await read(mover.token)).status).toBe(200);
    await t.db.execute(sql`update users set member_of = ${cast.other.clubId}::uuid where id = ${mover.id}::uuid`);
    expect(await read(mover.token)).toMatchObject({ status: 404, body: { message: messages.groupNotFound } });
  });
});
