import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import './context';
import { Api } from './api';
import { launchBrowser, openSession as openSessionIn, type Session } from './browser';

/** The one server every spec shares, and the Chromium the global setup found (empty: browser tests are skipped). */
export const baseUrl = inject('e2eBaseUrl');
export const chromiumPath = inject('chromiumPath');

type SessionOptions = Parameters<typeof openSessionIn>[2];

/**
 * Chromium for the describe block that calls this: launched before its tests, closed after them. Call it first in the
 * block, so the launch runs before the block's own `beforeAll` (hooks run in the order they are declared).
 * `openSession` opens a fresh profile on the shared server; `api` talks to the same server.
 */
export function browserSuite() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    api: new Api(baseUrl),
    openSession(options?: SessionOptions): Promise<Session> {
      if (!browser) throw new Error('browserSuite: sessions open in tests and hooks, after the browser launched');
      return openSessionIn(browser, baseUrl, options);
    },
  };
}
