import { idParams } from '@wicket/shared/schemas/common';
import { userIdParams } from '@wicket/shared/schemas/members';
import { clubIdParams, myStatsSchema, standingsQuerySchema, standingsSchema } from '@wicket/shared/schemas/stats';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonResponseCache } from '../../lib/json-response-cache';
import {
  getBettingSheetCsv,
  getMyStats,
  getStandingsCsv,
  getTransactionsCsv,
  standingsHead,
  standingsJson,
} from './service';

/** A CSV answer: `text/csv`, downloaded under the given file name, never cached by a shared cache. */
function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** Season standings, a member's own statistics and the CSV exports (design-match-day section 7). */
export default async function statsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];
  const security = [{ bearer: [] }];
  // Members refetch the standings on events; a season's standings are read once per settlement and range, then sent
  // as bytes to every reader (or a 304).
  const standings = new JsonResponseCache({ maxBytes: 16 * 1024 * 1024 });

  r.get(
    '/api/clubs/:clubId/standings',
    {
      // The token's user is read by the standings' version statement (service.ts, standingsHead).
      onRequest: app.authenticateInStatement,
      schema: {
        tags,
        security,
        params: clubIdParams,
        querystring: standingsQuerySchema,
        description: 'Revalidate with `If-None-Match`.',
        response: {
          200: standingsSchema,
          304: z.null().describe('Not modified: the standings are unchanged since that ETag'),
        },
      },
    },
    async (request, reply) => {
      const { clubId } = request.params;
      const head = await standingsHead(app.db, request.token, clubId, request.query);
      return standings.sendVersioned(request, reply, head, () => standingsJson(app.db, clubId, request.query));
    },
  );

  r.get(
    '/api/clubs/:clubId/standings.csv',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: clubIdParams, querystring: standingsQuerySchema },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'standings.csv',
        await getStandingsCsv(app.db, request.auth, request.params.clubId, request.query),
      ),
  );

  r.get(
    '/api/users/my-stats',
    { onRequest: app.requireRole('Member'), schema: { tags, security, response: { 200: myStatsSchema } } },
    async (request) => getMyStats(app.db, request.auth),
  );

  r.get(
    '/api/groups/:id/bets.csv',
    {
      onRequest: app.requireRole('Manager', 'Admin'),
      schema: { tags, security, params: idParams },
    },
    async (request, reply) =>
      sendCsv(reply, 'betting-sheet.csv', await getBettingSheetCsv(app.db, request.auth, request.params.id)),
  );

  r.get(
    '/api/transactions/:userId.csv',
    { onRequest: app.authenticate, schema: { tags, security, params: userIdParams } },
    async (request, reply) =>
      sendCsv(reply, 'transactions.csv', await getTransactionsCsv(app.db, request.auth, request.params.userId)),
  );
}
