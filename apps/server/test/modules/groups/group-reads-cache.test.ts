import { ALL_COMBINATIONS } from '@wicket/shared/combinations';
import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { call, getDecoded, type TestApp, useSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createCast, createGroup, createMatch, createUser, useCast } from '../../helpers/fixtures';
import { betOk } from '../bets/helpers';

/**
 * The reads screens refetch on every event (design-season section 8): GET /api/groups/{id}, its standings and the
 * club standings answer from a per-instance cache whose version the database gives on every request, with an ETag
 * and 304 to If-None-Match. Whatever changes an answer, through the API or not, on this instance or another, shows
 * in the very next one; access is checked before the cache.
 */

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const read = (app: FastifyInstance, token: string, url: string, headers: Record<string, string> = browser) =>
  getDecoded(app, url, token, headers);
const scores = { team1Scores: [1, 2, 3, 4, 5, 6, 7], team2Scores: [7, 6, 5, 4, 3, 2, 1] };

type Detail = {
  totalBetAmount: number;
  hasBets: boolean;
  status: string;
  bettingOpen: boolean;
  SelectedCombinations: string[];
  CombinationsMaster: string[];
  match: { result: string | null; Team1Players: Record<string, string> };
};

/** Reads an answer that must be 200, and checks a revalidation with its tag is a bodiless 304. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on response JSON rather than type it
type Json = any;

async function fresh(app: FastifyInstance, token: string, url: string): Promise<{ etag: string; body: Json }> {
  const res = await read(app, token, url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  const etag = String(res.headers.etag);
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  const again = await read(app, token, url, { ...browser, 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.bytes).toBe(0);
  return { etag, body: res.body };
}

/** The next answer after a change: 200 with a new tag for a client that holds the old one. */
async function changed(
  app: FastifyInstance,
  token: string,
  url: string,
  etag: string,
): Promise<{ etag: string; body: Json }> {
  const res = await read(app, token, url, { ...browser, 'if-none-match': etag });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.etag).not.toBe(etag);
  return { etag: String(res.headers.etag), body: res.body };
}

/** The group's taken combinations as the bets say. */
async function takenInDatabase(t: TestApp, groupId: string) {
  const rows = await queryRows<{ combination: string }>(
    t.db,
    sql`select distinct combination from bets where group_id = ${groupId}::uuid`,
  );
  return rows.map((r) => r.combination).sort();
}

