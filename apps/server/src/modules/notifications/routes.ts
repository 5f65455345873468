import {
  markReadBodySchema,
  notificationListSchema,
  notificationsQuerySchema,
  unreadSchema,
} from '@wicket/shared/schemas/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listUserNotifications, markNotificationsRead } from './inbox';

/** The caller's own in-app notifications (design-match-day section 4): every signed-in user. */
export default async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/notifications',
    {
      onRequest: app.authenticate,
      schema: { tags, security, querystring: notificationsQuerySchema, response: { 200: notificationListSchema } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const list = await listUserNotifications(app.db, request.auth.userId, limit, (page - 1) * limit);
      return {
        notifications: list.rows.map((n) => ({
          _id: n.id,
          kind: n.kind,
          title: n.title,
          link: n.link,
          createdAt: n.createdAt.toISOString(),
          readAt: n.readAt === null ? null : n.readAt.toISOString(),
        })),
        unread: list.unread,
        total: list.total,
        page,
        limit,
      };
    },
  );

  r.put(
    '/api/notifications/read',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: markReadBodySchema, response: { 200: unreadSchema } },
    },
    async (request) => ({ unread: await markNotificationsRead(app.db, request.auth.userId, request.body.ids) }),
  );
}
