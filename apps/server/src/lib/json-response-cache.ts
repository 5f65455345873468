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

type Entry = { version: string; etag: string; bodies: Map<Encoding, Promise<Buffer>>; bytes: number };

/** What a versioned read knows before its body: its cache key and the version the database named for it. */
export type VersionedHead = { key: string; version: string };

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
   * A versioned read's whole answer: its ETag (a hash of key and version, computed once per version) with
   * `cache-control: private, no-cache` (browsers revalidate on every fetch), 304 when the request's If-None-Match is
   * that tag, else the body of this version, built by `build` (the checked JSON text) when this version is not cached
   * yet. Concurrent requests for a version being built wait for the same build.
   */
  sendVersioned(
    request: FastifyRequest,
    reply: FastifyReply,
    head: VersionedHead,
    build: () => Promise<string>,
  ): Promise<FastifyReply> | FastifyReply {
    const { key, version } = head;
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      entry = { version, etag: versionEtag(key, version), bodies: new Map(), bytes: 0 };
      this.entries.set(key, entry);
    }
    reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send(null);
    return this.sendBody(request, reply, key, entry, build);
  }

  /** The entry's body in the encoding the request accepts, built and compressed at most once. */
  private async sendBody(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    entry: Entry,
    build: () => Promise<string>,
  ): Promise<FastifyReply> {
    let identity = entry.bodies.get('identity');
    if (!identity) {
      identity = build().then((text) => Buffer.from(text));
      entry.bodies.set('identity', identity);
      this.track(key, entry, identity);
    }
    const encoding = (negotiator.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity') as Encoding;
    let body = entry.bodies.get(encoding);
    if (!body) {
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
