import { idParams, idSchema } from '@wicket/shared/schemas/common';
import {
  createGroupBodySchema,
  groupDeletedSchema,
  groupDetailSchema,
  groupListSchema,
  groupWriteSchema,
  standingsSchema,
  updateGroupBodySchema,
} from '@wicket/shared/schemas/groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGroup, deleteGroup, getGroup, getStandings, listMatchGroups, updateGroup } from './service';

/** Betting pools of a match: members of the club read them, its Manager and Admins write them. */
export default async function groupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];
  const security = [{ bearer: [] }];
  const writers = app.requireRole('Manager', 'Admin');

  r.get(
    '/api/groups/match/:matchId',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: z.object({ matchId: idSchema }), response: { 200: groupListSchema } },
    },
    async (request) => listMatchGroups(app.db, request.auth, request.params.matchId),
  );

  r.get(
    '/api/groups/:id',
    { onRequest: app.authenticate, schema: { tags, security, params: idParams, response: { 200: groupDetailSchema } } },
    async (request) => getGroup(app.db, request.auth, request.params.id),
  );

  r.get(
    '/api/groups/:id/standings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: idParams,
        description:
          'Every bet ranked by its score in the saved result, with what it gets if the match were settled now ' +
          '(provisional until credits are approved). 409 `No result yet` before the match has a result.',
        response: { 200: standingsSchema },
      },
    },
    async (request) => getStandings(app.db, request.auth, request.params.id),
  );

  r.post(
    '/api/groups',
    {
      onRequest: writers,
      schema: { tags, security, body: createGroupBodySchema, response: { 201: groupWriteSchema } },
    },
    async (request, reply) => reply.status(201).send(await createGroup(app.db, request.auth, request.body, app.events)),
  );

  r.put(
    '/api/groups/:id',
    {
      onRequest: writers,
      schema: { tags, security, params: idParams, body: updateGroupBodySchema, response: { 200: groupWriteSchema } },
    },
    async (request) => updateGroup(app.db, request.auth, request.params.id, request.body, app.events),
  );

  r.delete(
    '/api/groups/:id',
    { onRequest: writers, schema: { tags, security, params: idParams, response: { 200: groupDeletedSchema } } },
    async (request) => deleteGroup(app.db, request.auth, request.params.id, app.events),
  );
}