describe('group reads answer per version (one instance)', () => {
  const t = useTestApp();
  const cast = useCast(t);

  it('group detail: 304 while unchanged; a new answer after each bet, group edit, players, result and deletion', async () => {
    const { club, member } = cast;
    const manager = club.manager.token;
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    const url = `/api/groups/${group.id}`;
    let last = await fresh(t.app, member.token, url);
    expect(last.body).toMatchObject({ hasBets: false, totalBetAmount: 0, SelectedCombinations: [] });
    // Plain and compressed are the same answer under the same tag.
    const plain = await read(t.app, member.token, url, {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toEqual(last.body);
    expect(plain.headers.etag).toBe(last.etag);

    await betOk(t.app, member.token, group, ['c21', '7GA']);
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body).toMatchObject({ hasBets: true, totalBetAmount: 20, SelectedCombinations: ['12C', '7AG'] });
    // Another member's bet on a combination already taken (Multi Betters) still changes the pool.
    const second = await createUser(t.app, { clubId: club.clubId, credits: 100_000n });
    await betOk(t.app, second.token, group, ['12C']);
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body).toMatchObject({ totalBetAmount: 30, SelectedCombinations: ['12C', '7AG'] });
    expect((last.body as Detail).SelectedCombinations).toEqual(await takenInDatabase(t, group.id));
    // ...kept in the pool slots as the bets arrived, not read from the bets.
    const [kept] = await queryRows<{ bits: string | null }>(
      t.db,
      sql`select bit_or(taken)::text as bits from group_pool_slots where group_id = ${group.id}::uuid
          having bool_and(taken is not null)`,
    );
    expect(ALL_COMBINATIONS.filter((_, i) => kept?.bits?.[i] === '1')).toEqual(['12C', '7AG']);
    last = await fresh(t.app, member.token, url);

    // A group edit (possible before bets), on another group of the match.
    const spare = await createGroup(t.app, match.id, { betType: 'First Better', betAmount: 1000n });
    const spareUrl = `/api/groups/${spare.id}`;
    const spareFirst = await fresh(t.app, member.token, spareUrl);
    expect(spareFirst.etag).not.toBe(last.etag);
    const edit = await call(t.app, 'PUT', spareUrl, {
      token: manager,
      body: { betAmount: 20, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10, status: 'Inactive' },
    });
    expect(edit.status).toBe(200);
    const spareEdited = await changed(t.app, member.token, spareUrl, spareFirst.etag);
    expect(spareEdited.body).toMatchObject({ status: 'Inactive', bettingOpen: false });

    const players = await call(t.app, 'PUT', `/api/matches/${match.id}/update-players`, {
      token: manager,
      body: { team1Players: { 0: 'Asha' }, team2Players: {} },
    });
    expect(players.status).toBe(200);
    last = await changed(t.app, member.token, url, last.etag);
    expect((last.body as Detail).match.Team1Players).toEqual({ 0: 'Asha' });

    const saved = await call(t.app, 'POST', '/api/results', { token: manager, body: { matchId: match.id, ...scores } });
    expect(saved.status).toBe(201);
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body).toMatchObject({ bettingOpen: false, match: { result: saved.body._id } });

    const removed = await call(t.app, 'DELETE', spareUrl, { token: manager });
    expect(removed.status).toBe(200);
    const gone = await read(t.app, member.token, spareUrl, { ...browser, 'if-none-match': spareEdited.etag });
    expect(gone).toMatchObject({ status: 404, body: { message: messages.groupNotFound } });
  });

  it('group detail: betting closes when the start passes, with no write at all', async () => {
    const { club, member } = cast;
    const match = await createMatch(t.app, club.clubId, { dateTime: new Date(Date.now() + 1500) });
    const group = await createGroup(t.app, match.id);
    const url = `/api/groups/${group.id}`;
    const open = await fresh(t.app, member.token, url);
    expect(open.body).toMatchObject({ bettingOpen: true });
    // Waits for the database clock to pass the start (no speed is asserted).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, match.dateTime.getTime() - Date.now() + 100)));
    const closed = await changed(t.app, member.token, url, open.etag);
    expect(closed.body).toMatchObject({ bettingOpen: false, match: { status: 'Active' } });
  });

  it("group detail: the taken set is the bets' whether the slots keep it, a bid lot holds it, or SQL wrote the bets", async () => {
    const { club, member } = cast;
    const match = await createMatch(t.app, club.clubId);
    // Bidding Method: place_bid keeps no bits (NULL), so the set is read from the lots.
    const auction = await createGroup(t.app, match.id, { betType: 'Bidding Method', betAmount: 1000n });
    const bid = await call(t.app, 'POST', '/api/bids', {
      token: member.token,
      body: { groupId: auction.id, matchId: match.id, combination: 'g21', amount: 10 },
    });
    expect(bid.status, JSON.stringify(bid.body)).toBe(201);
    const auctionDetail = await fresh(t.app, member.token, `/api/groups/${auction.id}`);
    expect(auctionDetail.body).toMatchObject({ SelectedCombinations: ['12G'], hasBets: true, totalBetAmount: 10 });
    expect((auctionDetail.body as Detail).CombinationsMaster).toHaveLength(363);

    // A seed that writes slot rows without bits (as an SQL import or the bench does) is read from the bets too.
    const seeded = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, member.token, seeded, ['12A']);
    const before = await fresh(t.app, member.token, `/api/groups/${seeded.id}`);
    await t.db.execute(sql`update group_pool_slots set taken = null where group_id = ${seeded.id}::uuid`);
    await t.db.execute(
      sql`insert into bets (user_id, group_id, match_id, pool_slot, combination, first_better, bet_amount)
          select b.user_id, b.group_id, b.match_id, b.pool_slot, 'DEF', false, b.bet_amount
          from bets b where b.group_id = ${seeded.id}::uuid`,
    );
    await t.db.execute(sql`update group_pool_slots set amount = amount * 2 where group_id = ${seeded.id}::uuid`);
    const after = await changed(t.app, member.token, `/api/groups/${seeded.id}`, before.etag);
    expect((after.body as Detail).SelectedCombinations).toEqual(['12A', 'DEF']);
    // A later bet through the API keeps the slot's NULL (never ORs bits into "not kept").
    await betOk(t.app, member.token, seeded, ['345']);
    const later = await changed(t.app, member.token, `/api/groups/${seeded.id}`, after.etag);
    expect((later.body as Detail).SelectedCombinations).toEqual(['12A', '345', 'DEF']);
    expect((later.body as Detail).SelectedCombinations).toEqual(await takenInDatabase(t, seeded.id));
  });

  it('group detail: checks the token and access before the cache; every reader who may gets the same answer', async () => {
    const { club, other, member, admin } = cast;
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    const url = `/api/groups/${group.id}`;
    const held = await fresh(t.app, member.token, url);
    for (const token of [club.manager.token, admin.token]) {
      const res = await read(t.app, token, url);
      expect(res.body).toEqual(held.body);
      expect(res.headers.etag).toBe(held.etag);
      expect((await read(t.app, token, url, { 'if-none-match': held.etag })).status).toBe(304);
    }
    const outsider = await createUser(t.app, { clubId: other.clubId });
    const clubless = await createUser(t.app);
    for (const token of [other.manager.token, outsider.token, clubless.token]) {
      for (const headers of [{}, { 'if-none-match': held.etag }] as Record<string, string>[]) {
        expect(await read(t.app, token, url, headers)).toMatchObject({
          status: 404,
          body: { message: messages.groupNotFound },
        });
      }
    }
    expect((await read(t.app, '', url, { 'if-none-match': held.etag })).status).toBe(401);
    const reader = await createUser(t.app, { clubId: club.clubId });
    expect((await read(t.app, reader.token, url)).status).toBe(200);
    const reset = await call(t.app, 'PUT', `/api/users/reset-password/${reader.id}`, { token: club.manager.token });
    expect(reset.status).toBe(200);
    expect(await read(t.app, reader.token, url, { 'if-none-match': held.etag })).toMatchObject({
      status: 401,
      body: { message: messages.unauthorized },
    });
    const missing = await read(t.app, admin.token, '/api/groups/00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, body: { message: messages.groupNotFound } });
    expect((await read(t.app, member.token, '/api/groups/not-a-uuid')).status).toBe(400);
  });

  it("a group's bets after an abandon never answer as the list before any bet (both have a pool of 0)", async () => {
    const { club, member } = cast;
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    const url = `/api/bets/group/${group.id}`;
    const empty = await fresh(t.app, member.token, url);
    expect(empty.body).toEqual([]);
    const detail = await fresh(t.app, member.token, `/api/groups/${group.id}`);
    await betOk(t.app, member.token, group, ['12A']);
    const abandoned = await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: club.manager.token });
    expect(abandoned.status).toBe(200);
    // A client (and this instance's cache) holding the empty list's version hears the refunded bet.
    const refunded = await changed(t.app, member.token, url, empty.etag);
    expect(refunded.body).toEqual([expect.objectContaining({ combination: '12A', status: 'Refunded' })]);
    const closed = await changed(t.app, member.token, `/api/groups/${group.id}`, detail.etag);
    expect(closed.body).toMatchObject({ totalBetAmount: 0, hasBets: true, SelectedCombinations: ['12A'] });
  });

  it("a match's groups: 304 while unchanged; a new answer after each bet, group create, edit, delete and abandon", async () => {
    const { club, member } = cast;
    const manager = club.manager.token;
    const match = await createMatch(t.app, club.clubId);
    const url = `/api/groups/match/${match.id}`;
    let last = await fresh(t.app, member.token, url);
    expect(last.body).toEqual([]);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body).toEqual([expect.objectContaining({ _id: group.id, hasBets: false, totalBetAmount: 0 })]);
    const before = last;

    await betOk(t.app, member.token, group, ['12A']);
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body).toEqual([expect.objectContaining({ hasBets: true, totalBetAmount: 10 })]);
    // A bet written straight into the pool slots, which announces nothing, shows too.
    await t.db.execute(sql`update group_pool_slots set amount = amount + 500 where group_id = ${group.id}::uuid`);
    last = await changed(t.app, member.token, url, last.etag);
    expect((last.body as Json[])[0].totalBetAmount).toBeGreaterThan(10);

    const spare = await createGroup(t.app, match.id, { betType: 'First Better', betAmount: 1000n });
    last = await changed(t.app, member.token, url, last.etag);
    expect((last.body as Json[]).map((g) => g._id)).toEqual([group.id, spare.id]);
    const edit = await call(t.app, 'PUT', `/api/groups/${spare.id}`, {
      token: manager,
      body: { betAmount: 20, winnerShare1: 50, winnerShare2: 30, winnerShare3: 10, status: 'Inactive' },
    });
    expect(edit.status).toBe(200);
    last = await changed(t.app, member.token, url, last.etag);
    expect((last.body as Json[])[1]).toMatchObject({ status: 'Inactive', betAmount: 20 });
    expect((await call(t.app, 'DELETE', `/api/groups/${spare.id}`, { token: manager })).status).toBe(200);
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body).toHaveLength(1);

    // After an abandon the pool is back at 0, as before the first bet, but the group has bets: never that answer.
    expect((await call(t.app, 'POST', `/api/matches/${match.id}/abandon`, { token: manager })).status).toBe(200);
    const abandoned = await changed(t.app, member.token, url, before.etag);
    expect(abandoned.body).toEqual([expect.objectContaining({ hasBets: true, totalBetAmount: 0 })]);

    // Access before the cache: another club's member and an unknown match read 404.
    const outsider = await createUser(t.app, { clubId: (await createCast(t.app)).club.clubId });
    const refused = await read(t.app, outsider.token, url, { ...browser, 'if-none-match': abandoned.etag });
    expect(refused).toMatchObject({ status: 404, body: { message: messages.matchNotFound } });
    const unknown = await read(t.app, member.token, '/api/groups/match/00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.matchNotFound } });
  });

  it('answers 200 to If-None-Match values that are not the current tag', async () => {
    const { club, member } = cast;
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id);
    const neighbour = await createGroup(t.app, match.id);
    const url = `/api/groups/${group.id}`;
    const held = await fresh(t.app, member.token, url);
    const neighbourTag = (await fresh(t.app, member.token, `/api/groups/${neighbour.id}`)).etag;
    const betsTag = String((await read(t.app, member.token, `/api/bets/group/${group.id}`)).headers.etag);
    const hostile = [
      '*',
      neighbourTag,
      betsTag,
      held.etag.replace('W/', ''),
      `${held.etag}, W/"x"`,
      `W/"x", ${held.etag}`,
      'W/""',
      `W/"${'a'.repeat(8000)}"`,
      '"\' or 1=1 --',
      '\u00e9\u00e9',
    ];
    for (const value of hostile) {
      const res = await read(t.app, member.token, url, { 'if-none-match': value });
      expect(res.status, value.slice(0, 40)).toBe(200);
      expect(res.body).toEqual(held.body);
    }
  });

  it('group standings: 409 before a result; per version after it, through result edits and the settlement', async () => {
    const { club, other, member, admin } = cast;
    const manager = club.manager.token;
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, member.token, group, ['12A', '34B']);
    const url = `/api/groups/${group.id}/standings`;
    expect(await read(t.app, member.token, url)).toMatchObject({
      status: 409,
      body: { message: messages.standingsNoResult },
    });
    const saved = await call(t.app, 'POST', '/api/results', { token: manager, body: { matchId: match.id, ...scores } });
    expect(saved.status).toBe(201);
    let last = await fresh(t.app, member.token, url);
    expect(last.body).toMatchObject({ provisional: true, pool: 20 });
    expect(last.body.rows.map((r: { combination: string }) => r.combination)).toEqual(['34B', '12A']);
    // Same answer and tag for every reader who may; 404 for the rest, whatever they send.
    for (const token of [manager, admin.token]) expect((await read(t.app, token, url)).headers.etag).toBe(last.etag);
    expect(await read(t.app, other.manager.token, url, { 'if-none-match': last.etag })).toMatchObject({
      status: 404,
      body: { message: messages.groupNotFound },
    });

    const edited = await call(t.app, 'PUT', `/api/results/${saved.body._id}`, {
      token: manager,
      body: { team1Scores: [9, 9, 0, 0, 0, 0, 0], team2Scores: [5, 0, 0, 0, 0, 0, 0] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body.rows.map((r: { combination: string }) => r.combination)).toEqual(['12A', '34B']);
    last = await fresh(t.app, member.token, url);

    const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager });
    expect(approved.status).toBe(200);
    last = await changed(t.app, member.token, url, last.etag);
    expect(last.body).toMatchObject({ provisional: false });
    // The detail's tag is another answer's: never a 304 for the standings.
    const detailTag = String((await read(t.app, member.token, `/api/groups/${group.id}`)).headers.etag);
    expect((await read(t.app, member.token, url, { 'if-none-match': detailTag })).status).toBe(200);
  });

  it('club standings: per settlement and date range; other clubs and unknown clubs read 404', async () => {
    const { club, other, member, admin } = cast;
    const manager = club.manager.token;
    const url = `/api/clubs/${club.clubId}/standings`;
    let last = await fresh(t.app, member.token, url);
    const ranged = await fresh(t.app, member.token, `${url}?from=2020-01-01&to=2020-12-31`);
    expect(ranged.etag).not.toBe(last.etag);
    expect(ranged.body).toEqual([]);
    expect((await read(t.app, member.token, `${url}?from=2020-01-01`, { 'if-none-match': ranged.etag })).status).toBe(
      200,
    );
    for (const token of [manager, admin.token]) expect((await read(t.app, token, url)).headers.etag).toBe(last.etag);
    const outsider = await createUser(t.app, { clubId: other.clubId });
    for (const token of [outsider.token, other.manager.token]) {
      expect(await read(t.app, token, url, { 'if-none-match': last.etag })).toMatchObject({
        status: 404,
        body: { message: messages.clubNotFound },
      });
    }
    const unknown = await read(t.app, admin.token, '/api/clubs/00000000-0000-4000-8000-000000000000/standings');
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.clubNotFound } });
    expect((await read(t.app, '', url)).status).toBe(401);

    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    await betOk(t.app, member.token, group, ['12A']);
    const saved = await call(t.app, 'POST', '/api/results', { token: manager, body: { matchId: match.id, ...scores } });
    expect(saved.status).toBe(201);
    // Bets and results of a match not yet Announced change nothing the standings show.
    expect((await read(t.app, member.token, url, { 'if-none-match': last.etag })).status).toBe(304);
    const approved = await call(t.app, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager });
    expect(approved.status).toBe(200);
    const betsOf = (body: { user: { _id: string }; bets: number }[]) =>
      body.find((line) => line.user._id === member.id)?.bets ?? 0;
    const betsBefore = betsOf(last.body);
    last = await changed(t.app, member.token, url, last.etag);
    expect(betsOf(last.body)).toBe(betsBefore + 1);
    // The other club's standings did not move.
    const otherUrl = `/api/clubs/${other.clubId}/standings`;
    const otherHeld = await fresh(t.app, other.manager.token, otherUrl);
    expect(otherHeld.etag).not.toBe(last.etag);
  });
});

