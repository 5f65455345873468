import { applyBoardChange, type Board, boardChange, EMPTY_BOARD } from '@wicket/shared/board';
import { paiseToRs } from '@wicket/shared/money';
import type { BalanceEvent, EventKind, GroupEvent, MatchEvent, NotificationEvent } from '@wicket/shared/schemas/events';
import type { UserType } from '@wicket/shared/schemas/users';
import type { FastifyBaseLogger } from 'fastify';
import { clubScopeOf, type TokenUser } from '../../lib/access';
import { type EventTransport, MAX_PAYLOAD_BYTES } from './transport';

/**
 * One event as services publish it. Personal events name their recipient; `notification` data does not carry it, so
 * it travels beside the data and is never sent to the client.
 */
export type ServerEvent =
  /**
   * `boardChanged`: the change was a bet, a bid or a team entered, so the event can carry it (the board read once a
   * window, design-contests section 3); without it (an edit, an abandon, a result) screens read the group again.
   */
  | { kind: 'group'; data: GroupEvent; boardChanged?: true }
  | { kind: 'match'; data: MatchEvent }
  | { kind: 'balance'; data: BalanceEvent }
  | { kind: 'notification'; userId: string; data: NotificationEvent };

/** What services and routes see: call it AFTER the transaction has committed, never inside it. */
export interface EventPublisher {
  publish(...events: ServerEvent[]): void;
}

/** One balance event per user of an applyPostings answer (its new balances, paise). */
export function balanceEvents(balances: ReadonlyMap<string, bigint>): ServerEvent[] {
  return [...balances].map(([userId, credits]) => ({ kind: 'balance', data: { userId, credits: paiseToRs(credits) } }));
}

/** A publisher that drops everything (services called without an app, e.g. the demo seed). */
export const noEvents: EventPublisher = { publish() {} };

/** An open stream: who it belongs to (read when it opened) and how to write to it. */
export type Subscriber = {
  userId: string;
  userType: UserType;
  clubId: string | null;
  /** The version of the token it opened with: a password change or reset retires the stream with the token. */
  tokenVersion: number;
  write(text: string): void;
  end(text?: string): void;
};

/** Reads the boards of some groups, one statement for all (modules/live-board, readBoardsJson). */
export type BoardReader = (groupIds: string[]) => Promise<ReadonlyMap<string, Board>>;

/** The wire form of one event inside a NOTIFY payload: [kind, data] or [kind, data, recipient]. */
type Wire = [EventKind, unknown] | [EventKind, unknown, string];

function coalescingKey(event: ServerEvent): string {
  switch (event.kind) {
    case 'group':
      return `g:${event.data.groupId}`;
    case 'match':
      return `m:${event.data.matchId}`;
    case 'balance':
      return `b:${event.data.userId}`;
    case 'notification':
      return `n:${event.data._id}`;
  }
}

/** SSE text of one event: `event:` and one `data:` line (JSON never holds a raw newline). */
export function sseText(kind: EventKind, data: unknown): string {
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The instance's side of live updates. Publishing collects events for at most `windowMs` (the first event of a
 * window starts its timer), keeping one per group, match and user (the latest), then sends them as NOTIFY payloads.
 * A group's bets, bids and entries of a window go out as one change of its board: the instance reads the changed
 * boards (one statement) and sends each as the change from the latest board it knows (its own last read, or what
 * any instance announced since), so a screen holding that version applies it without a request.
 * What arrives on the instance's one LISTEN connection, from any instance including this one, goes to the local
 * streams it concerns: group and match events to the club's callers and every Admin, balance and notification
 * events to their user only.
 */
export class EventHub implements EventPublisher {
  private pending = new Map<string, ServerEvent>();
  private timer: NodeJS.Timeout | undefined;
  /** The send in flight, if any: at most one at a time, and what arrives meanwhile waits and coalesces. */
  private sending: Promise<void> | undefined;
  private readonly byClub = new Map<string, Set<Subscriber>>();
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly admins = new Set<Subscriber>();
  private readonly all = new Set<Subscriber>();
  private keepalive: NodeJS.Timeout | undefined;
  private closed = false;
  /** The latest board this instance knows of each group (at most `MAX_KNOWN_BOARDS`, the least recent dropped). */
  private readonly boards = new Map<string, Board>();

  constructor(
    private readonly transport: EventTransport,
    private readonly log: FastifyBaseLogger,
    private readonly opts: {
      windowMs: number;
      keepaliveMs: number;
      maxStreamsPerUser: number;
      /** Without it, group events carry ids only and screens read the group again. */
      readBoards?: BoardReader;
    },
  ) {}

