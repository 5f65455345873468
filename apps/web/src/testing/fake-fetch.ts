import { vi } from 'vitest';

export type FakeCall = { method: string; url: string; headers: Record<string, string>; body: unknown };
/** `delay` (ms) holds the answer back, as a network does, so a screen shows what it shows while it waits. */
export type FakeRoute = { method?: string; url: string; status?: number; body: unknown; delay?: number };

/**
 * Replaces fetch, the network boundary, with canned answers by method and URL (an unknown request answers 404),
 * and records every request so a test can say what was, and was not, sent.
 */
export function fakeFetch(routes: FakeRoute[]): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init.method ?? 'GET').toUpperCase();
      const text = typeof init.body === 'string' ? init.body : undefined;
      calls.push({
        method,
        url,
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body: text === undefined ? undefined : JSON.parse(text),
      });
      const route = routes.find((candidate) => (candidate.method ?? 'GET') === method && candidate.url === url);
      if (route?.delay) await new Promise((resolve) => setTimeout(resolve, route.delay));
      const status = route ? (route.status ?? 200) : 404;
      const body = route ? route.body : { message: 'Not found' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
