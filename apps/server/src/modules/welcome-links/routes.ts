import { idParams } from '@wicket/shared/schemas/common';
import {
  welcomeAnswerSchema,
  welcomeBodySchema,
  welcomeInfoSchema,
  welcomeLinkSchema,
  welcomeTokenParams,
} from '@wicket/shared/schemas/member-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UsersDeps } from '../users/service';
import { acceptWelcome, getWelcome, renewWelcomeLink } from './service';

/** Welcome links of imported members (design-season section 6). The token is the only credential of the first two. */
export default async function welcomeLinkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: UsersDeps = { db: app.db, config: app.config, signToken: app.signToken };
  const tags = ['welcome links'];
  const gone = 'A used, expired, replaced or unknown link answers 404 `This link has expired or was already used`.';

  r.get(
    '/api/users/welcome/:token',
    {
      schema: {
        tags,
        description: `Whom a welcome link greets. ${gone}`,
        params: welcomeTokenParams,
        response: { 200: welcomeInfoSchema },
      },
    },
    async (request) => getWelcome(app.db, request.params.token),
  );

  r.post(
    '/api/users/welcome/:token',
    {
      schema: {
        tags,
        description: `Sets the member's first password (at least 6 characters) and answers as login does. ${gone}`,
        params: welcomeTokenParams,
        body: welcomeBodySchema,
        response: { 200: welcomeAnswerSchema },
      },
    },
    async (request) => acceptWelcome(deps, request.params.token, request.body),
  );

  r.post(
    '/api/users/welcome-link/:id',
    {
      onRequest: app.requireRole('Manager', 'Admin'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          "Staff of the member's club: a new welcome link for a Member who has not set a password (the older link " +
          "stops working). A member with a password answers 409; another club's member or an unknown id, 404.",
        params: idParams,
        response: { 200: welcomeLinkSchema },
      },
    },
    async (request) => renewWelcomeLink(app.db, app.config.publicUrl, request.auth, request.params.id),
  );
}
