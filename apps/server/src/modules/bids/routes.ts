import { IDEMPOTENCY_KEY_HEADER } from '@wicket/shared/schemas/bets';
import { placeBidBodySchema, placeBidResponseSchema, standingBidListSchema } from '@wicket/shared/schemas/bids';
import { idSchema } from '@wicket/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { listGroupBids, placeBid } from './service';

/** Bidding Method groups (design-match-day section 6): bidding on a lot and reading the standing bids. */
export default async function bidRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bids'];
  const security = [{ bearer: [] }];

  r.post(
    '/api/bids',
    {
      // The token's version and the Member check are read by the bid's own statement (service.ts, placeBid).
      onRequest: app.requireRoleInStatement('Member'),
      schema: {
        tags,
        security,
        description:
          'Bids on one lot of a Bidding Method group; the outbid holder gets its amount back. Send an `Idempotency-Key` header to retry safely.',
        headers: idempotencyHeadersSchema,
        body: placeBidBodySchema,
        response: { 201: placeBidResponseSchema },
      },
    },
    async (request, reply) => {
      const placed = await placeBid(app.db, request.token, request.body, request.headers[IDEMPOTENCY_KEY_HEADER]);
      // After the commit, never inside the bid's transaction (design-match-day section 1).
      if (placed.events.length > 0) app.events.publish(...placed.events);
      return reply.status(placed.answer.statusCode).send(placed.answer.body);
    },
  );

  r.get(
    '/api/bids/group/:groupId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ groupId: idSchema }),
        response: { 200: standingBidListSchema },
      },
    },
    async (request) => listGroupBids(app.db, request.auth, request.params.groupId),
  );
}
