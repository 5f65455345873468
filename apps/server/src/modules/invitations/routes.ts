import { idParams, messageSchema } from '@wicket/shared/schemas/common';
import { invitationAcceptResultSchema, invitationSchema } from '@wicket/shared/schemas/invitations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptInvitation, declineInvitation, getInvitations } from './service';

/**
 * The invited member's side of club invitations (design-season section 10). Only the invited Member sees or answers
 * an invitation: anyone else's id reads as not found, and staff (of any club) have no invitations of their own.
 */
export default async function invitationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  const security = [{ bearer: [] }];
  const memberOnly = app.requireRole('Member');

  r.get(
    '/api/users/invitations',
    {
      onRequest: memberOnly,
      schema: {
        tags,
        security,
        description:
          'Pending invitations of the caller (14 days each), newest first; empty once the caller has a club.',
        response: { 200: z.array(invitationSchema) },
      },
    },
    async (request) => getInvitations(app.db, request.auth),
  );
  r.post(
    '/api/users/invitations/:id/accept',
    {
      onRequest: memberOnly,
      schema: {
        tags,
        security,
        description:
          'Joins the club. 409 when the caller joined a club meanwhile, the invitation expired or was answered.',
        params: idParams,
        response: { 200: invitationAcceptResultSchema },
      },
    },
    async (request) => acceptInvitation(app.db, request.auth, request.params.id),
  );
  r.post(
    '/api/users/invitations/:id/decline',
    {
      onRequest: memberOnly,
      schema: { tags, security, params: idParams, response: { 200: messageSchema } },
    },
    async (request) => declineInvitation(app.db, request.auth, request.params.id),
  );
}
