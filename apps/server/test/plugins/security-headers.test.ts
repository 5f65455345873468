import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeadersPlugin, { HELMET_OPTIONS } from '../../src/plugins/security-headers';

/** The headers of an answer that are not about the moment or the connection. */
async function answerHeaders(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
  return { status: res.statusCode, headers: rest, order: Object.keys(rest) };
}

async function appWith(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/powered', async (_request, reply) => {
    reply.raw.setHeader('x-powered-by', 'something');
    return 'text';
  });
  await app.ready();
  return app;
}

describe('precomputed security headers', () => {
  let reference: FastifyInstance;
  let ours: FastifyInstance;
  beforeAll(async () => {
    reference = await appWith(async (app) => {
      // The same object; @fastify/helmet's types come from its own (CommonJS) copy of Helmet's declarations.
      await app.register(fastifyHelmet, HELMET_OPTIONS as FastifyHelmetOptions);
    });
    ours = await appWith(async (app) => {
      await app.register(securityHeadersPlugin, HELMET_OPTIONS);
    });
  });
  afterAll(async () => {
    await reference?.close();
    await ours?.close();
  });

  it('are exactly what @fastify/helmet sends with the same options, on successes, errors and 404s alike', async () => {
    for (const url of ['/ok', '/fails', '/nothing-here']) {
      const want = await answerHeaders(reference, url);
      const got = await answerHeaders(ours, url);
      expect(got, url).toEqual(want);
      expect(got.headers['content-security-policy'], url).toContain("connect-src 'self'");
    }
  });

  it('are the same on every answer: the second request gets what the first got', async () => {
    const first = await answerHeaders(ours, '/ok');
    const second = await answerHeaders(ours, '/ok');
    expect(second).toEqual(first);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });
});
