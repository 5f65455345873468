import webpush from 'web-push';
import type { PushConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { getOrCreateSetting } from '../settings/queries';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else a pair generated once and
 * kept in the settings table, so `npm start` needs nothing and every instance signs with the same key. Changing the
 * key orphans every subscription (browsers tie a subscription to the key it was made with).
 */
export async function vapidKeys(db: DbOrTx, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidKeys) {
    // Throws a clear error at start for a subject or keys web-push would refuse at the first push.
    webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      config.subject,
      config.vapidKeys.publicKey,
      config.vapidKeys.privateKey,
      'aes128gcm',
    );
    return config.vapidKeys;
  }
  const stored = await getOrCreateSetting(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
