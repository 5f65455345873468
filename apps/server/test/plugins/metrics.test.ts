import { describe, expect, it } from 'vitest';
import { drainAndClose } from '../../src/plugins/lifecycle';
import { buildTestApp, call, useTestApp } from '../helpers/app';
import { createClub, createGroup, createMatch, createUser } from '../helpers/fixtures';

/** One sample line of the Prometheus text format, e.g. `name{a="b"} 3`: its value, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  const t = useTestApp();

  it('shows the request histogram by route pattern and status, domain counters, the SSE gauge, pool and outbox', async () => {
    const club = await createClub(t.app);
    const member = await createUser(t.app, { clubId: club.clubId, credits: 10_000n });
    const match = await createMatch(t.app, club.clubId);
    const group = await createGroup(t.app, match.id, { betAmount: 1000n });
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/matches/${match.id}`, { token: member.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/no-such-thing/12345')).status).toBe(404);
    const placed = await call(t.app, 'POST', '/api/bets/multiple', {
      token: member.token,
      body: { betAmount: 10, matchId: match.id, groupId: group.id, combinations: ['12A', '34B'] },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    t.app.metrics.sseConnections.inc();
    t.app.metrics.sseConnections.inc();
    t.app.metrics.sseConnections.dec();

    const scraped = await call(t.app, 'GET', '/metrics');
    expect(scraped.status).toBe(200);
    expect(String(scraped.headers['content-type'])).toContain('text/plain');
    const text = String(scraped.body);
    const count = (labels: Record<string, string>) =>
      sample(text, 'wicket_http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/health', status_code: '200' })).toBe(3);
    // The route pattern, not the raw URL: one series for every match id.
    expect(count({ method: 'GET', route: '/api/matches/:id', status_code: '200' })).toBe(1);
    expect(text).not.toContain(match.id);
    expect(count({ method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(count({ method: 'POST', route: '/api/bets/multiple', status_code: '201' })).toBe(1);
    expect(sample(text, 'wicket_http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(3);
    expect(sample(text, 'wicket_bets_placed_total')).toBe(2);
    expect(sample(text, 'wicket_settlements_total')).toBe(0);
    expect(sample(text, 'wicket_sse_connections')).toBe(1);
    expect(sample(text, 'wicket_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'wicket_outbox_backlog')).toBe(0);
  });
});

describe('METRICS=off', () => {
  const t = useTestApp({ metrics: false });

  it('serves no /metrics, and the gauge other modules update still exists', async () => {
    expect((await call(t.app, 'GET', '/metrics')).status).toBe(404);
    t.app.metrics.sseConnections.inc();
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('GET /api/ready', () => {
  it('is 200 when the database is migrated, 503 draining once a shutdown starts, and the app then closes', async () => {
    const t = await buildTestApp({ drainDelayMs: 300 });
    try {
      const ready = await call(t.app, 'GET', '/api/ready');
      expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
      const closing = drainAndClose(t.app);
      const draining = await call(t.app, 'GET', '/api/ready');
      expect(draining).toMatchObject({ status: 503, body: { status: 'draining', message: expect.any(String) } });
      // Still serving other requests while the balancer takes it out of rotation.
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
      expect(await closing).toBe(true);
    } finally {
      await t.close().catch(() => {});
    }
  });
});
