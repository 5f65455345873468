import { applyBoardChange, type Board, type BoardChange } from '@wicket/shared/board';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, useSecondInstance, useTestApp } from '../../helpers/app';
import { testDatabaseKind } from '../../helpers/database';
import { createClub, createGroup, createMatch, createUser, type UserFixture } from '../../helpers/fixtures';
import { type EventStream, openEventStream, type ReceivedEvent } from '../../helpers/sse';

/**
 * The live board without reads (design-contests section 3): a screen holding a group's board applies the changes
 * its `group` events carry, reads the group only when it meets a gap, and always ends on the database's board.
 */
describe('live board changes', () => {
  const t = useTestApp();
  let url: string;
  let manager: UserFixture;
  let clubId: string;
  let members: UserFixture[];
  const streams: EventStream[] = [];

  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const club = await createClub(t.app);
    clubId = club.clubId;
    manager = club.manager;
    members = await Promise.all([0, 1, 2, 3, 4, 5].map(() => createUser(t.app, { clubId, credits: 1_000_000n })));
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  const boardOf = (body: {
    version: number;
    SelectedCombinations: string[];
    totalBetAmount: number;
    betCount: number;
  }): Board => ({
    version: body.version,
    taken: body.SelectedCombinations,
    totalBetAmount: body.totalBetAmount,
    betCount: body.betCount,
  });

  async function read(groupId: string, app: FastifyInstance = t.app): Promise<Board> {
    const res = await call(app, 'GET', `/api/groups/${groupId}`, { token: manager.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return boardOf(res.body);
  }

  /** A screen on one group: the board it read, then every change it was given, reading again on a gap. */
  async function screen(groupId: string, base = url, app = t.app) {
    const stream = await openEventStream(base, { authorization: `Bearer ${manager.token}` });
    streams.push(stream);
    const held = { board: await read(groupId, app), reads: 1, applied: 0 };
    const isChange = (e: ReceivedEvent) => e.event === 'group' && (e.data as { groupId: string }).groupId === groupId;
    const give = async (change: BoardChange) => {
      const next = applyBoardChange(held.board, change);
      if (next === 'gap') {
        held.reads += 1;
        held.board = await read(groupId, app);
      } else if (next !== 'held') {
        held.applied += 1;
        held.board = next;
      }
    };
    const changes = () => stream.events.filter(isChange).map((e) => e.data as BoardChange);
    return { stream, held, give, changes };
  }

  const bet = (member: UserFixture, group: { id: string; matchId: string }, combinations: string[], app = t.app) =>
    call(app, 'POST', '/api/bets/multiple', {
      token: member.token,
      body: { betAmount: 10, matchId: group.matchId, groupId: group.id, combinations },
    });

  /** Waits until the stream has announced the board's latest version (what a fresh read says). */
  async function announced(s: Awaited<ReturnType<typeof screen>>, groupId: string) {
    const latest = await read(groupId);
    await s.stream.waitFor(
      (e) =>
        e.event === 'group' &&
        (e.data as { groupId: string; version?: number }).groupId === groupId &&
        (e.data as { version?: number }).version === latest.version,
      10_000,
    );
    return latest;
  }

  async function multiGroup() {
    const match = await createMatch(t.app, clubId);
    return createGroup(t.app, match.id, { betType: 'Multi Betters', betAmount: 1000n });
  }

  const COMBINATIONS = ['12A', '34B', '56C', '7AB', '123', 'CDE', '45G', '1FG', '27D', '36E', '4BC', '5DF'];

  it('applies every bet, one after another and racing, without a read, and ends on the database board', async () => {
    const group = await multiGroup();
    await bet(members[0] as UserFixture, group, ['67G']);
    const s = await screen(group.id);
    for (const [i, c] of COMBINATIONS.slice(0, 4).entries()) {
      expect((await bet(members[i % members.length] as UserFixture, group, [c])).status).toBe(201);
    }
    const racing = await Promise.all(
      COMBINATIONS.slice(4).map((c, i) => bet(members[i % members.length] as UserFixture, group, [c])),
    );
    expect(racing.every((r) => r.status === 201)).toBe(true);
    const latest = await announced(s, group.id);
    for (const change of s.changes()) await s.give(change);
    expect(s.held.board).toEqual(latest);
    expect(s.held.reads).toBe(1);
    expect(s.held.applied).toBeGreaterThan(0);
    expect(latest).toMatchObject({ totalBetAmount: 130, betCount: 13 });
  });

  it('reads once after a missed event (a dropped stream) and once after a reordered one, then applies again', async () => {
    const group = await multiGroup();
    const s = await screen(group.id);
    let late: BoardChange | undefined;
    for (const [i, c] of COMBINATIONS.entries()) {
      expect((await bet(members[i % members.length] as UserFixture, group, [c])).status).toBe(201);
      await announced(s, group.id);
      const change = s.changes()[i] as BoardChange;
      expect(change.version).toBe(i + 1);
      // Lost: the 3rd and 4th changes (the next one meets a gap). Reordered: the 7th after the 8th.
      if (i === 2 || i === 3) continue;
      if (i === 6) late = change;
      else await s.give(change);
      if (i === 7) await s.give(late as BoardChange);
    }
    expect(s.held.board).toEqual(await read(group.id));
    expect(s.held.reads).toBe(3);
    expect(s.held.applied).toBe(COMBINATIONS.length - 2 - 2 - 1);
  });

  it('carries a bid on a new lot as a lot taken, a raise as the pool only', async () => {
    const match = await createMatch(t.app, clubId);
    const group = await createGroup(t.app, match.id, { betType: 'Bidding Method', betAmount: 1000n });
    const s = await screen(group.id);
    const bid = (member: UserFixture, amount: number) =>
      call(t.app, 'POST', '/api/bids', {
        token: member.token,
        body: { groupId: group.id, matchId: group.matchId, combination: '12A', amount },
      });
    expect((await bid(members[0] as UserFixture, 10)).status).toBe(201);
    await announced(s, group.id);
    expect((await bid(members[1] as UserFixture, 12)).status).toBe(201);
    const latest = await announced(s, group.id);
    const [first, raise] = s.changes();
    const [asha, bilal] = members as [UserFixture, UserFixture];
    const better = (m: UserFixture) => ({ _id: m.id, firstName: m.firstName, lastName: expect.any(String) });
    // Each carries the lot it changed, with its standing bid: the bidding board moves without a read.
    expect(first).toMatchObject({ taken: ['12A'], freed: [], totalBetAmount: 10, betCount: 1 });
    expect(first?.lots).toEqual([
      { combination: '12A', amount: 10, better: better(asha), bids: 1, updatedAt: expect.any(String) },
    ]);
    expect(raise).toMatchObject({ taken: [], freed: [], totalBetAmount: 12, betCount: 1 });
    expect(raise?.lots).toEqual([
      { combination: '12A', amount: 12, better: better(bilal), bids: 2, updatedAt: expect.any(String) },
    ]);
    for (const change of s.changes()) await s.give(change);
    const { lots, ...board } = s.held.board;
    expect(board).toEqual(latest);
    expect(s.held.reads).toBe(1);
    const standing = await call(t.app, 'GET', `/api/bids/group/${group.id}`, { token: manager.token });
    expect(lots).toEqual(standing.body);
  });

  it('announces an edit of the group as an unknown change (ids only): screens read it', async () => {
    const group = await multiGroup();
    const s = await screen(group.id);
    const edited = await call(t.app, 'PUT', `/api/groups/${group.id}`, {
      token: manager.token,
      body: { betType: 'Multi Betters', betAmount: 10, winnerShare1: 60, winnerShare2: 30, winnerShare3: 10 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const event = await s.stream.waitFor((e) => e.event === 'group');
    expect(event.data).toEqual({ groupId: group.id, matchId: group.matchId, clubId });
  });

  describe.skipIf(testDatabaseKind() !== 'postgres')('across instances (PostgreSQL)', () => {
    const { instances, urls } = useSecondInstance(t, { listen: true });

    it("follows the other instance's changes: bets on both, a screen on each, both end on the database board", async () => {
      const group = await multiGroup();
      const here = await screen(group.id);
      const [, second] = instances;
      const there = await screen(group.id, urls[1], second);
      for (const [i, c] of COMBINATIONS.entries()) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await bet(members[i % members.length] as UserFixture, group, [c], app)).status).toBe(201);
        // Each instance announces from the latest board it knows, its own or the other's.
        await announced(here, group.id);
        await announced(there, group.id);
      }
      const latest = await read(group.id);
      for (const s of [here, there]) {
        for (const change of s.changes()) await s.give(change);
        expect(s.held.board).toEqual(latest);
        expect(s.held.reads).toBe(1);
      }
    });
  });
});
