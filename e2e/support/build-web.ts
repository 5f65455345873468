import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildDirOf,
  currentBuild,
  defaultLayout,
  ensureBuild,
  isComplete,
  registerServer,
} from '../../scripts/lib/builds';

export const WEB_ROOT = fileURLToPath(new URL('../../apps/web', import.meta.url));
/**
 * Where the browser suite's web app was once built in place (git-ignored). The suite now serves the versioned build
 * of the current sources (scripts/lib/builds.ts, shared with `npm start`); this folder is only the fallback when
 * startServer() is called without buildWeb().
 */
export const E2E_WEB_DIR = join(WEB_ROOT, 'dist-e2e');

let builtWebDir: string | undefined;

/** The web app startServer() serves: the build buildWeb() found or made in this process. */
export function e2eWebDir(): string {
  return builtWebDir ?? E2E_WEB_DIR;
}

/**
 * Makes sure a production build of the current sources exists (`vite build` and precompression, as `npm start`
 * builds it; nothing is built when one of the same sources exists) and selects it for startServer(). The build is
 * a folder of its own that nothing rewrites, so a second run, `npm start`, or a rebuild after an edit cannot swap
 * files under this run's server; it is registered for this process so it is not pruned meanwhile.
 * E2E_REUSE_BUILD=1 serves the newest build even when sources changed since (faster reruns while only tests change).
 */
export async function buildWeb(): Promise<void> {
  const layout = defaultLayout();
  let dir: string | undefined;
  const current = currentBuild(layout);
  if (process.env.E2E_REUSE_BUILD === '1' && current && isComplete(buildDirOf(layout, current))) {
    dir = buildDirOf(layout, current);
  } else {
    dir = (await ensureBuild(layout)).dir;
  }
  builtWebDir = join(dir, 'web');
  const unregister = registerServer(dir, process.pid);
  process.once('exit', unregister);
}
