import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const WEB_ROOT = fileURLToPath(new URL('../../apps/web', import.meta.url));
/**
 * The browser suite's own build (git-ignored): apps/web/dist belongs to `npm run build`, and the API suite reads it
 * while this one runs, so rebuilding it here would race.
 */
export const E2E_WEB_DIR = join(WEB_ROOT, 'dist-e2e');

/**
 * Builds apps/web into E2E_WEB_DIR exactly as production does (`vite build`, then the precompression step), in its
 * own process with NODE_ENV=production (the test runner's NODE_ENV=test would bundle React's development build).
 * E2E_REUSE_BUILD=1 skips it when a build exists (faster local reruns while only tests change).
 */
export async function buildWeb(): Promise<void> {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(join(E2E_WEB_DIR, 'index.html'))) return;
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  const viteBin = join(dirname(vitePackage), 'bin', 'vite.js');
  const run = promisify(execFile);
  const options = { cwd: WEB_ROOT, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 };
  await run(
    process.execPath,
    [viteBin, 'build', '--logLevel', 'warn', '--outDir', E2E_WEB_DIR, '--emptyOutDir'],
    options,
  );
  await run(process.execPath, [join(WEB_ROOT, 'compress-dist.mjs'), E2E_WEB_DIR], options);
}
