/**
 * A client of the app behind a balancer, for the reliability runs that break things under load (cluster.test.ts,
 * failover.test.ts, the nemesis of scripts/nemesis.ts): one attempt over real HTTP, and `definite`, which retries until an answer that says what
 * happened. Bets, credit moves and approvals carry their Idempotency-Key, so a retry is done once or replayed.
 */

export type Answer = { status: number; body: Record<string, unknown> };

/** Statuses that mean "not done here, try again": no instance, an instance going away, or no database primary. */
export const RETRYABLE = new Set([502, 503, 504]);

export type BalancerClient = ReturnType<typeof balancerClient>;

/** One attempt as it went: when it was sent and answered, and its status (0: cut off, no answer). */
export type AttemptRecord = { method: string; path: string; sentAt: number; doneAt: number; status: number };

export function balancerClient(
  baseUrl: string,
  opts: {
    debug?: boolean;
    /** Told of every attempt (the nemesis's history). */
    onAttempt?: (attempt: AttemptRecord) => void;
    /** Attempts `definite` makes, 200 ms apart, before it gives up (150). */
    maxAttempts?: number;
  } = {},
) {
  const maxAttempts = opts.maxAttempts ?? 150;
  const traffic = {
    requests: 0,
    retried: 0,
    cutOff: 0,
    /** Answered 502/503/504 (by the balancer, or 503 by an instance without a database). */
    balancerErrors: 0,
    /** Of those, 503 with the app's JSON `{ message }` (an instance answered: no primary reachable). */
    appUnavailable: 0,
    /** Any 500: never expected (a database failure must answer 503). */
    serverErrors: [] as string[],
  };

  /** One attempt; undefined when no definite answer came back (connection cut, or 502/503/504). */
  async function attempt(
    method: string,
    path: string,
    token: string,
    body?: unknown,
    key?: string,
  ): Promise<Answer | undefined> {
    traffic.requests += 1;
    const sentAt = Date.now();
    const record = (status: number) => opts.onAttempt?.({ method, path, sentAt, doneAt: Date.now(), status });
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      record(res.status);
      if (RETRYABLE.has(res.status)) {
        traffic.balancerErrors += 1;
        if (res.status === 503 && text.startsWith('{"message"')) traffic.appUnavailable += 1;
        if (opts.debug) process.stdout.write(`${Date.now()} ${res.status} ${text.slice(0, 80)}\n`);
        return undefined;
      }
      if (res.status >= 500) traffic.serverErrors.push(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch {
      record(0);
      traffic.cutOff += 1;
      return undefined;
    }
  }

  /** Sends until a definite answer: a request with an Idempotency-Key, or one whose repeat is refused once done. */
  async function definite(send: () => Promise<Answer | undefined>): Promise<{ answer: Answer; retries: number }> {
    for (let retries = 0; retries < maxAttempts; retries++) {
      const answer = await send();
      if (answer) return { answer, retries };
      traffic.retried += 1;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no definite answer after ${maxAttempts} attempts`);
  }

  return { traffic, attempt, definite };
}
