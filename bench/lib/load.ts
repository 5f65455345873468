import { Agent, request } from 'node:http';
import { type LatencySummary, summarize } from './stats';

/** One request a virtual user sends. `tag` comes back to `onResponse` (e.g. the combinations it carried). */
export type LoadRequest<Tag> = {
  method: string;
  path: string;
  token: string;
  body?: string;
  /** Extra request headers (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  tag: Tag;
};

export type LoadResult = {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  /** Responses by HTTP status, plus `transport` for sockets that failed without an answer. */
  statuses: Record<string, number>;
  /** One message per unexpected status, to say why it happened. */
  samples: Record<string, string>;
};

type Sent = { status: number; body: string };

function send(agent: Agent, base: URL, req: LoadRequest<unknown>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers, authorization: `Bearer ${req.token}` };
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(req.body);
    }
    const r = request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    r.setTimeout(30_000, () => r.destroy(new Error('request timed out')));
    r.on('error', reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/**
 * A closed-loop load generator: `connections` virtual users, each sending its next request as soon as the previous
 * one is answered, for `seconds`. Each user keeps one keep-alive socket. `next(user)` builds the request (null: this
 * user has nothing left to send); `onResponse` sees every answer. Every latency is kept, so percentiles are exact.
 */
export async function runLoad<Tag>(opts: {
  baseUrl: string;
  connections: number;
  seconds: number;
  next: (user: number) => LoadRequest<Tag> | null;
  onResponse?: (user: number, req: LoadRequest<Tag>, status: number, body: string) => void;
  expected?: (status: number) => boolean;
}): Promise<LoadResult> {
  const base = new URL(opts.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections, maxFreeSockets: opts.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const samples: Record<string, string> = {};
  const expected = opts.expected ?? ((s: number) => s >= 200 && s < 300);
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;

  const user = async (u: number) => {
    while (performance.now() < deadline) {
      const req = opts.next(u);
      if (!req) return;
      const t0 = performance.now();
      try {
        const res = await send(agent, base, req);
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (!expected(res.status) && samples[res.status] === undefined) samples[res.status] = res.body.slice(0, 200);
        opts.onResponse?.(u, req, res.status, res.body);
      } catch (err) {
        statuses.transport = (statuses.transport ?? 0) + 1;
        if (samples.transport === undefined) samples.transport = err instanceof Error ? err.message : String(err);
        opts.onResponse?.(u, req, 0, '');
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, u) => user(u)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    connections: opts.connections,
    seconds,
    requests: latencies.length + (statuses.transport ?? 0),
    requestsPerSecond: latencies.length / seconds,
    latency: summarize(latencies),
    statuses,
    samples,
  };
}

/**
 * Sends all requests at once (one socket each, opened beforehand so they leave together) and returns every answer.
 * For races: many members after the same few combinations.
 */
export async function burst<Tag>(
  baseUrl: string,
  requests: LoadRequest<Tag>[],
): Promise<{ req: LoadRequest<Tag>; status: number; body: string; ms: number }[]> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: requests.length, maxFreeSockets: requests.length });
  // Warm one socket per request so the race is not decided by connection set-up.
  await Promise.all(
    requests.map(() => send(agent, base, { method: 'GET', path: '/api/health', token: 'none', tag: null })),
  );
  const out = await Promise.all(
    requests.map(async (req) => {
      const t0 = performance.now();
      try {
        const res = await send(agent, base, req);
        return { req, status: res.status, body: res.body, ms: performance.now() - t0 };
      } catch (err) {
        return { req, status: 0, body: err instanceof Error ? err.message : String(err), ms: performance.now() - t0 };
      }
    }),
  );
  agent.destroy();
  return out;
}

/**
 * An open loop: `send(k)` for k = 0 .. total-1, the k-th at `k / perSecond` seconds after the start whatever the
 * earlier ones take (a fixed arrival rate, as members' bets arrive). Resolves with the start (performance.now()) once
 * every send has settled; `send` records its own outcome and must not reject.
 */
export async function openLoop(total: number, perSecond: number, send: (k: number) => Promise<void>): Promise<number> {
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let k = 0; k < total; k++) {
    const wait = start + (k * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(k));
  }
  await Promise.all(inFlight);
  return start;
}
