import { z } from 'zod';
import { messages } from '../messages';
import { idSchema, queryPageNumber } from './common';

/**
 * Every kind of in-app notification (design-match-day section 4; `match` is a postponed match, `invite` a club's
 * invitation, design-season section 10).
 */
export const NOTIFICATION_KINDS = [
  'credit',
  'refund',
  'result',
  'referral',
  'reminder',
  'outbid',
  'match',
  'invite',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 100;

/** GET /api/notifications?page=1&limit=20. */
export const notificationsQuerySchema = z.object({
  page: queryPageNumber(messages.invalidPage).transform((v) => v ?? 1),
  limit: queryPageNumber(messages.invalidLimit, NOTIFICATIONS_MAX_LIMIT).transform(
    (v) => v ?? NOTIFICATIONS_DEFAULT_LIMIT,
  ),
});

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  /** A web path, e.g. `/match-result/{id}`, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** PUT /api/notifications/read: `{ ids: [...] }` marks those (the caller's own), `{}` marks all. */
export const markReadBodySchema = z.object({
  ids: z
    .array(idSchema, { error: messages.notificationIdsInvalid })
    .max(500, messages.notificationIdsInvalid)
    .optional(),
});
export type MarkReadBody = z.input<typeof markReadBodySchema>;

export const unreadSchema = z.object({ unread: z.number().int() });
