import { QueryClient } from '@tanstack/react-query';
import type { Group, GroupDetail } from '@wicket/shared/schemas/groups';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupDetail, groupOf } from '@/testing/fixtures';
import { parseLiveEvent, reconnectDelay, startLiveEvents } from '../live-events';
import { queryKeys } from '../query-keys';

/** A fake `/api/events` answer: a response whose body the test writes SSE text into, then ends or breaks. */
function fakeStream(status = 200) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const response = new Response(status === 200 ? body : JSON.stringify({ message: 'Unauthorized' }), {
    status,
    headers: { 'content-type': status === 200 ? 'text/event-stream' : 'application/json' },
  });
  return {
    response,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type Call = { url: string; headers: Record<string, string> };

/** fetch replaced by the given answers in order; records each request's URL and headers. */
function fakeFetch(answers: ReturnType<typeof fakeStream>[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), headers: { ...(init.headers as Record<string, string>) } });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {});
    return next.response;
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** Lets the stream's promise chain (read, parse, invalidate) run. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

function seededClient() {
  const client = new QueryClient();
  for (const key of [
    queryKeys.bets.group('g1'),
    queryKeys.bets.group('g2'),
    queryKeys.groups.detail('g1'),
    queryKeys.matches.detail('m1'),
    queryKeys.account.details('u1'),
    queryKeys.notifications.all,
    queryKeys.clubs.list,
  ]) {
    client.setQueryData(key, 'cached');
  }
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join('/'))
    .sort();