  async start(): Promise<void> {
    await this.transport.start((payload) => this.receive(payload));
    this.keepalive = setInterval(() => {
      for (const sub of this.all) sub.write(': keepalive\n\n');
    }, this.opts.keepaliveMs);
    this.keepalive.unref();
  }

  publish(...events: ServerEvent[]): void {
    if (this.closed || events.length === 0) return;
    for (const event of events) {
      const key = coalescingKey(event);
      const earlier = this.pending.get(key);
      // A window that also changed the group otherwise (an edit with the bets) announces an unknown change.
      const coalesced =
        earlier?.kind === 'group' && event.kind === 'group' && !earlier.boardChanged && event.boardChanged
          ? { kind: 'group' as const, data: event.data }
          : event;
      // Re-inserting moves the key last, so a batch keeps the order of the latest publishes.
      this.pending.delete(key);
      this.pending.set(key, coalesced);
    }
    this.timer ??= setTimeout(() => this.flush(), this.opts.windowMs);
  }

  /**
   * Sends what the window collected. One send at a time: when the database is slow, the next windows keep
   * coalescing into one batch instead of queueing sends behind each other, so a slow NOTIFY delays events by its
   * own time and never builds a backlog. Resolves when everything collected so far has been sent.
   */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.sending) await this.sending;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.sending = this.withBoardChanges(batch).then((events) => this.send(encode(events)));
    await this.sending;
    this.sending = undefined;
    // What arrived during the send has waited at least as long as a window: on its way at once.
    if (this.pending.size > 0 && !this.timer) this.timer = setTimeout(() => this.flush(), 0);
  }

  /**
   * The batch with each board change's data: the boards read now (after the changes committed) as changes from the
   * latest boards known here. A board already announced at this version or later (by another instance, whose event
   * arrived first) is dropped: that event covered this change. If the read fails, the events go out without
   * changes and screens read the group.
   */
  private async withBoardChanges(batch: ServerEvent[]): Promise<ServerEvent[]> {
    const ids = batch.flatMap((e) => (e.kind === 'group' && e.boardChanged ? [e.data.groupId] : []));
    if (ids.length === 0 || !this.opts.readBoards) return batch;
    let read: ReadonlyMap<string, Board>;
    try {
      read = await this.opts.readBoards(ids);
    } catch (err) {
      this.log.warn({ err }, 'events: reading the changed boards failed');
      return batch;
    }
    return batch.flatMap((event): ServerEvent[] => {
      if (event.kind !== 'group' || !event.boardChanged) return [event];
      const { groupId } = event.data;
      const board = read.get(groupId);
      if (!board) return [event];
      const known = this.boards.get(groupId) ?? EMPTY_BOARD;
      if (board.version <= known.version) return [];
      this.know(groupId, board);
      const data = { ...event.data, ...boardChange(known, board) };
      // A change too large for one NOTIFY (a first announcement of a bidding board with every lot) goes out as an
      // unknown change: screens read the group once.
      if (Buffer.byteLength(JSON.stringify(data)) > MAX_CHANGE_BYTES) return [{ kind: 'group', data: event.data }];
      return [{ kind: 'group', data }];
    });
  }

  private know(groupId: string, board: Board) {
    this.boards.delete(groupId);
    this.boards.set(groupId, board);
    if (this.boards.size > MAX_KNOWN_BOARDS) {
      const oldest = this.boards.keys().next().value;
      if (oldest !== undefined) this.boards.delete(oldest);
    }
  }

  /** Another instance's change (or this one's, back from NOTIFY): the board known here follows it if it can. */
  private follow(data: Record<string, unknown>) {
    const { groupId, version, fromVersion, taken, freed, totalBetAmount, betCount } = data;
    if (typeof groupId !== 'string' || typeof version !== 'number' || typeof fromVersion !== 'number') return;
    if (!Array.isArray(taken) || !Array.isArray(freed)) return;
    if (typeof totalBetAmount !== 'number' || typeof betCount !== 'number') return;
    const known = this.boards.get(groupId) ?? EMPTY_BOARD;
    const next = applyBoardChange(known, { version, fromVersion, taken, freed, totalBetAmount, betCount });
    if (typeof next !== 'string') this.know(groupId, next);
  }

  private async send(payloads: string[]): Promise<void> {
    for (const payload of payloads) {
      try {
        await this.transport.send(payload);
      } catch (err) {
        // A hint lost: the screens' fallback refresh heals it.
        this.log.warn({ err }, 'events: NOTIFY failed');
      }
    }
  }

  private receive(payload: string): void {
    let wires: Wire[];
    try {
      wires = JSON.parse(payload) as Wire[];
    } catch {
      return;
    }
    if (!Array.isArray(wires)) return;
    for (const wire of wires) {
      if (!Array.isArray(wire)) continue;
      const [kind, data, recipient] = wire;
      if (kind === 'group' && typeof data === 'object' && data !== null) this.follow(data as Record<string, unknown>);
      const text = sseText(kind, data);
      for (const sub of this.recipients(kind, data as Record<string, unknown>, recipient)) sub.write(text);
    }
  }

  private *recipients(kind: EventKind, data: Record<string, unknown>, recipient?: string): Iterable<Subscriber> {
    if (kind === 'group' || kind === 'match') {
      const club = typeof data.clubId === 'string' ? this.byClub.get(data.clubId) : undefined;
      if (club) yield* club;
      yield* this.admins;
      return;
    }
    const userId = kind === 'balance' ? data.userId : recipient;
    const own = typeof userId === 'string' ? this.byUser.get(userId) : undefined;
    if (own) yield* own;
  }

  /**
   * Adds a stream. A user holds at most `maxStreamsPerUser` on this instance: opening one more ends their oldest
   * here (the app reconnects a stream that ends, so a forgotten tab costs one stream, never an unbounded number).
   */
  subscribe(sub: Subscriber): () => void {
    const own = this.byUser.get(sub.userId);
    if (own && own.size >= this.opts.maxStreamsPerUser) {
      // A Set keeps insertion order: the first streams are the oldest.
      for (const oldest of [...own].slice(0, own.size - this.opts.maxStreamsPerUser + 1)) oldest.end();
    }
    this.all.add(sub);
    addTo(this.byUser, sub.userId, sub);
    if (sub.userType === 'Admin') this.admins.add(sub);
    else if (sub.clubId) addTo(this.byClub, sub.clubId, sub);
    return () => {
      this.all.delete(sub);
      this.admins.delete(sub);
      removeFrom(this.byUser, sub.userId, sub);
      if (sub.clubId) removeFrom(this.byClub, sub.clubId, sub);
    };
  }

  /**
   * Ends every stream whose user is no longer what it opened as: gone, another token version (password changed or
   * reset), another type, or another club (joined, moved or removed). `read` answers for all connected users in one
   * statement; it runs on every instance every few seconds (modules/events/plugin.ts), so it does not matter which code
   * path or instance changed the user. Streams opened while `read` runs are left for the next round.
   */
  async revalidate(read: (userIds: string[]) => Promise<ReadonlyMap<string, TokenUser>>): Promise<number> {
    if (this.closed || this.all.size === 0) return 0;
    const subs = [...this.all];
    const users = await read([...this.byUser.keys()]);
    let ended = 0;
    for (const sub of subs) {
      const user = users.get(sub.userId);
      const same =
        user !== undefined &&
        user.tokenVersion === sub.tokenVersion &&
        user.userType === sub.userType &&
        clubScopeOf(user) === sub.clubId;
      if (!same) {
        sub.end();
        ended += 1;
      }
    }
    return ended;
  }

  get subscriberCount(): number {
    return this.all.size;
  }

  /**
   * App close: what was collected is still sent (it committed), every stream ends with a `retry:` hint so clients
   * reconnect (to another instance, or this one restarted), and the listening connection closes.
   */
  async close(retryMs: number): Promise<void> {
    await this.flush();
    this.closed = true;
    clearInterval(this.keepalive);
    for (const sub of [...this.all]) sub.end(`retry: ${retryMs}\n\n`);
    await this.transport.close();
  }
}

