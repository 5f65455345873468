import { idParams, messageSchema } from '@wicket/shared/schemas/common';
import {
  clubInvitationSchema,
  invitationAcceptResultSchema,
  invitationSchema,
} from '@wicket/shared/schemas/invitations';
import { clubIdParams } from '@wicket/shared/schemas/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptInvitation, declineInvitation, getClubInvitations, getInvitations, withdrawInvitation } from './service';

/**
 * The invited member's side of club invitations (design-season section 10). Only the invited Member sees or answers
 * an invitation: anyone else's id reads as not found, and staff (of any club) have no invitations of their own.
 * Staff's side (design-contests section 4): their club's pending invitations, and withdrawing one.
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

  const staff = app.requireRole('Manager', 'Admin');
  r.get(
    '/api/clubs/:clubId/invitations',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        description:
          "Staff of the club (its Manager, any Admin): the club's invitations that can still be accepted, newest " +
          'first, each named by the phone it went to. Another club answers 404.',
        params: clubIdParams,
        response: { 200: z.array(clubInvitationSchema) },
      },
    },
    async (request) => getClubInvitations(app.db, request.auth, request.params.clubId),
  );
  r.delete(
    '/api/invitations/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        description:
          'Staff of the inviting club (its Manager, any Admin) withdraw a pending invitation: the member can no ' +
          "longer accept it (409). Audited as `member.uninvite`. Another club's invitation or an unknown id answers " +
          '404; one already accepted, declined, withdrawn or void (the member joined a club since) answers 409.',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => withdrawInvitation(app.db, request.auth, request.params.id),
  );
}
