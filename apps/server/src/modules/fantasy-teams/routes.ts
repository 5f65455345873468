import { IDEMPOTENCY_KEY_HEADER } from '@wicket/shared/schemas/bets';
import { idParams, idSchema } from '@wicket/shared/schemas/common';
import {
  enterTeamResponseSchema,
  groupTeamsSchema,
  saveTeamResponseSchema,
  teamBodySchema,
} from '@wicket/shared/schemas/fantasy-teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { enterTeam, groupTeams, saveTeam } from './service';

/** Fantasy Team entries (design-contests section 1): Members enter and edit teams, readers of the club list them. */
export default async function fantasyTeamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['fantasy-teams'];
  const security = [{ bearer: [] }];
  const groupParams = z.object({ groupId: idSchema });

  r.post(
    '/api/groups/:groupId/teams',
    {
      // The token's version and the Member check are read by the entry's own statement (service.ts, enterTeam).
      onRequest: app.requireRoleInStatement('Member'),
      schema: {
        tags,
        security,
        description:
          'Enters a team in a Fantasy Team group: the entry fee is debited and added to the pool. Checked in order: ' +
          'the group takes teams and betting is open; exactly teamSize players of slots with a player; both teams; ' +
          'captain and vice-captain; the budget; not the same team twice (409); at most maxTeams (409); the balance. ' +
          'Send an `Idempotency-Key` header to retry safely.',
        headers: idempotencyHeadersSchema,
        params: groupParams,
        body: teamBodySchema,
        response: { 201: enterTeamResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { answer, events } = await enterTeam(app.db, request.token, request.params.groupId, request.body, key);
      // After the commit (design-match-day section 1); a replayed key announces nothing new.
      app.events.publish(...events);
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  r.put(
    '/api/fantasy-teams/:id',
    {
      onRequest: app.requireRole('Member'),
      schema: {
        tags,
        security,
        description:
          "Changes the owner's team while betting is open (the same checks as an entry but the count and " +
          'the balance); no money moves.',
        params: idParams,
        body: teamBodySchema,
        response: { 200: saveTeamResponseSchema },
      },
    },
    async (request) => {
      const { answer, events } = await saveTeam(app.db, request.auth, request.params.id, request.body);
      app.events.publish(...events);
      return answer;
    },
  );

  r.get(
    '/api/groups/:groupId/teams',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        description:
          "While betting is open, the caller's own teams (staff: none); after the deadline every team with its owner, " +
          'points and rank, sorted by rank. `entries` counts all of them.',
        params: groupParams,
        response: { 200: groupTeamsSchema },
      },
    },
    async (request) => groupTeams(app.db, request.auth, request.params.groupId),
  );
}
