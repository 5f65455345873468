import { messages } from '@wicket/shared/messages';
import { calendarAddressSchema } from '@wicket/shared/schemas/fixtures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeed, calendarKeys, getCalendarAddress, resetCalendarAddress } from './service';

/**
 * The fixtures calendar feed (design-season section 5): the signed-in user's personal address, its reset, and the
 * feed itself, which the address alone opens (calendar apps send no other credentials).
 */
export default async function calendarRoutes(app: FastifyInstance, opts: { secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  const security = [{ bearer: [] }];
  const keys = calendarKeys(opts.secret, app.config.publicUrl);

  r.get(
    '/api/users/calendar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        description:
          "The caller's personal calendar address `{PUBLIC_URL}/api/calendar/{token}.ics` (made on first use; the " +
          'same address until a reset, a password change or reset, or a move to another club: each gives a new one).',
        response: { 200: calendarAddressSchema },
      },
    },
    async (request) => getCalendarAddress(app.db, keys, request.auth.userId),
  );

  r.post(
    '/api/users/calendar/reset',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        description: 'A new calendar address; the old one answers 404 from now on.',
        response: { 200: calendarAddressSchema },
      },
    },
    async (request) => resetCalendarAddress(app.db, keys, request.auth.userId),
  );

  r.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().describe('The token of a calendar address') }),
        description:
          "iCalendar (RFC 5545, `text/calendar`): one VEVENT per match of the owner's club (an Admin: every club) " +
          'from 30 days ago on, `UID:{matchId}@wicket-pools`, start in UTC, end 4 hours later, ' +
          '`SUMMARY:{team1} vs {team2}`, `STATUS:CANCELLED` for an abandoned match (else CONFIRMED) and the URL of ' +
          `its play-match screen. No other authentication: the address is the key. 404 "${messages.calendarNotFound}" ` +
          'for an unknown or reset address.',
      },
    },
    async (request, reply) => {
      const text = await calendarFeed(app.db, keys, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="fixtures.ics"')
        .send(text);
    },
  );
}
