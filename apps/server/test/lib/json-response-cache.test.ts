import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { JsonResponseCache, versionEtag } from '../../src/lib/json-response-cache';

/** A server with one versioned read whose version the test sets, counting how often its body is built. */
async function versionedApp() {
  const cache = new JsonResponseCache({ maxBytes: 1024 * 1024 });
  const state = { version: 'v1', builds: 0, fail: false };
  const app = Fastify();
  app.get('/thing', (request, reply) =>
    cache.sendVersioned(request, reply, { key: 'thing', version: state.version }, async () => {
      state.builds++;
      if (state.fail) throw new Error('the database went away');
      return JSON.stringify({ version: state.version });
    }),
  );
  await app.ready();
  return { app, state };
}

describe('JsonResponseCache.sendVersioned', () => {
  it('builds a version once, answers its tag, and 304 to a reader who holds it', async () => {
    const { app, state } = await versionedApp();
    const first = await app.inject({ url: '/thing', headers: { 'accept-encoding': 'gzip' } });
    const second = await app.inject({ url: '/thing' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(second.json()).toEqual({ version: 'v1' });
    expect(first.headers.etag).toBe(versionEtag('thing', 'v1'));
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(state.builds).toBe(1);

    const revalidated = await app.inject({ url: '/thing', headers: { 'if-none-match': first.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(state.builds).toBe(1);
    await app.close();
  });

  it('answers a new version with a new tag and body, and never a 304 for the old tag', async () => {
    const { app, state } = await versionedApp();
    const old = await app.inject({ url: '/thing' });
    state.version = 'v2';
    const fresh = await app.inject({ url: '/thing', headers: { 'if-none-match': old.headers.etag as string } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ version: 'v2' });
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(state.builds).toBe(2);
    await app.close();
  });

  it('does not build the body for a 304, even on an instance that has not built this version', async () => {
    const { app, state } = await versionedApp();
    const res = await app.inject({ url: '/thing', headers: { 'if-none-match': versionEtag('thing', 'v1') } });
    expect(res.statusCode).toBe(304);
    expect(state.builds).toBe(0);
    await app.close();
  });

  it('keeps no failed build: the next request builds again', async () => {
    const { app, state } = await versionedApp();
    state.fail = true;
    expect((await app.inject({ url: '/thing' })).statusCode).toBe(500);
    state.fail = false;
    const retried = await app.inject({ url: '/thing' });
    expect(retried.statusCode).toBe(200);
    expect(state.builds).toBe(2);
    await app.close();
  });
});