describe('live events client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the token in the Authorization header only, never in the URL', async () => {
    const stream = fakeStream();
    const { calls, fetch } = fakeFetch([stream]);
    const stop = startLiveEvents({ queryClient: seededClient(), token: 'secret-token', fetch });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/events');
    expect(calls[0]?.url).not.toContain('secret-token');
    expect(calls[0]?.headers.authorization).toBe('Bearer secret-token');
    stop();
  });

  it('each event invalidates the keys keysForEvent names, and nothing else', async () => {
    const stream = fakeStream();
    const { fetch } = fakeFetch([stream]);
    const client = seededClient();
    // No random wait: each first event for a query outdates it at once (event-throttle.test.ts covers the waits).
    const stop = startLiveEvents({ queryClient: client, token: 't', fetch, random: () => 0 });
    await settle();
    stream.send('retry: 3000\n\n: keepalive\n\n');
    stream.send('event: group\ndata: {"groupId":"g1","matchId":"m9","clubId":"c1"}\n\n');
    await settle();
    expect(stale(client)).toEqual(['bets/group/g1', 'groups/detail/g1']);

    stream.send('event: notification\ndata: {"_id":"n1","kind":"credit","title":"RS50 added"}\n\n');
    stream.send('event: balance\ndata: {"userId":"u1","credits":50}\n\n');
    await settle();
    expect(stale(client)).toEqual(['account/details/u1', 'bets/group/g1', 'groups/detail/g1', 'notifications']);

    stream.send('event: match\ndata: {"matchId":"m1","clubId":"c1","status":"Ongoing"}\n\n');
    stream.send('event: bogus\ndata: {}\n\nevent: group\ndata: not json\n\n');
    await settle();
    expect(stale(client)).not.toContain('clubs/list');
    expect(stale(client)).toContain('matches/detail/m1');
    expect(stale(client)).toContain('bets/group/g2');
    stop();
  });

  it("applies a group event's board change to the cached group and its match's list, and reads neither", async () => {
    const stream = fakeStream();
    const { fetch } = fakeFetch([stream]);
    const client = new QueryClient();
    client.setQueryData(queryKeys.groups.detail('group-1'), groupDetail({ version: 4, SelectedCombinations: ['12A'] }));
    client.setQueryData(queryKeys.groups.byMatch('match-1'), [groupOf({ totalBetAmount: 10 })]);
    client.setQueryData(queryKeys.bets.group('group-1'), 'cached');
    const stop = startLiveEvents({ queryClient: client, token: 't', fetch, random: () => 0 });
    await settle();
    const change = { version: 6, fromVersion: 4, taken: ['34B', '7AB'], freed: [], totalBetAmount: 30, betCount: 3 };
    stream.send(`event: group\ndata: ${JSON.stringify({ groupId: 'group-1', matchId: 'match-1', ...change })}\n\n`);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    const detail = client.getQueryData<GroupDetail>(queryKeys.groups.detail('group-1'));
    expect(detail?.SelectedCombinations).toEqual(['12A', '34B', '7AB']);
    expect(detail?.CombinationsMaster).toHaveLength(361);
    expect(detail).toMatchObject({ version: 6, betCount: 3, totalBetAmount: 30, hasBets: true });
    // 50/30/10 of RS30, as the server computes them.
    expect(detail?.prizes).toEqual({ first: 15, second: 9, third: 3 });
    expect(client.getQueryData<Group[]>(queryKeys.groups.byMatch('match-1'))?.[0]?.totalBetAmount).toBe(30);
    // Only the list of bets (names the change does not carry) is read again.
    expect(stale(client)).toEqual(['bets/group/group-1']);

    // A missed change (held at 6, this one from 7): the group is read once.
    stream.send(
      `event: group\ndata: ${JSON.stringify({ groupId: 'group-1', matchId: 'match-1', ...change, fromVersion: 7, version: 8 })}\n\n`,
    );
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.getQueryData<GroupDetail>(queryKeys.groups.detail('group-1'))?.version).toBe(6);
    expect(stale(client)).toContain('groups/detail/group-1');
    stop();
  });

  it("applies a bid's changed lots to the cached bidding board, the newer of each lot, and reads it not", async () => {
    const stream = fakeStream();
    const { fetch } = fakeFetch([stream]);
    const client = new QueryClient();
    const lot = (combination: string, amount: number, bids: number) => ({
      combination,
      amount,
      better: { _id: `u${bids}`, firstName: 'Asha', lastName: 'Rao' },
      bids,
      updatedAt: '2026-11-28T00:00:00.000Z',
    });
    client.setQueryData(queryKeys.bids.group('group-1'), [lot('12A', 10, 1), lot('34B', 15, 3)]);
    const stop = startLiveEvents({ queryClient: client, token: 't', fetch, random: () => 0 });
    await settle();
    const change = {
      version: 5,
      fromVersion: 2,
      taken: ['13C'],
      freed: [],
      totalBetAmount: 47,
      betCount: 3,
      lots: [lot('12A', 12, 2), lot('13C', 10, 1), lot('34B', 12, 2)],
    };
    stream.send(`event: group\ndata: ${JSON.stringify({ groupId: 'group-1', matchId: 'match-1', ...change })}\n\n`);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    // 34B's cached bid (its 3rd) is newer than the change's (its 2nd): kept.
    expect(client.getQueryData(queryKeys.bids.group('group-1'))).toEqual([
      lot('12A', 12, 2),
      lot('13C', 10, 1),
      lot('34B', 15, 3),
    ]);
    expect(stale(client)).toEqual([]);
    stop();
  });

  it('reconnects with a growing backoff after drops, and refetches what it may have missed', async () => {
    const first = fakeStream();
    const broken = fakeStream(502);
    const third = fakeStream();
    const { calls, fetch } = fakeFetch([first, broken, third]);
    const client = seededClient();
    const connected: boolean[] = [];
    const stop = startLiveEvents({
      queryClient: client,
      token: 't',
      fetch,
      random: () => 1,
      onConnectedChange: (value) => connected.push(value),
    });
    await settle();
    expect(connected).toEqual([true]);

    first.end(); // the server ended the stream
    await settle();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 1));
    await settle();
    expect(calls).toHaveLength(2); // answered 502

    await vi.advanceTimersByTimeAsync(reconnectDelay(1, () => 1) - 1);
    expect(calls).toHaveLength(2); // the second wait is longer
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls).toHaveLength(3);
    expect(connected).toEqual([true, false, false, true]);
    // Reopened after a gap: every cached query is refetched once.
    expect(stale(client)).toContain('clubs/list');
    stop();
  });

  it('stops for good on 401 and when stopped', async () => {
    const { calls, fetch } = fakeFetch([fakeStream(401), fakeStream()]);
    startLiveEvents({ queryClient: seededClient(), token: 'expired', fetch });
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);

    const stream = fakeStream();
    const second = fakeFetch([stream, fakeStream()]);
    const stop = startLiveEvents({ queryClient: seededClient(), token: 't', fetch: second.fetch });
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(second.calls).toHaveLength(1);
  });

  it('backoff doubles up to its cap', () => {
    const max = () => 1;
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelay(attempt, max))).toEqual([
      1_000, 2_000, 4_000, 8_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
  });

  it('parses only known events with the ids they need', () => {
    expect(parseLiveEvent('group', '{"groupId":"g","matchId":"m","clubId":"c"}')).toEqual({
      type: 'group',
      groupId: 'g',
      matchId: 'm',
    });
    expect(parseLiveEvent('group', '{"groupId":"g"}')).toBeNull();
    expect(parseLiveEvent('match', '[]')).toBeNull();
    expect(parseLiveEvent('message', 'hello')).toBeNull();
  });
});
