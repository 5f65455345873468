import { transactionSchema, userIdParams } from '@wicket/shared/schemas/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getTransactions } from './service';

/** The ledger as wallet history. */
export default async function transactionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/transactions/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['transactions'],
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: z.array(transactionSchema) },
      },
    },
    async (request) => getTransactions(app.db, request.auth, request.params.userId),
  );
}
