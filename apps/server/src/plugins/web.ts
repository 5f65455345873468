import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { fileNotFoundMessage, routeNotFoundMessage } from '@wicket/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The built web app: web/ beside the bundle in a versioned build (`npm start`, scripts/lib/builds.ts), apps/web/dist
 * next to the source tree in development or next to apps/server/dist/main.js.
 */
function findWebDist(): string | undefined {
  for (const relative of ['./web', '../../../web/dist', '../../web/dist']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${dir}/index.html`)) return dir;
  }
  return undefined;
}

/**
 * Files under /assets/ carry a content hash in their name, so they never change and are cached for good;
 * index.html must be revalidated so a deployment reaches every browser at once, and so must the service worker
 * and the web app manifest (a long-cached sw.js would keep an installed app on an old build).
 */
function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  // `path` is the file sent: the precompressed copy (sw.js.br) when the browser accepts it.
  if (/(?:^|[\\/])(?:index\.html|sw\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/.test(path)) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

/**
 * Serves the single-page app: files from the build, and index.html for any other GET outside /api so client routes
 * survive a reload. Unknown API routes stay JSON 404s.
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: { enabled: boolean; dir: string | undefined }) {
  const root = !opts.enabled ? undefined : opts.dir ? resolve(opts.dir) : findWebDist();
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; the browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', cacheControlFor(path));
      },
    });
    app.log.debug({ root }, 'serving web app');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (root && request.method === 'GET' && !path.startsWith('/api')) {
      if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
        return reply.status(404).send({ message: fileNotFoundMessage(path) });
      }
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: routeNotFoundMessage(request.method, path) });
  });
});
