import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@wicket/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHaproxy, haproxyConfig } from '../lib/cluster';
import { freePort } from '../lib/server-process';

/**
 * The balancer of `npm run cluster` (and docs/haproxy.cfg, its production form) with no instance up: a real HAProxy
 * answers 503 in the app's shape, `{ message }` as JSON, so clients handle it as they handle the app's own 503.
 */
const haproxy = findHaproxy();

describe.skipIf(!haproxy && !process.env.CI)('the balancer when no instance answers', () => {
  let dir: string;
  let balancer: ChildProcess;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wicket-balancer-'));
    const port = await freePort();
    const deadPort = await freePort();
    const configPath = join(dir, 'haproxy.cfg');
    writeFileSync(
      configPath,
      haproxyConfig({ bind: `127.0.0.1:${port}`, servers: [{ name: 'gone', address: `127.0.0.1:${deadPort}` }] }),
    );
    balancer = spawn(haproxy ?? 'haproxy', ['-f', configPath, '-db'], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}`;
    // Up once it answers at all; the dead server is marked down after its first failed checks.
    for (let i = 0; i < 100; i++) {
      const status = await fetch(`${url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(() => {
    balancer?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with the JSON message of the app, for API calls and the live stream alike', async () => {
    for (const path of ['/api/health', '/api/events']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ message: messages.serviceUnavailable });
    }
  });

  it('the production configuration carries the same answer', () => {
    const production = readFileSync(join(import.meta.dirname, '../../docs/haproxy.cfg'), 'utf8');
    const expected = `string '${JSON.stringify({ message: messages.serviceUnavailable })}'`;
    for (const status of [502, 503, 504]) {
      expect(production).toContain(`http-error status ${status} content-type application/json ${expected}`);
    }
  });
});
