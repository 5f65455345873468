import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../helpers/app';
import { createGroup, createMatch, createUser, useClubs, useMember, useUser } from '../../helpers/fixtures';
import { betOk, saveLetterResult } from './helpers';

const t = useTestApp();
const admin = useUser(t, { userType: 'Admin' });
const { club, otherClub } = useClubs(t, { club: 'Fixture Club', otherClub: 'Fixture Club' });
const alice = useMember(t, club, { credits: 100_000n, firstName: 'Alice', lastName: 'A' });
const bob = useMember(t, club, { credits: 100_000n, firstName: 'Bob', lastName: 'B' });
const outsider = useMember(t, otherClub, { credits: 100_000n });
let group: Awaited<ReturnType<typeof createGroup>>;
let match: Awaited<ReturnType<typeof createMatch>>;

beforeAll(async () => {
  match = await createMatch(t.app, club.clubId, { team1: 'Eagles', team2: 'Hawks' });
  group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 2000n });
  await betOk(t.app, alice.token, group, ['12A', '34B']);
  await betOk(t.app, bob.token, group, ['56C']);
  await betOk(t.app, alice.token, group, ['7AB']);
});

describe('GET /api/bets/group/{groupId}', () => {
  it('lists the bets oldest first for a member of the club, without phone numbers', async () => {
    const res = await call(t.app, 'GET', `/api/bets/group/${group.id}`, { token: bob.token });
    expect(res.status).toBe(200);
    expect(res.body.map((b: { combination: string }) => b.combination)).toEqual(['12A', '34B', '56C', '7AB']);
    expect(res.body[0]).toEqual({
      _id: expect.any(String),
      better: { _id: alice.id, firstName: 'Alice', lastName: 'A' },
      betAmount: 20,
      combination: '12A',
      score: null,
      result: null,
      status: 'Pending',
      createdAt: expect.any(String),
      match: { _id: match.id, team1: 'Eagles', team2: 'Hawks' },
      group: { _id: group.id, betType: 'Multi Betters' },
      breakdown: null,
    });
    for (const b of res.body) expect(b.better.phoneNumber).toBeUndefined();
  });

  it("shows phone numbers to the club's Manager and to Admins", async () => {
    for (const token of [club.manager.token, admin.token]) {
      const res = await call(t.app, 'GET', `/api/bets/group/${group.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body[0].better.phoneNumber).toBe(alice.phoneNumber);
      expect(res.body[2].better.phoneNumber).toBe(bob.phoneNumber);
    }
  });

  it('answers an empty list for a group without bets', async () => {
    const empty = await createGroup(t.app, match.id);
    const res = await call(t.app, 'GET', `/api/bets/group/${empty.id}`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("hides another club's group (404) from its members and Manager, and answers 404 for unknown ids", async () => {
    for (const token of [outsider.token, otherClub.manager.token]) {
      const res = await call(t.app, 'GET', `/api/bets/group/${group.id}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.groupNotFound });
    }
    const unknown = await call(t.app, 'GET', `/api/bets/group/${crypto.randomUUID()}`, { token: admin.token });
    expect(unknown.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/bets/group/not-a-uuid', { token: admin.token })).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await call(t.app, 'GET', `/api/bets/group/${group.id}`)).status).toBe(401);
  });

  it('shows score, result and Settled once the match is settled', async () => {
    const m = await createMatch(t.app, club.clubId);
    const g = await createGroup(t.app, m.id, { shares: [100, 0, 0] });
    await betOk(t.app, alice.token, g, ['12A']);
    await betOk(t.app, bob.token, g, ['12B']);
    await saveLetterResult(t.app, m.id, [50, 10]);
    const approved = await call(t.app, 'POST', `/api/matches/${m.id}/approve-credits`, { token: club.manager.token });
    expect(approved.status).toBe(200);
    const res = await call(t.app, 'GET', `/api/bets/group/${g.id}`, { token: alice.token });
    expect(
      res.body.map((b: { score: number; result: string; status: string }) => [b.score, b.result, b.status]),
    ).toEqual([
      [50, 'Win', 'Settled'],
      [10, 'Loss', 'Settled'],
    ]);
  });
});

describe('GET /api/bets/my-bets', () => {
  it('answers the caller’s bets newest first with paging defaults', async () => {
    const res = await call(t.app, 'GET', '/api/bets/my-bets', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(1);
    expect(res.body.limit).toBe(20);
    const times = res.body.bets.map((b: { createdAt: string }) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.bets.every((b: { better: { _id: string } }) => b.better._id === alice.id)).toBe(true);
    expect(res.body.bets.map((b: { combination: string }) => b.combination)).toEqual(
      expect.arrayContaining(['12A', '34B', '7AB']),
    );
    expect(res.body.total).toBe(res.body.bets.length);
  });

  it('pages newest first with a total', async () => {
    const m = await createUser(t.app, { clubId: club.clubId, credits: 100_000n });
    const g = await createGroup(t.app, match.id, { betType: 'Multi Betters' });
    const placed = ['12A', '12B', '12C', '12D', '12E', '12F', '12G'];
    for (const c of placed) await betOk(t.app, m.token, g, [c]);
    // Same-transaction timestamps would tie; spread them so "newest" is unambiguous.
    await t.db.execute(
      sql`update bets set created_at = now() - (interval '1 second' * (100 - seq % 100)) where user_id = ${m.id}::uuid`,
    );
    const page1 = await call(t.app, 'GET', '/api/bets/my-bets?page=1&limit=3', { token: m.token });
    const page3 = await call(t.app, 'GET', '/api/bets/my-bets?page=3&limit=3', { token: m.token });
    const page4 = await call(t.app, 'GET', '/api/bets/my-bets?page=4&limit=3', { token: m.token });
    expect(page1.body).toMatchObject({ total: 7, page: 1, limit: 3 });
    const combos = (r: typeof page1) => r.body.bets.map((b: { combination: string }) => b.combination);
    expect(combos(page1)).toEqual(['12G', '12F', '12E']);
    expect(combos(page3)).toEqual(['12A']);
    expect(combos(page4)).toEqual([]);
    const all = await call(t.app, 'GET', '/api/bets/my-bets?limit=100', { token: m.token });
    expect(all.status).toBe(200);
    expect(all.body.bets).toHaveLength(7);
  });

  it('answers an empty page for users without bets (a Manager too)', async () => {
    const res = await call(t.app, 'GET', '/api/bets/my-bets', { token: club.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bets: [], total: 0, page: 1, limit: 20 });
  });

  it.each([
    ['page=0', messages.invalidPage],
    ['page=-1', messages.invalidPage],
    ['page=1.5', messages.invalidPage],
    ['page=abc', messages.invalidPage],
    ['limit=0', messages.invalidLimit],
    ['limit=101', messages.invalidLimit],
    ['limit=2.5', messages.invalidLimit],
    ['limit=x', messages.invalidLimit],
  ])('refuses %s', async (query, message) => {
    const res = await call(t.app, 'GET', `/api/bets/my-bets?${query}`, { token: alice.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('needs a token', async () => {
    expect((await call(t.app, 'GET', '/api/bets/my-bets')).status).toBe(401);
  });
});
