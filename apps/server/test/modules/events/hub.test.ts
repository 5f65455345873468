import type { Board } from '@wicket/shared/board';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type BoardReader, EventHub, encode, type ServerEvent, type Subscriber } from '../../../src/modules/events/hub';
import { type EventTransport, MAX_PAYLOAD_BYTES } from '../../../src/modules/events/transport';

/** The hub with an in-memory transport: what it collects, coalesces, sends and delivers to whom. */
function hubWithLoopback(readBoards?: BoardReader) {
  const sent: string[] = [];
  let deliver: (payload: string) => void = () => {};
  const transport: EventTransport = {
    async start(onPayload) {
      deliver = onPayload;
    },
    async send(payload) {
      sent.push(payload);
      deliver(payload);
    },
    async close() {},
  };
  const log = { warn() {} } as unknown as FastifyBaseLogger;
  const hub = new EventHub(transport, log, {
    windowMs: 60_000,
    keepaliveMs: 60_000,
    maxStreamsPerUser: 10,
    ...(readBoards ? { readBoards } : {}),
  });
  return { hub, sent, deliver: (payload: string) => deliver(payload) };
}

function subscriber(userId: string, userType: Subscriber['userType'], clubId: string | null) {
  const received: string[] = [];
  const sub: Subscriber = {
    userId,
    userType,
    clubId,
    tokenVersion: 0,
    write: (text) => received.push(text),
    end() {},
  };
  return { sub, received };
}

