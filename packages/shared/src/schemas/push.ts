import { z } from 'zod';
import { messages } from '../messages';
import type { NotificationKind } from './notifications';

/** Push notifications (design-contests section 2): the server's VAPID key, subscriptions, and which kinds to push. */

/** GET /api/push/key. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** base64url text (padding allowed, as some browsers send it) whose bytes number `bytes`. */
const base64urlOf = (bytes: number, check?: (decoded: Uint8Array) => boolean) =>
  z
    .string({ error: messages.pushKeysInvalid })
    .max(200, messages.pushKeysInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, messages.pushKeysInvalid)
    .refine((text) => {
      const decoded = decodeBase64url(text);
      return decoded !== undefined && decoded.length === bytes && (check?.(decoded) ?? true);
    }, messages.pushKeysInvalid);

/** The bytes of base64url text; undefined for anything else (zod runs every check, even after the regex failed). */
function decodeBase64url(text: string): Uint8Array | undefined {
  const plain = text.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  try {
    const binary = atob(plain.padEnd(Math.ceil(plain.length / 4) * 4, '='));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The longest endpoint taken: push services' addresses are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

export const pushEndpointSchema = z
  .string({ error: messages.pushAddressRefused })
  .min(1, messages.pushAddressRefused)
  .max(PUSH_ENDPOINT_MAX, messages.pushAddressRefused);

/**
 * POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. `p256dh` is an uncompressed P-256 point
 * (65 bytes, first 0x04), `auth` a 16-byte secret (RFC 8291). Whether the endpoint is a push service the server
 * checks against its configuration.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64urlOf(65, (point) => point[0] === 4),
      auth: base64urlOf(16),
    },
    { error: messages.pushKeysInvalid },
  ),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });

export const PUSH_SETTINGS = ['reminders', 'results', 'credits', 'invitations'] as const;
export type PushSetting = (typeof PUSH_SETTINGS)[number];

const setting = z.boolean({ error: messages.notificationSettingsInvalid });

/** GET/PUT /api/users/notification-settings: which kinds are pushed to the caller's phones (all on by default). */
export const notificationSettingsSchema = z.object({
  push: z.object(
    { reminders: setting, results: setting, credits: setting, invitations: setting },
    { error: messages.notificationSettingsInvalid },
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  push: { reminders: true, results: true, credits: true, invitations: true },
};

/**
 * Which switch a notification kind follows. `results` covers results, approvals, abandons and wins (design-contests
 * section 2): a result, a refund (a match abandoned or a group deleted), a referral earning from a win and being
 * outbid on a lot (the bidding's outcome). A postponed match moves a start, so it follows `reminders`.
 */
export const PUSH_SETTING_OF_KIND: Record<NotificationKind, PushSetting> = {
  reminder: 'reminders',
  match: 'reminders',
  result: 'results',
  refund: 'results',
  referral: 'results',
  outbid: 'results',
  credit: 'credits',
  invite: 'invitations',
};

/** What a push carries to the service worker: shown as the notification, `url` opened on a tap. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
