import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../../apps/server/src/config';
import { startPushDelivery } from '../../apps/server/src/jobs/push-delivery';
import { e2eWebDir } from './build-web';

/** The Admin every run starts with, so tests can arrange clubs, matches and results through the API. */
export const E2E_ADMIN = { phone: '9000000099', password: 'admin-pass-99', firstName: 'Ada', lastName: 'Admin' };

export type RunningServer = { baseUrl: string; close(): Promise<void> };

/**
 * The real server, in-process, on a fresh in-memory PGlite: migrations, the Admin, the built web app and every API
 * route, exactly as `npm start` serves them. Background jobs are off so match statuses change only when a test says;
 * only push delivery runs.
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
  // Push notifications (e2e/push.spec.ts): a spec's own push service on loopback is a push service here.
  config.push = { ...config.push, serviceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, '127.0.0.1'] };
  const app = await buildApp({ config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The one job that runs: pushes leave the outbox as in production (nothing else queues push rows).
  const pushes = startPushDelivery(app.db, app.pushProvider, app.log, 300);
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await pushes.stop();
      await app.close();
    },
  };
}
