import { idParams, idSchema } from '@wicket/shared/schemas/common';
import {
  matchBodySchema,
  matchCreateBodySchema,
  matchDeletedSchema,
  matchListSchema,
  matchSchema,
  matchWriteSchema,
  playersWriteSchema,
  updatePlayersBodySchema,
} from '@wicket/shared/schemas/matches';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonResponseCache, type VersionedHead } from '../../lib/json-response-cache';
import { abandonMatchRoute } from './abandon-route';
import {
  clubMatchListHead,
  createMatch,
  deleteMatch,
  getMatch,
  matchListJson,
  updateMatch,
  updatePlayers,
} from './service';

const clubParams = z.object({ clubId: idSchema });

/** Matches of a club and their players. (Approve Credits lives with the settlement.) */
export default async function matchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];
  const security = [{ bearer: [] }];
  const writers = app.requireRole('Manager', 'Admin');

  // The dashboards poll the match lists: each club's list is read, serialized and compressed once per version (about
  // 15 KB of JSON for 20 matches), then sent as bytes to every reader of that version.
  const lists = new JsonResponseCache({ maxBytes: 16 * 1024 * 1024 });
  const sendList = (request: FastifyRequest, reply: FastifyReply, head: VersionedHead) =>
    lists.sendVersioned(request, reply, head, () => matchListJson(app.db, head.key));
  const listResponses = {
    200: matchListSchema,
    304: z.null().describe('Not modified: the list is unchanged since that ETag'),
  };

  r.get(
    '/api/matches',
    { onRequest: app.requireRole('Manager', 'Member'), schema: { tags, security, response: listResponses } },
    async (request, reply) => {
      // The caller's own club (a Manager's, or a Member's); none for a caller without a club.
      const { clubId } = request.auth;
      if (!clubId) return [];
      return sendList(request, reply, await clubMatchListHead(app.db, request.token, clubId));
    },
  );

  r.get(
    '/api/matches/club/:clubId',
    {
      // The token's user is read by the list's version statement (service.ts, clubMatchListHead).
      onRequest: app.authenticateInStatement,
      schema: { tags, security, params: clubParams, response: listResponses },
    },
    async (request, reply) =>
      sendList(request, reply, await clubMatchListHead(app.db, request.token, request.params.clubId)),
  );

  r.get(
    '/api/matches/:id',
    { onRequest: app.authenticate, schema: { tags, security, params: idParams, response: { 200: matchSchema } } },
    async (request) => getMatch(app.db, request.auth, request.params.id),
  );

  r.post(
    '/api/matches',
    {
      onRequest: app.requireRole('Manager'),
      schema: { tags, security, body: matchCreateBodySchema, response: { 201: matchWriteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createMatch(app.db, request.auth, request.auth.clubId, request.body, app.events)),
  );

  r.post(
    '/api/matches/Admin-club/:clubId',
    {
      onRequest: app.requireRole('Admin'),
      schema: { tags, security, params: clubParams, body: matchCreateBodySchema, response: { 201: matchWriteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createMatch(app.db, request.auth, request.params.clubId, request.body, app.events)),
  );

  r.put(
    '/api/matches/:id',
    {
      onRequest: writers,
      schema: { tags, security, params: idParams, body: matchBodySchema, response: { 200: matchWriteSchema } },
    },
    async (request) => updateMatch(app.db, request.auth, request.params.id, request.body, app.events),
  );

  r.delete(
    '/api/matches/:id',
    {
      onRequest: writers,
      schema: { tags, security, params: idParams, response: { 200: matchDeletedSchema } },
    },
    async (request) => deleteMatch(app.db, request.auth, request.params.id, app.events),
  );

  r.put(
    '/api/matches/:id/update-players',
    {
      onRequest: writers,
      schema: {
        tags,
        security,
        params: idParams,
        body: updatePlayersBodySchema,
        response: { 200: playersWriteSchema },
      },
    },
    async (request) => updatePlayers(app.db, request.auth, request.params.id, request.body, app.events),
  );

  abandonMatchRoute(app);
}
