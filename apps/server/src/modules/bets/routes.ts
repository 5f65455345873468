import { messages } from '@wicket/shared/messages';
import {
  betListSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  myBetsQuerySchema,
  myBetsResponseSchema,
  placeBetsBodySchema,
  placeBetsResponseSchema,
} from '@wicket/shared/schemas/bets';
import { idSchema } from '@wicket/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { getGroupBets, getMyBets, placeBets } from './service';

/** Placing bets (Members of the match's club) and reading them. */
export default async function betRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bets'];
  const security = [{ bearer: [] }];

  r.post(
    '/api/bets/multiple',
    {
      onRequest: app.requireRole('Member'),
      schema: {
        tags,
        security,
        description: 'Places 1 to 5 combinations, all or none. Send an `Idempotency-Key` header to retry safely.',
        body: placeBetsBodySchema,
        response: { 201: placeBetsResponseSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      let key: string | undefined;
      if (header !== undefined) {
        const parsed = idempotencyKeySchema.safeParse(header);
        if (!parsed.success) throw badRequest(messages.idempotencyKeyInvalid);
        key = parsed.data;
      }
      const answer = await placeBets(app.db, request.auth, request.body, key);
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  r.get(
    '/api/bets/group/:groupId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ groupId: idSchema }),
        response: { 200: betListSchema, 304: z.null().describe('Not modified: the list is unchanged since that ETag') },
      },
    },
    async (request, reply) => {
      const { etag, bets } = await getGroupBets(
        app.db,
        request.auth,
        request.params.groupId,
        request.headers['if-none-match'],
      );
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      return bets === null ? reply.status(304).send(null) : bets;
    },
  );

  r.get(
    '/api/bets/my-bets',
    {
      onRequest: app.authenticate,
      schema: { tags, security, querystring: myBetsQuerySchema, response: { 200: myBetsResponseSchema } },
    },
    async (request) => getMyBets(app.db, request.auth, request.query),
  );
}
