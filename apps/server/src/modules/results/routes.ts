import { idSchema } from '@wicket/shared/schemas/common';
import {
  createResultBodySchema,
  resultSchema,
  resultWriteSchema,
  updateResultBodySchema,
} from '@wicket/shared/schemas/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createResult, getResult, updateResult } from './service';

const resultParams = z.object({ resultId: idSchema });

/** A match's seven scores per team: members of the club read it, its Manager and Admins write it. */
export default async function resultRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];
  const security = [{ bearer: [] }];
  const writers = app.requireRole('Manager', 'Admin');

  r.get(
    '/api/results/:resultId',
    { onRequest: app.authenticate, schema: { tags, security, params: resultParams, response: { 200: resultSchema } } },
    async (request) => getResult(app.db, request.auth, request.params.resultId),
  );

  r.post(
    '/api/results',
    {
      onRequest: writers,
      schema: { tags, security, body: createResultBodySchema, response: { 201: resultWriteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createResult(app.db, request.auth, request.body, app.events)),
  );

  r.put(
    '/api/results/:resultId',
    {
      onRequest: writers,
      schema: {
        tags,
        security,
        params: resultParams,
        body: updateResultBodySchema,
        response: { 200: resultWriteSchema },
      },
    },
    async (request) => updateResult(app.db, request.auth, request.params.resultId, request.body, app.events),
  );
}
