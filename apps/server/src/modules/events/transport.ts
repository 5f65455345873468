import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';

/** The one channel every instance listens on; each database (a test's, the bench's) has its own. */
export const EVENTS_CHANNEL = 'wicket_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; batches are cut below that. */
export const MAX_PAYLOAD_BYTES = 7_800;

/**
 * How events travel between instances: ONE listening connection per instance (never one per subscriber), and a
 * NOTIFY sent on its own, outside any transaction, after the change it announces has committed.
 */
export interface EventTransport {
  start(onPayload: (payload: string) => void): Promise<void>;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: a dedicated client runs LISTEN (reconnecting after a drop) and also sends the NOTIFYs, so they never
 * wait for a pool connection behind the requests; while it is down, NOTIFY goes through the pool.
 */
class PostgresTransport implements EventTransport {
  private listener: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  /** The listening client is connected and listening. */
  private ready = false;
  private onPayload: (payload: string) => void = () => {};

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(onPayload: (payload: string) => void): Promise<void> {
    this.onPayload = onPayload;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.pool.options);
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.ready = false;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err }, 'events: listening connection lost, reconnecting');
      this.retry = setTimeout(() => void this.connect(), 1_000);
    };
    try {
      this.listener = client;
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (msg) => {
        if (msg.channel === EVENTS_CHANNEL && msg.payload !== undefined) this.onPayload(msg.payload);
      });
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
      this.ready = true;
    } catch (err) {
      lost(err as Error);
    }
  }

  async send(payload: string): Promise<void> {
    const via = this.ready ? this.listener : undefined;
    await (via ?? this.pool).query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => {});
  }
}

/** PGlite: one instance, one connection; its own listen/notify API carries the events the same way. */
class PgliteTransport implements EventTransport {
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly client: PGlite) {}

  async start(onPayload: (payload: string) => void): Promise<void> {
    this.unlisten = await this.client.listen(EVENTS_CHANNEL, onPayload);
  }

  async send(payload: string): Promise<void> {
    await this.client.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    if (this.client.closed) return;
    await this.unlisten?.().catch(() => {});
  }
}

export function transportFor(database: Database, log: FastifyBaseLogger): EventTransport {
  return database.kind === 'postgres'
    ? new PostgresTransport(database.pool, log)
    : new PgliteTransport(database.client);
}
