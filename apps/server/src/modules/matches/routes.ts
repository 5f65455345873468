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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abandonMatchRoute } from './abandon-route';
import {
  createMatch,
  deleteMatch,
  getMatch,
  listClubMatches,
  listOwnClubMatches,
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

  r.get(
    '/api/matches',
    { onRequest: app.requireRole('Manager', 'Member'), schema: { tags, security, response: { 200: matchListSchema } } },
    async (request) => listOwnClubMatches(app.db, request.auth),
  );

  r.get(
    '/api/matches/club/:clubId',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: clubParams, response: { 200: matchListSchema } },
    },
    async (request) => listClubMatches(app.db, request.auth, request.params.clubId),
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
