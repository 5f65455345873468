import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';

const dist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const built = existsSync(`${dist}/index.html`);

// Needs the web build (`npm run build`, which CI runs before the tests).
describe.skipIf(!built)('serving the web app', () => {
  const t = useTestApp({ serveWeb: true });

  it('answers client routes with index.html, revalidated on every visit, under a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/my-bets?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<div id="root">');
  });

  it('sends hashed assets precompressed and cached for good', async () => {
    // The largest script the page loads: the entry itself can be a few bytes, too small to be worth compressing.
    const html = readFileSync(`${dist}/index.html`, 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    const script = scripts.sort((x, y) => statSync(`${dist}${y}`).size - statSync(`${dist}${x}`).size)[0];
    expect(script).toBeDefined();
    const res = await t.app.inject({
      method: 'GET',
      url: script as string,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker and the web app manifest revalidated on every visit (issue 19)', async () => {
    // As browsers ask for it: the precompressed copy is what goes out, with the same header.
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Wicket Pools', display: 'standalone' });
  });

  it('keeps unknown API routes and missing files as JSON 404s', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toContain('not found');
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
  });
});
