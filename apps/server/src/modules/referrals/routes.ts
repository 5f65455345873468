import { referralStatsSchema, sendInviteBodySchema, sendInviteResponseSchema } from '@wicket/shared/schemas/referrals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getReferralStats, sendInvite } from './service';

/** The referral programme as a Member sees it (only a Member's code counts, design section 7). */
export default async function referralRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referrals'];
  const security = [{ bearer: [] }];
  const memberOnly = app.requireRole('Member');

  r.get(
    '/api/users/referral-stats',
    { onRequest: memberOnly, schema: { tags, security, response: { 200: referralStatsSchema } } },
    async (request) => getReferralStats(app.db, request.auth.userId),
  );

  r.post(
    '/api/users/send-whatsapp',
    {
      onRequest: memberOnly,
      schema: { tags, security, body: sendInviteBodySchema, response: { 200: sendInviteResponseSchema } },
    },
    async (request) => sendInvite(app.db, app.config, request.auth.userId, request.body.phoneNumber),
  );
}
