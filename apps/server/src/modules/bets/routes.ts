import {
  groupBetsQuerySchema,
  groupBetsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  myBetsQuerySchema,
  myBetsResponseSchema,
  placeBetsBodySchema,
  placeBetsResponseSchema,
} from '@wicket/shared/schemas/bets';
import { idSchema } from '@wicket/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { JsonResponseCache } from '../../lib/json-response-cache';
import { getMyBets, groupBetsHead, groupBetsJson, placeBets } from './service';

/** Placing bets (Members of the match's club) and reading them. */
export default async function betRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bets'];
  const security = [{ bearer: [] }];
  // A 5,000-bet list is about 2 MB of JSON (200 KB compressed): built once per version, not once per reader; each
  // page asked for is an entry of its own.
  const groupLists = new JsonResponseCache({ maxBytes: 64 * 1024 * 1024 });

  r.post(
    '/api/bets/multiple',
    {
      // The token's version and the Member check are read by the bet's own statement (service.ts, placeBets).
      onRequest: app.requireRoleInStatement('Member'),
      schema: {
        tags,
        security,
        description: 'Places 1 to 5 combinations, all or none. Send an `Idempotency-Key` header to retry safely.',
        headers: idempotencyHeadersSchema,
        body: placeBetsBodySchema,
        response: { 201: placeBetsResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { clubId, answer } = await placeBets(app.db, request.token, request.body, key);
      // After the commit, never inside the bet's transaction (design-match-day section 1). A Member's bet is on its
      // own club's group, so the caller's club (as the statement read it) is the group's.
      if (clubId) {
        const { groupId, matchId } = request.body;
        app.events.publish(
          {
            kind: 'group',
            data: { groupId: groupId.toLowerCase(), matchId: matchId.toLowerCase(), clubId },
            boardChanged: true,
          },
          { kind: 'balance', data: { userId: request.token.userId, credits: answer.body.credits } },
        );
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  r.get(
    '/api/bets/group/:groupId',
    {
      onRequest: app.authenticateInStatement,
      schema: {
        tags,
        security,
        description:
          "The group's bets in placing order. With `page` (and `limit`, 1 to 500, default 100): one page as " +
          '`{ bets, total, page, limit }`; without `page`: the whole list as an array. Revalidate with `If-None-Match`.',
        params: z.object({ groupId: idSchema }),
        querystring: groupBetsQuerySchema,
        response: {
          200: groupBetsResponseSchema,
          304: z.null().describe('Not modified: the list (or the page) is unchanged since that ETag'),
        },
      },
    },
    async (request, reply) => {
      const { groupId } = request.params;
      const { page, limit } = request.query;
      const paging = page === undefined ? undefined : { page, limit };
      const head = await groupBetsHead(app.db, request.token, groupId, paging);
      return groupLists.sendVersioned(request, reply, head, () =>
        groupBetsJson(app.db, groupId, head.withPhone, paging),
      );
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
