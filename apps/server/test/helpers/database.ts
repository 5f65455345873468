import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { builtBeforeAll } from './hooks';

/** The PostgreSQL server tests use, if any: TEST_DATABASE_URL, else DATABASE_URL. */
export function postgresServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** Which database this test run targets: the vitest project sets TEST_DB. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, empty PostgreSQL database for one test file, dropped afterwards. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL or DATABASE_URL');
  const name = `wp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A database nothing has migrated, for the tests of the file (or describe) that migrate it step by step: PGlite in
 * memory, or a new PostgreSQL database when the project says TEST_DB=postgres. Closed, and dropped, after them.
 */
export function useUnmigratedDatabase(): Database {
  let opened: Database | undefined;
  let drop = async () => {};
  const database = builtBeforeAll(async () => {
    if (testDatabaseKind() === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      opened = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://', poolSize: 2 });
    } else {
      opened = await openDatabase({ dataDir: 'memory://' });
    }
    return opened;
  });
  afterAll(async () => {
    await opened?.close();
    await drop();
  });
  return database;
}
