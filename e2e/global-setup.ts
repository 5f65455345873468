import type { TestProject } from 'vitest/node';
import { buildWeb } from './support/build-web';
import { findChromium } from './support/chromium';
import './support/context';
import { startServer } from './support/server';

/**
 * Browser tests: build the web app, start the real server on a fresh in-memory database, and hand its URL to the
 * specs. Without a Chromium they are skipped with one line, unless REQUIRE_E2E=1 makes that a failure.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const hint = 'install chromium (e.g. apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary';
    if (process.env.REQUIRE_E2E === '1') throw new Error(`REQUIRE_E2E=1 but no Chromium was found: ${hint}.`);
    console.warn(`Browser tests skipped: no Chromium found. To run them, ${hint}.`);
    project.provide('chromiumPath', '');
    project.provide('e2eBaseUrl', '');
    return;
  }
  await buildWeb();
  const server = await startServer();
  project.provide('chromiumPath', chromiumPath);
  project.provide('e2eBaseUrl', server.baseUrl);
  return async () => {
    await server.close();
  };
}
