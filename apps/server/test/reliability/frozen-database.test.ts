import { createServer, type Server, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/client';
import { isConnectionError } from '../../src/lib/db-errors';
import { testDatabaseKind } from '../helpers/database';

/**
 * A primary that freezes (SIGSTOP, a stalled disk; the nemesis, scripts/nemesis.ts, does it to PostgreSQL for 20 s):
 * its sockets stay open and nothing answers. Here a TCP relay in front of PostgreSQL stops passing bytes. A query in
 * a transaction must then fail within the pool's query timeout with a connection error (answered 503), the
 * transaction's ROLLBACK must not wait behind it, and a new connection must give up within the connect timeout;
 * once the relay passes bytes again, the pool works. Before the timeouts, the transaction waited forever.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('a frozen database (PostgreSQL)', () => {
  let relay: Server;
  let frozen = false;
  const sockets: Socket[] = [];
  let database: Database;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '');
    relay = createServer((client) => {
      const server = new Socket();
      server.connect(Number(target.port || 5432), target.hostname);
      for (const [from, to] of [
        [client, server],
        [server, client],
      ] as const) {
        from.on('data', (chunk) => {
          // Frozen: the bytes are kept, as a stopped process's socket buffer keeps them, and never delivered.
          if (!frozen) to.write(chunk);
        });
        from.on('error', () => to.destroy());
        from.on('close', () => to.destroy());
      }
      sockets.push(client, server);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const address = relay.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = new URL(target.toString());
    url.hostname = '127.0.0.1';
    url.port = String(port);
    database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: '',
      poolSize: 2,
      queryTimeoutMs: 700,
      connectTimeoutMs: 700,
    });
  });

  afterAll(async () => {
    frozen = false;
    for (const s of sockets) s.destroy();
    await database?.close().catch(() => {});
    await new Promise((r) => relay?.close(r));
  });

  it('gives up on a frozen primary with a connection error, and works again once it thaws', async () => {
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    const started = Date.now();
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      frozen = true;
      await tx.execute(sql`select 2`);
    });
    const err = await transaction.then(
      () => undefined,
      (e: unknown) => e,
    );
    const took = Date.now() - started;
    expect(err).toBeDefined();
    expect(isConnectionError(err), String(err)).toBe(true);
    // The query's timeout, then the ROLLBACK failing at once on the destroyed socket: not a second wait.
    expect(took).toBeLessThan(1500);

    // A new connection to the frozen server: no answer to the startup message, so the connect timeout.
    const connecting = Date.now();
    const refused = await queryRows(database.db, sql`select 3`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isConnectionError(refused), String(refused)).toBe(true);
    expect(Date.now() - connecting).toBeLessThan(3000);

    frozen = false;
    expect(await queryRows(database.db, sql`select 4 as four`)).toEqual([{ four: 4 }]);
  });
});
