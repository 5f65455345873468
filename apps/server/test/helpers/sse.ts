/** A Server-Sent Events client for tests: opens GET /api/events over real HTTP and parses what arrives. */
import { EVENTS_RETRY_MS } from '@wicket/shared/schemas/events';

export type ReceivedEvent = { event: string; data: unknown };

export type EventStream = {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: ReceivedEvent[];
  /** Everything received, comments and `retry:` lines included. */
  text(): string;
  /** Resolves with the first event matching, waiting at most `ms` (then rejects with what arrived). */
  waitFor(match: (e: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** The last `retry:` hint received (milliseconds), if any. */
  retry(): number | undefined;
  /** Resolves when the stream ends: `end` the server ended it, `cut` the connection broke, `closed` by close(). */
  ended: Promise<'end' | 'cut' | 'closed'>;
  close(): void;
};

export async function openEventStream(baseUrl: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  let raw = '';
  let buffer = '';
  let retry: number | undefined;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of [...waiters]) w();
  };

  const ended = (async (): Promise<'end' | 'cut' | 'closed'> => {
    if (!res.body) return 'end';
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        raw += text;
        buffer += text;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (/^retry: \d+$/.test(line)) retry = Number(line.slice(7));
          }
          if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
          cut = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      notify();
      return controller.signal.aborted ? 'closed' : 'cut';
    }
    notify();
    return 'end';
  })();

  return {
    status: res.status,
    headers: res.headers,
    events,
    text: () => raw,
    retry: () => retry,
    ended,
    close: () => controller.abort(),
    waitFor(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`event not received in ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/** Why one connection of a reconnecting subscriber ended. */
export type StreamEnd = 'retry hint' | 'ended' | 'cut' | 'refused';

export type Subscription = {
  /** Every event received over every connection, in order. */
  events: ReceivedEvent[];
  /** Connections that answered 200 so far. */
  connections(): number;
  /**
   * How each earlier connection attempt ended: by the server with a `retry:` hint, by the server without one (token
   * expired), cut off mid-stream, or not opened at all (connection refused, 502/503/504).
   */
  ends: StreamEnd[];
  /** True while a stream is open. */
  connected(): boolean;
  /** Resolves once a stream is open, waiting at most `ms`. */
  waitConnected(ms?: number): Promise<void>;
  /** Like EventStream.waitFor, over every connection's events from index `from` on. */
  waitFor(match: (e: ReceivedEvent) => boolean, ms?: number, from?: number): Promise<ReceivedEvent>;
  close(): void;
};

/**
 * GET /api/events the way a browser's EventSource (or the web app's fetch-based client) keeps it open: whenever a
 * stream ends, cleanly with a `retry:` hint (a draining instance) or cut off (a killed one), or cannot be opened
 * (connection refused, or 502/503/504 from a balancer), it waits the last `retry:` hint (else EVENTS_RETRY_MS) and
 * opens a new one. Any other status (401...) stops it, as it stops EventSource.
 */
export function subscribeEvents(baseUrl: string, headers: Record<string, string> = {}): Subscription {
  const events: ReceivedEvent[] = [];
  const ends: StreamEnd[] = [];
  let current: EventStream | undefined;
  let opened = 0;
  let closed = false;
  let retryMs = EVENTS_RETRY_MS;
  let failure: Error | undefined;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of [...waiters]) w();
  };
  let wake = () => {};

  void (async () => {
    while (!closed) {
      let end: StreamEnd = 'refused';
      try {
        const stream = await openEventStream(baseUrl, headers);
        if (closed) {
          stream.close();
          break;
        }
        if (stream.status === 200) {
          opened += 1;
          current = stream;
          const from = events.length;
          // Copy this connection's events as they arrive (its waiters fire on every chunk).
          const pump = () => {
            while (events.length - from < stream.events.length)
              events.push(stream.events[events.length - from] as ReceivedEvent);
            notify();
          };
          notify();
          const copier = setInterval(pump, 20);
          const how = await stream.ended;
          clearInterval(copier);
          pump();
          current = undefined;
          retryMs = stream.retry() ?? retryMs;
          if (how === 'closed') break;
          if (how === 'cut') end = 'cut';
          else end = /retry: \d+\n\n$/.test(stream.text()) ? 'retry hint' : 'ended';
        } else {
          stream.close();
          if (![502, 503, 504].includes(stream.status)) {
            failure = new Error(`GET /api/events answered ${stream.status}`);
            break;
          }
        }
      } catch {
        // Connection refused or reset before the answer.
      }
      if (closed) break;
      ends.push(end);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    current = undefined;
    notify();
  })();

  const until = <T>(check: () => T | undefined, ms: number, what: () => string) =>
    new Promise<T>((resolve, reject) => {
      const test = () => {
        if (failure) return done(() => reject(failure));
        const found = check();
        if (found !== undefined) done(() => resolve(found));
      };
      const done = (then: () => void) => {
        waiters.delete(test);
        clearTimeout(timer);
        then();
      };
      const timer = setTimeout(() => done(() => reject(new Error(`${what()} in ${ms} ms`))), ms);
      waiters.add(test);
      test();
    });

  return {
    events,
    ends,
    connections: () => opened,
    connected: () => current !== undefined,
    waitConnected: (ms = 15_000) =>
      until(
        () => (current ? true : undefined),
        ms,
        () => `no stream open (ends: ${ends.join(', ')})`,
      ).then(() => {}),
    waitFor: (match, ms = 5_000, from = 0) =>
      until(
        () => events.slice(from).find(match),
        ms,
        () => `event not received; got ${JSON.stringify(events.slice(from))}`,
      ),
    close() {
      closed = true;
      current?.close();
      wake();
    },
  };
}
