import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { e2eWebDir } from './build-web';

/** The Admin every run starts with, so tests can arrange clubs, matches and results through the API. */
export const E2E_ADMIN = { phone: '9000000099', password: 'admin-pass-99', firstName: 'Ada', lastName: 'Admin' };

export type RunningServer = { baseUrl: string; close(): Promise<void> };

/**
 * The real server, in-process, on a fresh in-memory PGlite: migrations, the Admin, the built web app and every API
 * route, exactly as `npm start` serves them. Background jobs are off so match statuses change only when a test says.
 */
export async function startServer(): Promise<RunningServer> {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      host: '127.0.0.1',
      port: 0,
      dataDir: 'memory://',
      databaseUrl: undefined,
      demo: false,
      runJobs: false,
      serveWeb: true,
      webDir: e2eWebDir(),
      logLevel: 'silent',
      jwtSecret: 'e2e-secret-e2e-secret-e2e-secret',
      argon2: { memoryCost: 1024, timeCost: 1 },
      loginLimits: { perPhone: 200, perIp: 5000, windowSeconds: 60 },
      admin: { ...E2E_ADMIN },
    },
  );
  const app = await buildApp({ config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
