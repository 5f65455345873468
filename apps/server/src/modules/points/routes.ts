import { messages } from '@wicket/shared/messages';
import {
  pointsSystemBodySchema,
  pointsSystemParams,
  pointsSystemSchema,
  pointsSystemWriteSchema,
} from '@wicket/shared/schemas/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInRouteOptions } from '../../plugins/route-options';
import { getPointsSystem, writePointsSystem } from './service';

/** A club's points system (design-season section 1): readers of the club read it, staff of the club change it. */
export default async function pointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = signedInRouteOptions(app, 'points');
  const url = '/api/clubs/:clubId/points-system';

  r.get(
    url,
    access.readers({
      params: pointsSystemParams,
      description:
        "The club's points system: its own, or the default T20 standard (`isDefault: true`, `updatedAt: null`).",
      response: { 200: pointsSystemSchema },
    }),
    async (request) => getPointsSystem(app.db, request.auth, request.params.clubId),
  );

  r.put(
    url,
    access.staff({
      params: pointsSystemParams,
      body: pointsSystemBodySchema,
      description:
        `Replaces the club's points system. 400 "${messages.pointsInvalid}", "${messages.bandsInvalid}", ` +
        `"${messages.bandLimitInvalid}", "${messages.minBallsInvalid}" or "${messages.pointsSystemNameInvalid}"; ` +
        'nothing changes. A saved scorecard keeps the points it was scored with.',
      response: { 200: pointsSystemWriteSchema },
    }),
    async (request) => writePointsSystem(app.db, request.auth, request.params.clubId, request.body),
  );

  r.delete(
    url,
    access.staff({
      params: pointsSystemParams,
      description: 'Restores the default points system, T20 standard.',
      response: { 200: pointsSystemWriteSchema },
    }),
    async (request) => writePointsSystem(app.db, request.auth, request.params.clubId, null),
  );
}
