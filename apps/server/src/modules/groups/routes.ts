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
import { JsonResponseCache } from '../../lib/json-response-cache';
import {
  createGroup,
  deleteGroup,
  groupDetailJson,
  groupReadHead,
  matchGroupsHead,
  matchGroupsJson,
  standingsJson,
  updateGroup,
} from './service';

/** Betting pools of a match: members of the club read them, its Manager and Admins write them. */
export default async function groupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];
  const security = [{ bearer: [] }];
  const writers = app.requireRole('Manager', 'Admin');

  // The place-bet and play-match screens refetch a group, or a match's groups, on every `group` event (every bet):
  // each answer is read, serialized and compressed once per version, then sent as bytes to every reader of that
  // version (or a 304).
  const answers = new JsonResponseCache({ maxBytes: 32 * 1024 * 1024 });
  const notModified = z.null().describe('Not modified: the answer is unchanged since that ETag');

  r.get(
    '/api/groups/match/:matchId',
    {
      // The token's user is read by the list's version statement (service.ts, matchGroupsHead).
      onRequest: app.authenticateInStatement,
      schema: {
        tags,
        security,
        params: z.object({ matchId: idSchema }),
        description: 'Revalidate with `If-None-Match`.',
        response: { 200: groupListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const { matchId } = request.params;
      const head = await matchGroupsHead(app.db, request.token, matchId);
      return answers.sendVersioned(request, reply, head, () => matchGroupsJson(app.db, matchId));
    },
  );

  r.get(
    '/api/groups/:id',
    {
      // The token's user is read by the group's version statement (service.ts, groupReadHead).
      onRequest: app.authenticateInStatement,
      schema: {
        tags,
        security,
        params: idParams,
        description: 'Revalidate with `If-None-Match`.',
        response: { 200: groupDetailSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const head = await groupReadHead(app.db, request.token, id, 'detail');
      return answers.sendVersioned(request, reply, head, () => groupDetailJson(app.db, id));
    },
  );

  r.get(
    '/api/groups/:id/standings',
    {
      onRequest: app.authenticateInStatement,
      schema: {
        tags,
        security,
        params: idParams,
        description:
          'Every bet ranked by its score in the saved result, with what it gets if the match were settled now ' +
          '(provisional until credits are approved). 409 `No result yet` before the match has a result. ' +
          'Revalidate with `If-None-Match`.',
        response: { 200: standingsSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const head = await groupReadHead(app.db, request.token, id, 'standings');
      return answers.sendVersioned(request, reply, head, () => standingsJson(app.db, id));
    },
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
