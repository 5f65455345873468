import { EVENTS_KEEPALIVE_MS, EVENTS_RETRY_MS } from '@wicket/shared/schemas/events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalJob } from '../../lib/interval-job';
import { type BoardReader, EventHub } from './hub';
import { findStreamUsers } from './queries';
import { transportFor } from './transport';

/** How often each instance checks its open streams' users against the database (password, club). */
export const STREAM_REVALIDATE_MS = 2_000;
/** Streams one user may hold on one instance; one more ends the oldest. */
export const MAX_STREAMS_PER_USER = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates (design-match-day section 1): `app.events.publish(...)` after a transaction commits. */
    events: EventHub;
  }
}

/**
 * Starts the instance's event hub on its one LISTEN connection, and the check that ends the streams of users whose
 * token version, type or club changed (one statement for all connected users every STREAM_REVALIDATE_MS, on every
 * instance whatever `runJobs` says: it guards what streams may receive). On close (preClose, before the server
 * stops waiting for connections) the check stops and every stream ends with a `retry:` hint.
 */
export default fp(
  async function eventsPlugin(
    app: FastifyInstance,
    opts: {
      windowMs?: number;
      keepaliveMs?: number;
      revalidateMs?: number;
      maxStreamsPerUser?: number;
      /** How the hub reads the boards whose changes its group events carry (modules/live-board, given by app.ts). */
      readBoards?: BoardReader;
    },
  ) {
    const hub = new EventHub(transportFor(app.database, app.log), app.log, {
      windowMs: opts.windowMs ?? 100,
      keepaliveMs: opts.keepaliveMs ?? EVENTS_KEEPALIVE_MS,
      maxStreamsPerUser: opts.maxStreamsPerUser ?? MAX_STREAMS_PER_USER,
      ...(opts.readBoards ? { readBoards: opts.readBoards } : {}),
    });
    await hub.start();
    app.decorate('events', hub);
    const revalidation = startIntervalJob(
      'events: stream revalidation',
      opts.revalidateMs ?? STREAM_REVALIDATE_MS,
      () => hub.revalidate((userIds) => findStreamUsers(app.db, userIds)),
      app.log,
    );
    app.addHook('preClose', async () => {
      await revalidation.stop();
      await hub.close(EVENTS_RETRY_MS);
    });
  },
  { name: 'events', dependencies: ['db'] },
);
