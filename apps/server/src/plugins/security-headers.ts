import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The app's Helmet configuration: Helmet's defaults with a CSP for a same-origin app. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      // Served over plain http on loopback in development; upgrading would break it.
      upgradeInsecureRequests: null,
      'img-src': ["'self'", 'data:'],
      // The live stream (GET /api/events) and every API call: same origin only.
      'connect-src': ["'self'"],
    },
  },
};

/** The headers of one Helmet configuration, in the order Helmet sets them, and the ones it removes. */
export type SecurityHeaders = { set: [name: string, value: string][]; removed: string[] };

/**
 * What Helmet itself does to a response with these options, recorded once. Every option we use is static (no nonce,
 * no per-request directive function), so every answer gets exactly these headers.
 */
export function helmetHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: string) {
      headers.set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * Helmet's headers on every answer (design section 8), the same as `@fastify/helmet` sends, but computed at start-up:
 * the plugin builds a new Helmet (parsing the CSP directives again) on every request, about 5 % of a bet's server
 * time. Set in the first onRequest hook, so errors, 404s and the web app's files carry them too.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, opts: HelmetOptions) {
    const { set, removed } = helmetHeaders(opts);
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (const name of removed) res.removeHeader(name);
      for (const [name, value] of set) res.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
