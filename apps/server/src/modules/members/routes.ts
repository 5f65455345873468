import { IDEMPOTENCY_KEY_HEADER } from '@wicket/shared/schemas/bets';
import { idParams, messageSchema } from '@wicket/shared/schemas/common';
import {
  addMemberBodySchema,
  clubIdParams,
  creditBodySchema,
  creditResultSchema,
  memberSchema,
  memberWriteResultSchema,
  registeredMemberResultSchema,
  registerMemberBodySchema,
  userListItemSchema,
} from '@wicket/shared/schemas/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { addExistingMember, getAllUsers, getMembers, moveCredit, registerMember, removeMember } from './service';

/**
 * A club's members and their credits. The plain paths are the Manager's (its own club); the `{clubId}` paths are
 * the Admin's (any club) and also accept a Manager naming its own club. Another club answers 404.
 */
const addMemberDescription =
  'Invites an existing Member without a club: they join when they accept (GET /api/users/invitations). ' +
  'Any registered phone outside this club gets the same 200 answer (an invitation is written only for a Member ' +
  'without a club), a member of this club 409, an unknown phone 404. At most 3 invitations of one phone and 200 ' +
  'in all per club a day: 429 `Too many invitations, try again tomorrow`.';
const registerMemberDescription =
  'A new Member of the club, without a password: the answer carries `welcomeLink` (14 days, once), with which the ' +
  'member chooses their own. A `password` in the body is ignored.';

export default async function memberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];
  const security = [{ bearer: [] }];
  const managerOnly = app.requireRole('Manager');
  const managerOrAdmin = app.requireRole('Manager', 'Admin');

  for (const url of ['/api/users', '/api/users/']) {
    r.get(
      url,
      {
        onRequest: app.requireRole('Admin'),
        schema: { tags, security, hide: url === '/api/users', response: { 200: z.array(userListItemSchema) } },
      },
      async () => getAllUsers(app.db),
    );
  }

  r.get(
    '/api/users/members',
    { onRequest: managerOnly, schema: { tags, security, response: { 200: z.array(memberSchema) } } },
    async (request) => getMembers(app.db, request.auth),
  );
  r.get(
    '/api/users/members/:clubId',
    {
      onRequest: managerOrAdmin,
      schema: { tags, security, params: clubIdParams, response: { 200: z.array(memberSchema) } },
    },
    async (request) => getMembers(app.db, request.auth, request.params.clubId),
  );

  r.post(
    '/api/users/add-member',
    {
      onRequest: managerOnly,
      schema: {
        tags,
        security,
        description: addMemberDescription,
        body: addMemberBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => addExistingMember(app.db, request.auth, undefined, request.body.phoneNumber, app.events),
  );
  r.post(
    '/api/users/add-member/:clubId',
    {
      onRequest: managerOrAdmin,
      schema: {
        tags,
        security,
        description: addMemberDescription,
        params: clubIdParams,
        body: addMemberBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      addExistingMember(app.db, request.auth, request.params.clubId, request.body.phoneNumber, app.events),
  );

  r.post(
    '/api/users/register-member',
    {
      onRequest: managerOnly,
      schema: {
        tags,
        security,
        description: registerMemberDescription,
        body: registerMemberBodySchema,
        response: { 201: registeredMemberResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerMember(app.db, app.config, request.auth, undefined, request.body)),
  );
  r.post(
    '/api/users/register-member/:clubId',
    {
      onRequest: managerOrAdmin,
      schema: {
        tags,
        security,
        description: registerMemberDescription,
        params: clubIdParams,
        body: registerMemberBodySchema,
        response: { 201: registeredMemberResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await registerMember(app.db, app.config, request.auth, request.params.clubId, request.body)),
  );

  r.put(
    '/api/users/remove-member/:id',
    {
      onRequest: managerOrAdmin,
      schema: { tags, security, params: idParams, response: { 200: memberWriteResultSchema } },
    },
    async (request) => removeMember(app.db, request.auth, request.params.id),
  );

  for (const direction of ['add', 'deduct'] as const) {
    r.put(
      `/api/users/${direction}-credit/:id`,
      {
        onRequest: managerOrAdmin,
        schema: {
          tags,
          security,
          description: 'Send an `Idempotency-Key` header to retry safely: the credit moves once.',
          params: idParams,
          headers: idempotencyHeadersSchema,
          body: creditBodySchema,
          response: { 200: creditResultSchema },
        },
      },
      async (request) => {
        const { auth, params, body, headers } = request;
        return moveCredit(
          app.db,
          auth,
          params.id,
          body.creditAmount,
          direction,
          headers[IDEMPOTENCY_KEY_HEADER],
          app.events,
        );
      },
    );
  }
}
