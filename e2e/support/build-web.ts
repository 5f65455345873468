import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const WEB_ROOT = fileURLToPath(new URL('../../apps/web', import.meta.url));

/**
 * Builds apps/web into apps/web/dist, which the server serves: `vite build` in its own process with
 * NODE_ENV=production (the test runner's NODE_ENV=test would otherwise bundle React's development build).
 * E2E_REUSE_BUILD=1 skips it when a build exists (faster local reruns while only tests change).
 */
export async function buildWeb(): Promise<void> {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(`${WEB_ROOT}/dist/index.html`)) return;
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  const viteBin = join(dirname(vitePackage), 'bin', 'vite.js');
  await promisify(execFile)(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: WEB_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}
