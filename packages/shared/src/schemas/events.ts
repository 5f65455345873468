import { z } from 'zod';
import { MATCH_STATUSES } from './matches';

/**
 * GET /api/events (design-match-day section 1): a Server-Sent Events stream of hints. Each event carries ids and
 * versions only; a screen refetches what it shows. Lost hints are healed by the screens' fallback refresh. The
 * exception: a group's board change (design-contests section 3, board.ts), applied without a read.
 */
export const EVENT_KINDS = ['group', 'match', 'balance', 'notification'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * A bet or bid placed, a team entered, a group created, edited or deleted, its pool changed. When the change was a
 * bet, a bid or an entry, the event also carries it (design-contests section 3, board.ts): a screen holding the board
 * at `fromVersion` applies it without a request; without these fields (an edit, an abandon, a result) a screen
 * reads the group again.
 */
export const groupEventSchema = z.object({
  groupId: z.string(),
  matchId: z.string(),
  clubId: z.string(),
  version: z.number().int().nonnegative().optional(),
  fromVersion: z.number().int().nonnegative().optional(),
  taken: z.array(z.string()).optional(),
  freed: z.array(z.string()).optional(),
  totalBetAmount: z.number().nonnegative().optional(),
  betCount: z.number().int().nonnegative().optional(),
});
/** A match created, edited, deleted, its players, result, settlement or abandon. */
export const matchEventSchema = z.object({ matchId: z.string(), clubId: z.string(), status: z.enum(MATCH_STATUSES) });
/** The caller's balance changed: its new credits in RS. Sent to that user only. */
export const balanceEventSchema = z.object({ userId: z.string(), credits: z.number() });
/** A notification for the caller was created. Sent to that user only. */
export const notificationEventSchema = z.object({ _id: z.string(), kind: z.string(), title: z.string() });

export type GroupEvent = z.infer<typeof groupEventSchema>;
export type MatchEvent = z.infer<typeof matchEventSchema>;
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** What each event name's `data` holds. */
export type EventData = {
  group: GroupEvent;
  match: MatchEvent;
  balance: BalanceEvent;
  notification: NotificationEvent;
};

/** How often the server sends a comment line so proxies keep the stream open. */
export const EVENTS_KEEPALIVE_MS = 25_000;
/** The `retry:` hint (ms) a client waits before reconnecting when the server ends the stream. */
export const EVENTS_RETRY_MS = 3_000;