function addTo(map: Map<string, Set<Subscriber>>, key: string, sub: Subscriber) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(sub);
}

function removeFrom(map: Map<string, Set<Subscriber>>, key: string, sub: Subscriber) {
  const set = map.get(key);
  if (!set) return;
  set.delete(sub);
  if (set.size === 0) map.delete(key);
}

/** The largest board change sent as one: well under a NOTIFY payload with the rest of its batch. */
const MAX_CHANGE_BYTES = 6_000;

/** Groups whose latest board an instance keeps: enough for every group of a busy match day, bounded. */
const MAX_KNOWN_BOARDS = 10_000;

/** Batches as JSON arrays, each under PostgreSQL's NOTIFY payload limit. */
export function encode(events: ServerEvent[]): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let size = 2;
  for (const event of events) {
    const wire: Wire =
      event.kind === 'notification' ? [event.kind, event.data, event.userId] : [event.kind, event.data];
    const text = JSON.stringify(wire);
    const bytes = Buffer.byteLength(text) + 1;
    if (bytes + 2 > MAX_PAYLOAD_BYTES) continue; // cannot happen with ids and short titles; never send a broken one
    if (size + bytes > MAX_PAYLOAD_BYTES && parts.length > 0) {
      payloads.push(`[${parts.join(',')}]`);
      parts = [];
      size = 2;
    }
    parts.push(text);
    size += bytes;
  }
  if (parts.length > 0) payloads.push(`[${parts.join(',')}]`);
  return payloads;
}
