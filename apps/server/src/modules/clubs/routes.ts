import { messages } from '@wicket/shared/messages';
import {
  clubSchema,
  clubSettingsBodySchema,
  clubSettingsSchema,
  clubSettingsWriteResultSchema,
  clubWriteResultSchema,
  createClubBodySchema,
  updateClubBodySchema,
} from '@wicket/shared/schemas/clubs';
import { idParams, messageSchema } from '@wicket/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRouteOptions } from '../../plugins/route-options';
import { createClub, deleteClub, getClub, getClubSettings, getClubs, updateClub, updateClubSettings } from './service';

/** Clubs: Admin only (design section 5); a club's settings also its own Manager (design-match-day section 4). */
export default async function clubRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = signedInRouteOptions(app, 'clubs');

  r.get('/api/clubs', access.admins({ response: { 200: z.array(clubSchema) } }), async () => getClubs(app.db));

  r.post(
    '/api/clubs',
    access.admins({ body: createClubBodySchema, response: { 201: clubWriteResultSchema } }),
    async (request, reply) => reply.status(201).send(await createClub(app.db, app.config, request.auth, request.body)),
  );

  r.get('/api/clubs/:id', access.admins({ params: idParams, response: { 200: clubSchema } }), async (request) =>
    getClub(app.db, request.params.id),
  );

  r.put(
    '/api/clubs/:id',
    access.admins({
      params: idParams,
      body: updateClubBodySchema,
      response: { 200: clubWriteResultSchema },
    }),
    async (request) => updateClub(app.db, request.auth, request.params.id, request.body),
  );

  r.delete(
    '/api/clubs/:id',
    access.admins({
      params: idParams,
      description: `409 "${messages.clubHasMembersOrMatches}" while the club has members or matches.`,
      response: { 200: messageSchema.extend({ _id: z.string() }) },
    }),
    async (request) => deleteClub(app.db, request.auth, request.params.id),
  );

  r.get(
    '/api/clubs/:id/settings',
    access.staff({ params: idParams, response: { 200: clubSettingsSchema } }),
    async (request) => getClubSettings(app.db, request.auth, request.params.id),
  );

  r.put(
    '/api/clubs/:id/settings',
    access.staff({
      params: idParams,
      body: clubSettingsBodySchema,
      description: `400 "${messages.reminderMinutesInvalid}" unless reminderMinutes is a whole number from 0 to 1440.`,
      response: { 200: clubSettingsWriteResultSchema },
    }),
    async (request) => updateClubSettings(app.db, request.auth, request.params.id, request.body),
  );
}
