import { messages } from '@wicket/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining` turns true on SIGTERM (or `app.close()`): `/api/ready` answers 503 from then on. */
    lifecycle: { draining: boolean };
  }
}

/**
 * Readiness and draining (design section 8). `GET /api/health` says the process is alive; `GET /api/ready` says it
 * should get traffic: the database answers, every migration of this build is applied, and it is not shutting down.
 * A balancer health-checks `/api/ready`, so an instance being stopped leaves the rotation before it stops listening.
 */
export default fp(
  async function lifecyclePlugin(app: FastifyInstance) {
    const lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => {
      lifecycle.draining = true;
    });

    let migrated = false;
    const notReady = z.object({
      status: z.enum(['draining', 'database unavailable', 'migrating']),
      message: z.string(),
    });
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/ready',
      {
        schema: {
          tags: ['system'],
          description: 'Readiness for a load balancer: 503 while draining, migrating or without a database.',
          response: { 200: z.object({ status: z.literal('ready') }), 503: notReady },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (lifecycle.draining)
          return reply.status(503).send({ status: 'draining', message: messages.serviceUnavailable });
        try {
          await app.db.execute(sql`select 1`);
          // Once every migration of this build is in, it stays in: later checks only ask for a connection.
          migrated ||= await migrationsApplied(app.database);
        } catch (err) {
          request.log.warn({ err }, 'readiness: database unavailable');
          return reply.status(503).send({ status: 'database unavailable', message: messages.serviceUnavailable });
        }
        if (!migrated) return reply.status(503).send({ status: 'migrating', message: messages.serviceUnavailable });
        return { status: 'ready' as const };
      },
    );
  },
  { name: 'lifecycle', dependencies: ['db'] },
);

/**
 * Graceful stop: `/api/ready` answers 503 at once while the instance keeps serving for `drainDelayMs` (long enough
 * for the balancer's health check to take it out of rotation), then `app.close()` stops accepting connections,
 * ends event streams (their plugins' close hooks), finishes the requests in flight and closes the database.
 * Resolves true on a clean close, false when `shutdownTimeoutMs` passed first.
 */
export async function drainAndClose(app: FastifyInstance): Promise<boolean> {
  app.lifecycle.draining = true;
  const { drainDelayMs, shutdownTimeoutMs } = app.config;
  if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), shutdownTimeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([app.close().then(() => true as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM and SIGINT drain and close the app, then end the process (exit 1 if the close timed out or failed). */
export function closeOnSignals(app: FastifyInstance): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainDelayMs: app.config.drainDelayMs }, 'draining, then shutting down');
    drainAndClose(app).then(
      (clean) => {
        if (!clean) app.log.error({ timeoutMs: app.config.shutdownTimeoutMs }, 'shutdown timed out');
        process.exit(clean ? 0 : 1);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
