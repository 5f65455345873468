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
          "WhatsApp message per created or invited member; the answer's `whatsApp` then says `queued` (a sender is " +
          'configured) or `logged` (none is: the messages only reach the server log). Send an `Idempotency-Key` to retry an import safely.',
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
      // Whether the queued WhatsApp messages will go out or only reach the server's log (no sender configured, issue
      // 38: "25 created" hid that nobody was told); read from the configuration at answer time, so a replay says it too.
      const { body } = answer;
      if (
        answer.statusCode === 201 &&
        request.body.sendInvites &&
        'created' in body &&
        body.created + body.invited > 0
      ) {
        const whatsApp = app.config.whatsapp ? ('queued' as const) : ('logged' as const);
        return reply.status(201).send({ ...body, whatsApp });
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
}
