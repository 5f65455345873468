import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A weak ETag naming a version of one answer: a hash of everything that tells its answers apart. */
export function versionEtag(...parts: string[]): string {
  return `W/"${createHash('sha1').update(parts.join(':')).digest('base64url')}"`;
}

const compressors = {
  // Quality 5 and level 6: most of the saving of the maximum for a fraction of its CPU, paid once per version.
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 6 }),
};
type Encoding = keyof typeof compressors | 'identity';
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });

type Entry = { version: string; bodies: Map<Encoding, Promise<Buffer>>; bytes: number };

/**
 * Large JSON answers that many clients read unchanged (a busy group's bet list), serialized and compressed once per
 * version and then sent as bytes. The version comes from the database on every request, so an answer is never
 * served after what it shows has changed, and every instance keeps its own copy: nothing here has to agree across
 * instances. One entry per key (a new version replaces the old), least recently used dropped beyond `maxBytes`.
 */
export class JsonResponseCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(opts: { maxBytes: number }) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
    });
  }

  /**
   * Sends the answer for `key` at `version`, building it with `build` (which returns the checked JSON text) when
   * this version is not cached yet. Concurrent requests for a version being built wait for the same build.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: string,
    build: () => Promise<string>,
  ): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      entry = { version, bodies: new Map(), bytes: 0 };
      const json = build().then((text) => Buffer.from(text));
      entry.bodies.set('identity', json);
      this.entries.set(key, entry);
      this.track(key, entry, json);
    }
    const encoding = (negotiator.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity') as Encoding;
    let body = entry.bodies.get(encoding);
    if (!body) {
      const identity = entry.bodies.get('identity') as Promise<Buffer>;
      body = identity.then((json) => compressors[encoding as keyof typeof compressors](json));
      entry.bodies.set(encoding, body);
      this.track(key, entry, body);
    }
    let bytes: Buffer;
    try {
      bytes = await body;
    } catch (err) {
      // A failed build (the database went away, say) is not kept: the next request tries again.
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw err;
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytes);
  }

  /**
   * A versioned read's whole answer: its ETag with `cache-control: private, no-cache` (browsers revalidate on every
   * fetch), 304 when the request's If-None-Match is that tag, else the body of this version from the cache.
   */
  sendVersioned(
    request: FastifyRequest,
    reply: FastifyReply,
    head: { key: string; version: string; etag: string },
    build: () => Promise<string>,
  ): Promise<FastifyReply> | FastifyReply {
    reply.header('etag', head.etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === head.etag) return reply.status(304).send(null);
    return this.send(request, reply, head.key, head.version, build);
  }

  /** Counts a body's bytes towards the cache's size once it exists. */
  private track(key: string, entry: Entry, body: Promise<Buffer>): void {
    body.then(
      (bytes) => {
        entry.bytes += bytes.length;
        if (this.entries.peek(key) === entry) this.entries.set(key, entry);
      },
      () => {},
    );
  }
}
