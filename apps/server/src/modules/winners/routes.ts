import { groupWinnersSchema, myWinningsSchema } from '@wicket/shared/schemas/bets';
import { idSchema } from '@wicket/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getGroupWinners, getMyWinnings } from './service';

/** Winners records written by the settlement. */
export default async function winnerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['winners'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/winners/group/:groupId',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: z.object({ groupId: idSchema }), response: { 200: groupWinnersSchema } },
    },
    async (request) => getGroupWinners(app.db, request.auth, request.params.groupId),
  );

  r.get(
    '/api/winners/my-winnings',
    { onRequest: app.authenticate, schema: { tags, security, response: { 200: myWinningsSchema } } },
    async (request) => getMyWinnings(app.db, request.auth),
  );
}
