import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryCodes } from './country-codes';

/** Liveness and static reference data. */
export default async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The app only listens after migrations ran, so a reachable database means "migrated" too.
  r.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  r.get(
    '/api/country-codes',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.array(z.object({ dial_code: z.string(), name: z.string(), code: z.string() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return countryCodes();
    },
  );
}
