import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Db, openDatabase } from '../../src/db/client';
import { createPostgresDatabase, testDatabaseKind } from './database';
import { builtBeforeAll } from './hooks';
import './pglite-template';

/** Test config: fast argon2id, no background jobs (tests drive them), no demo data, no web build. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir: 'memory://',
      argon2: { memoryCost: 1024, timeCost: 1 },
      runJobs: false,
      demo: false,
      serveWeb: false,
      jwtSecret: 'test-secret-test-secret-test-secret',
      ...overrides,
    },
  );
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the URL of this test file's database, to start more instances on it. */
  databaseUrl: string | undefined;
  config: Config;
  close(): Promise<void>;
};

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new PostgreSQL database when the vitest project says
 * TEST_DB=postgres. Call in beforeAll/beforeEach and `close()` after.
 */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  if (testDatabaseKind() === 'postgres') {
    const created = await createPostgresDatabase();
    const config = testConfig({ databaseUrl: created.url, dbPoolSize: 10, ...overrides });
    const app = await buildApp({ config });
    await app.ready();
    return {
      app,
      db: app.db,
      kind: 'postgres',
      databaseUrl: created.url,
      config,
      async close() {
        await app.close();
        await created.drop();
      },
    };
  }
  const config = testConfig({ databaseUrl: undefined, ...overrides });
  const dump = config.dataDir === 'memory://' ? pgliteTemplate() : undefined;
  if (!dump) {
    const app = await buildApp({ config });
    await app.ready();
    return { app, db: app.db, kind: 'pglite', databaseUrl: undefined, config, close: () => app.close() };
  }
  // A copy of the migrated template (helpers/pglite-template.ts): the app migrates nothing, and closes with it.
  const database = await openDatabase({ dataDir: config.dataDir, pgliteDump: dump });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    db: app.db,
    kind: 'pglite',
    databaseUrl: undefined,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `buildTestApp` before all tests of the file (or describe), closed after them. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  let built: TestApp | undefined;
  const t = builtBeforeAll(async () => {
    built = await buildTestApp(overrides);
    return built;
  });
  afterAll(async () => built?.close());
  return t;
}

let templateDump: Blob | undefined;

/** The migrated database the project's global setup dumped, read once per test file; undefined without one. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  templateDump ??= new Blob([readFileSync(file)]);
  return templateDump;
}

/** PostgreSQL only: one more app instance on the test's database, as a second server behind a balancer would be. */
export async function startSecondInstance(t: TestApp): Promise<FastifyInstance> {
  const second = await buildApp({ config: t.config });
  await second.ready();
  return second;
}

/** Both instances listening on loopback ports: their base URLs, the test app's first (already listening or not). */
export async function listenOnBoth(t: TestApp, second: FastifyInstance): Promise<[string, string]> {
  return [await listening(t.app), await listening(second)];
}

async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) return app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * PostgreSQL only: a second instance on the test app's database for the tests of the file (or describe), closed
 * before the test app. `instances` holds both apps, the test app's first; with `listen`, `urls` their base URLs.
 */
export function useSecondInstance(t: TestApp, opts: { listen?: boolean } = {}) {
  // Empty until the hook has run; both apps inside tests.
  const instances = [] as unknown as [FastifyInstance, FastifyInstance];
  const urls: string[] = [];
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    second = await startSecondInstance(t);
    instances.push(t.app, second);
    if (opts.listen) urls.push(...(await listenOnBoth(t, second)));
  });
  afterAll(async () => second?.close());
  return { instances, urls };
}

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response JSON rather than type it
export type ApiResponse<T = any> = { status: number; body: T; headers: Record<string, unknown> };

/** `app.inject` with a bearer token and a parsed JSON body. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
  });
  let body: unknown = response.body;
  if (String(response.headers['content-type'] ?? '').includes('application/json') && response.body) {
    body = JSON.parse(response.body);
  }
  return { status: response.statusCode, body: body as T, headers: response.headers };
}

/**
 * A GET's raw answer with its body decoded from brotli or gzip, so compressed bodies can be checked byte for byte.
 * `T` is what the test expects the JSON to be (undefined when the answer has no body).
 */
export async function getDecoded<T = unknown>(
  app: FastifyInstance,
  url: string,
  token: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return {
    status: res.statusCode,
    headers: res.headers,
    encoding,
    bytes: raw.length,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}
