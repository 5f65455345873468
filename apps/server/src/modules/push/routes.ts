import { messages } from '@wicket/shared/messages';
import { messageSchema } from '@wicket/shared/schemas/common';
import {
  notificationSettingsSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@wicket/shared/schemas/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getNotificationSettings, putNotificationSettings, sendTestPush, subscribe, unsubscribe } from './service';

/** Push notifications (design-contests section 2): the server's key, the caller's phones, what to push. */
export default async function pushRoutes(app: FastifyInstance, opts: { publicKey: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];
  const security = [{ bearer: [] }];

  r.get('/api/push/key', { schema: { tags, response: { 200: pushKeySchema } } }, async () => ({
    publicKey: opts.publicKey,
  }));

  r.post(
    '/api/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: pushSubscriptionBodySchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await subscribe(
        app.db,
        app.config.push.serviceHosts,
        request.auth.userId,
        request.body,
        request.headers['accept-language'],
      );
      return reply.status(201).send({ message: messages.pushSubscribed });
    },
  );

  r.delete(
    '/api/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: pushUnsubscribeBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await unsubscribe(app.db, request.auth.userId, request.body.endpoint);
      return { message: messages.pushUnsubscribed };
    },
  );

  r.post(
    '/api/push/test',
    { onRequest: app.authenticate, schema: { tags, security, response: { 202: messageSchema } } },
    async (request, reply) => {
      await sendTestPush(app.db, request.auth.userId);
      return reply.status(202).send({ message: messages.pushTestQueued });
    },
  );

  r.get(
    '/api/users/notification-settings',
    { onRequest: app.authenticate, schema: { tags, security, response: { 200: notificationSettingsSchema } } },
    async (request) => getNotificationSettings(app.db, request.auth.userId),
  );

  r.put(
    '/api/users/notification-settings',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } },
    },
    async (request) => putNotificationSettings(app.db, request.auth.userId, request.body),
  );
}
