import { approveCreditsResponseSchema, IDEMPOTENCY_KEY_HEADER } from '@wicket/shared/schemas/bets';
import { idParams } from '@wicket/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { approveCredits } from './service';

/** Approve Credits: settles a match's groups once its result is in. */
export default async function settlementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/matches/:id/approve-credits',
    {
      onRequest: app.requireRole('Manager', 'Admin'),
      schema: {
        tags: ['settlement'],
        security: [{ bearer: [] }],
        description:
          'Pays every group of the match to its winners, referrers, the platform admin and the manager. Send an ' +
          '`Idempotency-Key` header to retry safely: a retry answers the first result instead of 409.',
        params: idParams,
        headers: idempotencyHeadersSchema,
        response: { 200: approveCreditsResponseSchema },
      },
    },
    async (request) =>
      approveCredits(app.db, request.auth, request.params.id, request.headers[IDEMPOTENCY_KEY_HEADER], app.events),
  );
}