describe('event hub', () => {
  it('keeps one event per group, match and user in a window (the latest), and every notification', async () => {
    const { hub, sent } = hubWithLoopback();
    await hub.start();
    const g = (credits: number): ServerEvent[] => [
      { kind: 'group', data: { groupId: 'g1', matchId: 'm1', clubId: 'c1' } },
      { kind: 'balance', data: { userId: 'u1', credits } },
    ];
    hub.publish(...g(30));
    hub.publish(...g(20));
    hub.publish(...g(10));
    hub.publish({ kind: 'match', data: { matchId: 'm1', clubId: 'c1', status: 'Active' } });
    hub.publish({ kind: 'match', data: { matchId: 'm1', clubId: 'c1', status: 'Ongoing' } });
    hub.publish({ kind: 'notification', userId: 'u1', data: { _id: 'n1', kind: 'k', title: 'One' } });
    hub.publish({ kind: 'notification', userId: 'u1', data: { _id: 'n2', kind: 'k', title: 'Two' } });
    expect(sent).toEqual([]);
    await hub.flush();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toEqual([
      ['group', { groupId: 'g1', matchId: 'm1', clubId: 'c1' }],
      ['balance', { userId: 'u1', credits: 10 }],
      ['match', { matchId: 'm1', clubId: 'c1', status: 'Ongoing' }],
      ['notification', { _id: 'n1', kind: 'k', title: 'One' }, 'u1'],
      ['notification', { _id: 'n2', kind: 'k', title: 'Two' }, 'u1'],
    ]);
    await hub.flush();
    expect(sent).toHaveLength(1);
    await hub.close(3000);
  });

  describe('board changes (design-contests section 3)', () => {
    const ids = { groupId: 'g1', matchId: 'm1', clubId: 'c1' };
    const bet: ServerEvent = { kind: 'group', data: ids, boardChanged: true };
    const board = (version: number, taken: string[]): Board => ({
      version,
      taken,
      totalBetAmount: 10 * taken.length,
      betCount: taken.length,
    });
    const groupData = (payload: string) => (JSON.parse(payload) as [string, Record<string, unknown>][])[0]?.[1];

    it('reads the changed boards once a window and sends each as the change from the board it knew', async () => {
      let now = board(2, ['12A', '34B']);
      const reads: string[][] = [];
      const { hub, sent } = hubWithLoopback(async (groupIds) => {
        reads.push(groupIds);
        return new Map([['g1', now]]);
      });
      await hub.start();
      hub.publish(bet, bet);
      await hub.flush();
      expect(reads).toEqual([['g1']]);
      expect(groupData(sent[0] as string)).toEqual({
        ...ids,
        version: 2,
        fromVersion: 0,
        taken: ['12A', '34B'],
        freed: [],
        totalBetAmount: 20,
        betCount: 2,
      });
      now = board(3, ['12A', '34B', '56C']);
      hub.publish(bet);
      await hub.flush();
      expect(groupData(sent[1] as string)).toMatchObject({ version: 3, fromVersion: 2, taken: ['56C'] });
      // Nothing new since (another instance announced it first, or a replay): nothing sent.
      hub.publish(bet);
      await hub.flush();
      expect(sent).toHaveLength(2);
      await hub.close(3000);
    });

    it("follows another instance's announcements, so its own next change starts where they ended", async () => {
      let now = board(1, ['12A']);
      const { hub, sent, deliver } = hubWithLoopback(async () => new Map([['g1', now]]));
      await hub.start();
      hub.publish(bet);
      await hub.flush();
      deliver(
        JSON.stringify([
          [
            'group',
            { ...ids, version: 3, fromVersion: 1, taken: ['34B', '56C'], freed: [], totalBetAmount: 30, betCount: 3 },
          ],
        ]),
      );
      now = board(4, ['12A', '34B', '56C', '7AB']);
      hub.publish(bet);
      await hub.flush();
      expect(groupData(sent[1] as string)).toMatchObject({ version: 4, fromVersion: 3, taken: ['7AB'] });
      await hub.close(3000);
    });

    it('announces an unknown change (ids only) when a window also holds an edit, or when the read fails', async () => {
      let fail = false;
      const { hub, sent } = hubWithLoopback(async () => {
        if (fail) throw new Error('database down');
        return new Map([['g1', board(1, ['12A'])]]);
      });
      await hub.start();
      hub.publish(bet, { kind: 'group', data: ids }, bet);
      await hub.flush();
      expect(groupData(sent[0] as string)).toEqual(ids);
      fail = true;
      hub.publish(bet);
      await hub.flush();
      expect(groupData(sent[1] as string)).toEqual(ids);
      await hub.close(3000);
    });
  });

  it('delivers club events to the club and Admins, personal events to their user only', async () => {
    const { hub } = hubWithLoopback();
    await hub.start();
    const member = subscriber('u1', 'Member', 'c1');
    const mate = subscriber('u2', 'Member', 'c1');
    const outsider = subscriber('u3', 'Member', 'c2');
    const admin = subscriber('a1', 'Admin', null);
    const clubless = subscriber('u4', 'Member', null);
    const unsubscribe = [member, mate, outsider, admin, clubless].map((s) => hub.subscribe(s.sub));
    hub.publish(
      { kind: 'group', data: { groupId: 'g1', matchId: 'm1', clubId: 'c1' } },
      { kind: 'balance', data: { userId: 'u1', credits: 5 } },
      { kind: 'notification', userId: 'u2', data: { _id: 'n1', kind: 'k', title: 'Hi' } },
    );
    await hub.flush();
    const kinds = (r: string[]) => r.map((text) => text.split('\n')[0]);
    expect(kinds(member.received)).toEqual(['event: group', 'event: balance']);
    expect(kinds(mate.received)).toEqual(['event: group', 'event: notification']);
    expect(mate.received[1]).toBe('event: notification\ndata: {"_id":"n1","kind":"k","title":"Hi"}\n\n');
    expect(outsider.received).toEqual([]);
    expect(clubless.received).toEqual([]);
    expect(kinds(admin.received)).toEqual(['event: group']);
    for (const u of unsubscribe) u();
    expect(hub.subscriberCount).toBe(0);
    await hub.close(3000);
  });

  it('ends every stream with the retry hint on close, sending what was still collected', async () => {
    const { hub, sent } = hubWithLoopback();
    await hub.start();
    const ends: (string | undefined)[] = [];
    hub.subscribe({
      userId: 'u1',
      userType: 'Member',
      clubId: 'c1',
      tokenVersion: 0,
      write() {},
      end: (text) => ends.push(text),
    });
    hub.publish({ kind: 'balance', data: { userId: 'u1', credits: 1 } });
    await hub.close(3000);
    expect(sent).toHaveLength(1);
    expect(ends).toEqual(['retry: 3000\n\n']);
    hub.publish({ kind: 'balance', data: { userId: 'u1', credits: 2 } });
    await hub.flush();
    expect(sent).toHaveLength(1);
  });

  it('re-checks every connected user in one read and ends the streams of users who changed', async () => {
    const { hub } = hubWithLoopback();
    await hub.start();
    const ended: string[] = [];
    const stream = (userId: string, userType: Subscriber['userType'], clubId: string | null, name = userId) =>
      hub.subscribe({ userId, userType, clubId, tokenVersion: 0, write() {}, end: () => ended.push(name) });
    stream('same', 'Member', 'c1');
    stream('admin', 'Admin', null);
    stream('password', 'Member', 'c1', 'password-a');
    stream('password', 'Member', 'c1', 'password-b');
    stream('moved', 'Member', 'c1');
    stream('removed', 'Member', 'c1');
    stream('promoted', 'Member', 'c1');
    stream('gone', 'Member', 'c1');
    const reads: string[][] = [];
    const user = (id: string, userType: Subscriber['userType'], memberOf: string | null, tokenVersion = 0) => ({
      id,
      userType,
      memberOf,
      tokenVersion,
    });
    const users = [
      user('same', 'Member', 'c1'),
      // An Admin's memberOf does not scope its stream.
      user('admin', 'Admin', 'c9'),
      user('password', 'Member', 'c1', 1),
      user('moved', 'Member', 'c2'),
      user('removed', 'Member', null),
      user('promoted', 'Manager', 'c1'),
    ];
    const ends = await hub.revalidate(async (ids) => {
      reads.push(ids);
      return new Map(users.map((u) => [u.id, u]));
    });
    expect(reads).toEqual([['same', 'admin', 'password', 'moved', 'removed', 'promoted', 'gone']]);
    expect(ended).toEqual(['password-a', 'password-b', 'moved', 'removed', 'promoted', 'gone']);
    expect(ends).toBe(6);
    await hub.close(3000);
  });

  it("ends a user's oldest stream when an 11th opens, and nobody else's", async () => {
    const { hub } = hubWithLoopback();
    await hub.start();
    const ended: string[] = [];
    const open = (userId: string, name: string) => {
      const sub: Subscriber = {
        userId,
        userType: 'Member',
        clubId: 'c1',
        tokenVersion: 0,
        write() {},
        end: () => {
          ended.push(name);
          unsubscribe();
        },
      };
      const unsubscribe = hub.subscribe(sub);
    };
    for (let i = 1; i <= 10; i++) open('u1', `u1-${i}`);
    open('u2', 'u2-1');
    expect(ended).toEqual([]);
    open('u1', 'u1-11');
    expect(ended).toEqual(['u1-1']);
    open('u1', 'u1-12');
    expect(ended).toEqual(['u1-1', 'u1-2']);
    expect(hub.subscriberCount).toBe(11);
    await hub.close(3000);
  });

  it('cuts large batches into payloads under the NOTIFY limit, losing none', () => {
    const events: ServerEvent[] = Array.from({ length: 2_000 }, (_, i) => ({
      kind: 'balance',
      data: { userId: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`, credits: i + 0.5 },
    }));
    const payloads = encode(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(MAX_PAYLOAD_BYTES);
    const decoded = payloads.flatMap((p) => JSON.parse(p) as unknown[]);
    expect(decoded).toEqual(events.map((e) => [e.kind, e.data]));
  });
});
