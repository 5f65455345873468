import { IDEMPOTENCY_KEY_HEADER } from '@wicket/shared/schemas/bets';
import { CSV_IMPORT_BODY_LIMIT } from '@wicket/shared/schemas/csv-import';
import {
  memberImportBodySchema,
  memberImportErrorSchema,
  memberImportResultSchema,
} from '@wicket/shared/schemas/member-import';
import { clubIdParams } from '@wicket/shared/schemas/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { importMembers } from './service';

/** Importing a club's members from a CSV file (design-season section 6). */
export default async function memberImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/clubs/:clubId/members/import',
    {
      onRequest: app.requireRole('Manager', 'Admin'),
      bodyLimit: CSV_IMPORT_BODY_LIMIT,
      schema: {
        tags: ['members'],
        security: [{ bearer: [] }],
        description:
          'Staff of the club. `csv`: up to 200 KB and 500 rows, RFC 4180 with a header row; columns `firstName`, ' +
          '`lastName`, `phoneNumber` (required), `countryCode` (default `defaultCountryCode`, default `+91`), `email`, ' +
          '`credits` (RS, for created members). A new phone is created as a Member without a password, with a ' +
          'welcome link; a Member without a club is invited; a member of this club is skipped. Any row with an error: ' +
          '400 with every row, nothing imported. `dryRun: true` checks only (200). `sendInvites: true` queues a ' +
          'WhatsApp message per created or invited member. Send an `Idempotency-Key` to retry an import safely.',
        params: clubIdParams,
        headers: idempotencyHeadersSchema,
        body: memberImportBodySchema,
        response: { 200: memberImportResultSchema, 201: memberImportResultSchema, 400: memberImportErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await importMembers(
        { db: app.db, config: app.config, box: app.secretBox, events: app.events },
        request.auth,
        request.params.clubId,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
}
