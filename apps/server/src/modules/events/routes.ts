import { messages } from '@wicket/shared/messages';
import { EVENTS_RETRY_MS } from '@wicket/shared/schemas/events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors';
import type { Subscriber } from './hub';

/** Writes past this much unsent text mean the client stopped reading: its stream is ended, not buffered forever. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** setTimeout's limit (about 24.8 days); a longer-lived token's stream is ended then and the client reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const DESCRIPTION = [
  'Server-Sent Events (`text/event-stream`) with hints of changes; a client refetches what it shows.',
  'Bearer token in the Authorization header only (401 before the stream opens). Events:',
  '`group` `{ groupId, matchId, clubId }` (bet or bid placed, team entered, group created/edited/deleted); for a',
  "bet, bid or entry also the board's change `{ version, fromVersion, taken, freed, totalBetAmount, betCount }`,",
  'which a screen holding the board at `fromVersion` (GET /api/groups/{id} answers its `version`) applies;',
  '`match` `{ matchId, clubId, status }` (match created/edited/deleted, players, result, settlement);',
  '`balance` `{ userId, credits }` (the caller only); `notification` `{ _id, kind, title }` (the caller only).',
  "Group and match events of the caller's club (Admins: every club). Sent after the change commits, coalesced",
  'per group or match over at most 100 ms, by every instance. A comment line every 25 s; the stream ends when',
  "the token expires, within seconds of a password change or reset or a change of the user's club, when the user",
  'opens an 11th stream on the same instance (the oldest ends), and with a `retry:` hint when the server shuts down.',
].join(' ');

export default async function eventRoutes(app: FastifyInstance) {
  app.get(
    '/api/events',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        description: DESCRIPTION,
        response: {
          200: {
            description: 'The stream: `event: <name>` and `data: <JSON>` blocks, comment lines, `retry:` hints',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const headers = {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      };
      if (request.method === 'HEAD') return reply.headers(headers).send();

      const { exp } = request.user as { exp?: number };
      const ttl = typeof exp === 'number' ? exp * 1000 - Date.now() : MAX_TIMER_MS;
      if (ttl <= 0) throw unauthorized(messages.unauthorized);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...headers, connection: 'keep-alive' });
      res.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
      // Small frames go out at once rather than waiting on Nagle's algorithm.
      request.raw.socket.setNoDelay(true);

      let unsubscribe = () => {};
      let ended = false;
      const end = (text?: string) => {
        if (ended) return;
        ended = true;
        clearTimeout(expiry);
        unsubscribe();
        app.metrics.sseConnections.dec();
        if (text && res.writable) res.end(text);
        else res.end();
      };
      const sub: Subscriber = {
        userId: request.auth.userId,
        userType: request.auth.userType,
        clubId: request.auth.clubId,
        tokenVersion: request.token.tokenVersion,
        write(text) {
          if (ended) return;
          if (res.writableLength > MAX_BUFFERED_BYTES) return end();
          res.write(text);
        },
        end,
      };
      // The token's lifetime bounds the stream: after it the caller must sign in again.
      const expiry = setTimeout(() => end(), Math.min(ttl, MAX_TIMER_MS));
      unsubscribe = app.events.subscribe(sub);
      app.metrics.sseConnections.inc();
      res.on('close', () => end());
      return reply;
    },
  );
}
