import { z } from 'zod';

export type ApiResponse = { status: number; body: unknown; ms: number };

/** What a failed call says: its `{ message }`, or the raw body. */
export function messageOf(body: unknown): string {
  const parsed = z.object({ message: z.string() }).safeParse(body);
  if (parsed.success) return parsed.data.message;
  return typeof body === 'string' ? body.slice(0, 200) : (JSON.stringify(body)?.slice(0, 200) ?? '');
}

export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${messageOf(body)}`);
    this.name = 'ApiError';
  }
}

/** A small fetch client for arranging data and one-off calls (load runs use the load generator instead). */
export class Api {
  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: res.status, body, ms };
  }

  /** A call that must answer 2xx; its body parsed with `schema`. */
  async ok<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    opts: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const res = await this.call(method, path, opts);
    if (res.status < 200 || res.status > 299) throw new ApiError(method, path, res.status, res.body);
    const parsed = schema.safeParse(res.body);
    if (!parsed.success) {
      throw new Error(
        `${method} ${path}: unexpected answer ${JSON.stringify(res.body).slice(0, 300)}: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }
}

/** Runs `fn` over `items` with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export const idSchema = z.object({ _id: z.string() });
