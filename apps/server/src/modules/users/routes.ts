import { idParams, messageSchema } from '@wicket/shared/schemas/common';
import {
  authUserSchema,
  changePasswordBodySchema,
  loginBodySchema,
  passwordResetSchema,
  profileSchema,
  referralLookupSchema,
  registerBodySchema,
} from '@wicket/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dummyPasswordHash } from '../../lib/passwords';
import {
  changePassword,
  getProfile,
  getUserDetails,
  login,
  lookupReferral,
  register,
  resetPassword,
  type UsersDeps,
} from './service';

/** Sign-up, sign-in and the caller's own account. */
export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: UsersDeps = { db: app.db, config: app.config, signToken: app.signToken };
  const tags = ['users'];
  // The dummy hash an unknown phone's login verifies against, made now so no login pays for making it.
  dummyPasswordHash(app.config.argon2).catch((err: unknown) => app.log.warn({ err }, 'dummy password hash failed'));

  r.post(
    '/api/users/register',
    { schema: { tags, body: registerBodySchema, response: { 201: authUserSchema } } },
    async (request, reply) => reply.status(201).send(await register(deps, request.body, request.ip)),
  );

  r.post(
    '/api/users/login',
    { schema: { tags, body: loginBodySchema, response: { 200: authUserSchema } } },
    async (request) => login(deps, request.body, request.ip),
  );

  r.get(
    '/api/users/profile',
    { onRequest: app.authenticate, schema: { tags, security: [{ bearer: [] }], response: { 200: profileSchema } } },
    async (request) => getProfile(app.db, request.auth.userId),
  );

  r.get(
    '/api/users/userdetails/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security: [{ bearer: [] }], params: idParams, response: { 200: profileSchema } },
    },
    async (request) => getUserDetails(app.db, request.auth, request.params.id),
  );

  r.put(
    '/api/users/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 200: messageSchema.extend({ token: z.string() }) },
      },
    },
    async (request) => changePassword(deps, request.auth.userId, request.body),
  );

  r.put(
    '/api/users/reset-password/:id',
    {
      onRequest: app.requireRole('Manager', 'Admin'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: 'Sets a random 12-character password (answered once) and signs the user out everywhere.',
        params: idParams,
        response: { 200: passwordResetSchema },
      },
    },
    async (request) => resetPassword(deps, request.auth, request.params.id),
  );

  r.get(
    '/api/users/referral/:code',
    {
      schema: { tags, params: z.object({ code: z.string().max(64) }), response: { 200: referralLookupSchema } },
    },
    async (request) => lookupReferral(deps, request.params.code, request.ip),
  );
}
