import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '../db/client';

/**
 * The app's Prometheus metrics (design section 8). One registry per app instance (tests run several in one
 * process). Other modules update them through `app.metrics`, e.g. the events stream:
 * `app.metrics.sseConnections.inc()` when a stream opens and `.dec()` when it ends.
 */
export type AppMetrics = {
  registry: Registry;
  /** `wicket_http_request_duration_seconds{method,route,status_code}`; its `_count` is the request count. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** `wicket_bets_placed_total`: combinations of accepted bet requests (an idempotent replay counts again). */
  betsPlaced: Counter;
  /** `wicket_bids_placed_total`: accepted bids. */
  bidsPlaced: Counter;
  /** `wicket_settlements_total`: matches whose credits were approved. */
  settlements: Counter;
  /** `wicket_sse_connections`: open event streams on this instance. */
  sseConnections: Gauge;
  /** `wicket_push_sent_total`: pushes a push service accepted (one per phone). */
  pushSent: Counter;
  /** `wicket_push_failed_total`: pushes given up (after their tries, or refused by the push service). */
  pushFailed: Counter;
  /** `wicket_push_removed_total`: subscriptions deleted because the push service answered 404 or 410. */
  pushRemoved: Counter;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Route pattern + status of a successful domain action -> the counter it moves and by how much. */
type DomainRule = { status: number; counter: keyof Pick<AppMetrics, 'betsPlaced' | 'bidsPlaced' | 'settlements'> };
const DOMAIN_RULES: Record<string, DomainRule> = {
  'POST /api/bets/multiple': { status: 201, counter: 'betsPlaced' },
  'POST /api/bids': { status: 201, counter: 'bidsPlaced' },
  'POST /api/matches/:id/approve-credits': { status: 200, counter: 'settlements' },
};

function amountOf(rule: DomainRule, request: FastifyRequest): number {
  if (rule.counter !== 'betsPlaced') return 1;
  const combinations = (request.body as { combinations?: unknown } | undefined)?.combinations;
  return Array.isArray(combinations) ? combinations.length : 1;
}

/** Requests that matched no route are one series, not one per URL a scanner tried. */
const UNMATCHED = '(unmatched)';

export default fp(
  async function metricsPlugin(app: FastifyInstance, opts: { enabled: boolean; processMetrics: boolean }) {
    const registry = new Registry();
    const metrics: AppMetrics = {
      registry,
      requestDuration: new Histogram({
        name: 'wicket_http_request_duration_seconds',
        help: 'HTTP request latency by route pattern and status',
        labelNames: ['method', 'route', 'status_code'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
      betsPlaced: new Counter({
        name: 'wicket_bets_placed_total',
        help: 'Bets placed (combinations of accepted bet requests)',
        registers: [registry],
      }),
      bidsPlaced: new Counter({ name: 'wicket_bids_placed_total', help: 'Bids placed', registers: [registry] }),
      settlements: new Counter({
        name: 'wicket_settlements_total',
        help: 'Matches settled (credits approved)',
        registers: [registry],
      }),
      sseConnections: new Gauge({
        name: 'wicket_sse_connections',
        help: 'Open server-sent event streams on this instance',
        registers: [registry],
      }),
      pushSent: new Counter({
        name: 'wicket_push_sent_total',
        help: 'Push notifications accepted by a push service (one per phone)',
        registers: [registry],
      }),
      pushFailed: new Counter({
        name: 'wicket_push_failed_total',
        help: 'Push notifications given up after their tries or refused by the push service',
        registers: [registry],
      }),
      pushRemoved: new Counter({
        name: 'wicket_push_removed_total',
        help: 'Push subscriptions deleted because the push service said they are gone (404, 410)',
        registers: [registry],
      }),
    };
    app.decorate('metrics', metrics);
    if (!opts.enabled) return;

    if (opts.processMetrics) collectDefaultMetrics({ register: registry });
    new Gauge({
      name: 'wicket_db_pool_connections',
      help: 'PostgreSQL pool connections of this instance by state (PGlite: one connection, total only)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const database = app.database;
        if (database.kind === 'postgres') {
          this.set({ state: 'total' }, database.pool.totalCount);
          this.set({ state: 'idle' }, database.pool.idleCount);
          this.set({ state: 'waiting' }, database.pool.waitingCount);
        } else {
          this.set({ state: 'total' }, 1);
        }
      },
    });
    new Gauge({
      name: 'wicket_outbox_backlog',
      help: 'Notifications waiting to be delivered (pending or being sent)',
      registers: [registry],
      async collect() {
        const [row] = await queryRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from notifications where status in ('pending', 'sending')`,
        );
        this.set(row?.n ?? 0);
      },
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const status = reply.statusCode;
      metrics.requestDuration.observe(
        { method: request.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      const rule = DOMAIN_RULES[`${request.method} ${route}`];
      if (rule && rule.status === status) metrics[rule.counter].inc(amountOf(rule, request));
    });

    // Not under /api: scraped by Prometheus on the instance's own address, not through the public balancer.
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const body = await registry.metrics();
      return reply.type(registry.contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
