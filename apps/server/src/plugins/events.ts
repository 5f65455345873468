import { EVENTS_KEEPALIVE_MS, EVENTS_RETRY_MS } from '@wicket/shared/schemas/events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventHub } from '../modules/events/hub';
import { transportFor } from '../modules/events/transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates (design-match-day section 1): `app.events.publish(...)` after a transaction commits. */
    events: EventHub;
  }
}

/**
 * Starts the instance's event hub on its one LISTEN connection. On close (preClose, before the server stops
 * waiting for connections) every stream ends with a `retry:` hint.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance, opts: { windowMs?: number; keepaliveMs?: number }) {
    const hub = new EventHub(transportFor(app.database, app.log), app.log, {
      windowMs: opts.windowMs ?? 100,
      keepaliveMs: opts.keepaliveMs ?? EVENTS_KEEPALIVE_MS,
    });
    await hub.start();
    app.decorate('events', hub);
    app.addHook('preClose', async () => hub.close(EVENTS_RETRY_MS));
  },
  { name: 'events', dependencies: ['db'] },
);
