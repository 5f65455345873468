import { messages } from '@wicket/shared/messages';
import type { NotificationSettings, PushSubscriptionBody } from '@wicket/shared/schemas/push';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { prefersHindi } from '../../lib/language';
import { takeRateLimit } from '../../lib/rate-limit';
import { isPushServiceAddress } from './addresses';
import { deleteSubscription, queueTestPush, readPushSettings, saveSubscription, writePushSettings } from './queries';

/**
 * Keeps a phone's subscription for the caller (design-contests section 2). The endpoint must be a push service's
 * address, else 400 and nothing is stored; its pushes are written in the language the request asks for.
 */
export async function subscribe(
  db: Db,
  serviceHosts: readonly string[],
  userId: string,
  body: PushSubscriptionBody,
  acceptLanguage: string | undefined,
): Promise<void> {
  if (!isPushServiceAddress(body.endpoint, serviceHosts)) throw badRequest(messages.pushAddressRefused);
  await db.transaction((tx) =>
    saveSubscription(tx, userId, {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      language: prefersHindi(acceptLanguage) ? 'hi' : 'en',
    }),
  );
}

/** Forgets the caller's phone (signing out on it). An endpoint the caller does not have is no error. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  await deleteSubscription(db, userId, endpoint);
}

export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  return { push: await readPushSettings(db, userId) };
}

export async function putNotificationSettings(
  db: Db,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return { push: await writePushSettings(db, userId, settings.push) };
}

/** Test pushes a user may ask for per window: enough to try a phone or two, too few to flood the outbox. */
export const TEST_PUSH_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

/** One test push to each of the caller's phones, queued now and sent by the outbox after the commit. */
export async function sendTestPush(db: Db, userId: string): Promise<void> {
  const allowed = await takeRateLimit(
    db,
    [{ key: `push-test:${userId}`, limit: TEST_PUSH_LIMIT.limit }],
    TEST_PUSH_LIMIT.windowSeconds,
  );
  if (!allowed) throw tooManyRequests(messages.pushTestTooMany);
  await queueTestPush(db, userId);
}