describe('combination bits (migration 0022)', () => {
  const t = useTestApp();

  it('numbers the combinations in ALL_COMBINATIONS order, and has no bits for what is not canonical', async () => {
    const rows = await queryRows<{ c: string; bit: number | null }>(
      t.db,
      sql`select c, combination_bit(c) as bit from unnest(${`{${ALL_COMBINATIONS.join(',')},21A,12a,1234,''}`}::text[]) as c`,
    );
    expect(rows.map((r) => r.bit)).toEqual([...ALL_COMBINATIONS.map((_, i) => i), null, null, null, null]);
    const [bits] = await queryRows<{ some: string; bad: string | null; none: string }>(
      t.db,
      sql`select combination_bits('{123,EFG}')::text as some, combination_bits('{123,21A}')::text as bad,
                 combination_bits('{}')::text as none`,
    );
    expect(bits?.some).toBe(`1${'0'.repeat(362)}1`);
    expect(bits?.bad).toBeNull();
    expect(bits?.none).toBe('0'.repeat(364));
  });
});

/** Two instances on one PostgreSQL database, each with its own cache. */
describe.skipIf(testDatabaseKind() !== 'postgres')('group reads across instances (PostgreSQL)', () => {
  const t = useTestApp();
  const { instances } = useSecondInstance(t);
  const cast = useCast(t);

  it("a change committed through one instance is in the other instance's very next answer", async () => {
    const { club, member } = cast;
    const manager = club.manager.token;
    const [a, b] = instances;
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
    const urls = [`/api/groups/${group.id}`, `/api/clubs/${club.clubId}/standings`];
    // Both instances hold each answer under the same tag.
    const held: string[] = [];
    for (const url of urls) {
      const onA = await fresh(a, member.token, url);
      const onB = await fresh(b, member.token, url);
      expect(onB).toEqual(onA);
      held.push(onA.etag);
    }
    const [detailTag = '', clubTag = ''] = held;

    await betOk(a, member.token, group, ['12A']);
    const detail = await changed(b, member.token, urls[0] ?? '', detailTag);
    expect(detail.body).toMatchObject({ SelectedCombinations: ['12A'], totalBetAmount: 10 });
    expect((await read(a, member.token, urls[0] ?? '', { 'if-none-match': detail.etag })).status).toBe(304);

    const saved = await call(b, 'POST', '/api/results', { token: manager, body: { matchId: match.id, ...scores } });
    expect(saved.status).toBe(201);
    const standingsUrl = `/api/groups/${group.id}/standings`;
    const standings = await fresh(a, member.token, standingsUrl);
    expect((await fresh(b, member.token, standingsUrl)).etag).toBe(standings.etag);
    expect((await changed(a, member.token, urls[0] ?? '', detail.etag)).body).toMatchObject({ bettingOpen: false });

    const approved = await call(a, 'POST', `/api/matches/${match.id}/approve-credits`, { token: manager });
    expect(approved.status).toBe(200);
    expect((await changed(b, member.token, standingsUrl, standings.etag)).body).toMatchObject({ provisional: false });
    const clubAfter = await changed(b, member.token, urls[1] ?? '', clubTag);
    expect(clubAfter.body).toEqual([expect.objectContaining({ user: expect.objectContaining({ _id: member.id }) })]);
  });
});
