import { messages } from '@wicket/shared/messages';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@wicket/shared/schemas/bets';
import { idParams } from '@wicket/shared/schemas/common';
import { abandonMatchResponseSchema } from '@wicket/shared/schemas/matches';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { abandonMatch } from './abandon';

/** POST /api/matches/{id}/abandon: the club's Manager and Admins; empty body; honours `Idempotency-Key`. */
export function abandonMatchRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/matches/:id/abandon',
    {
      onRequest: app.requireRole('Manager', 'Admin'),
      schema: {
        tags: ['matches'],
        security: [{ bearer: [] }],
        description:
          'Refunds every bet of the match and marks it Abandoned. Send an `Idempotency-Key` header to retry safely.',
        params: idParams,
        response: { 200: abandonMatchResponseSchema },
      },
    },
    async (request) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      let key: string | undefined;
      if (header !== undefined) {
        const parsed = idempotencyKeySchema.safeParse(header);
        if (!parsed.success) throw badRequest(messages.idempotencyKeyInvalid);
        key = parsed.data;
      }
      return abandonMatch(app.db, request.auth, request.params.id, key, app.events);
    },
  );
}
