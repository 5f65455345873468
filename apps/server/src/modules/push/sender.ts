import { hindiOf } from '@wicket/shared/hindi-of';
import { messages } from '@wicket/shared/messages';
import { messagesHi } from '@wicket/shared/messages.hi';
import type { NotificationKind } from '@wicket/shared/schemas/notifications';
import { PUSH_SETTING_OF_KIND, type PushPayload } from '@wicket/shared/schemas/push';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushConfig } from '../../config';
import type { Db } from '../../db/client';
import type { NotificationProvider } from '../notifications/providers';
import { isPushServiceAddress } from './addresses';
import type { VapidKeys } from './keys';
import { deleteSubscriptionsById, type PushLanguage, pushTargets, type StoredSubscription } from './queries';

/** Where the test push opens: the Notifications settings screen (apps/web lib/member-paths.ts). */
export const NOTIFICATION_SETTINGS_PATH = '/dashboard/notifications';

/** A push's TTL when it has no deadline of its own: one day. */
const DAY_SECONDS = 24 * 60 * 60;

/** What the outbox row of a push holds (the trigger of migration 0030 writes it; a test push is `{ kind: 'test' }`). */
type QueuedPush =
  | { kind: 'test' }
  | {
      kind: NotificationKind;
      notificationId: string;
      title: string;
      link: string | null;
      /** A reminder's match start: the push is of no use after it. */
      startsAt: string | null;
    };

/** The title each kind's push shows above the notification's own text. */
const TITLE_KEY: Record<NotificationKind | 'test', keyof typeof messages> = {
  reminder: 'pushTitleReminder',
  match: 'pushTitleMatch',
  result: 'pushTitleResult',
  refund: 'pushTitleRefund',
  referral: 'pushTitleReferral',
  outbid: 'pushTitleOutbid',
  credit: 'pushTitleCredit',
  invite: 'pushTitleInvite',
  test: 'pushTestTitle',
};

const textIn = (language: PushLanguage, key: keyof typeof messages) =>
  language === 'hi' ? messagesHi[key] : messages[key];

/** The payload for a phone in `language`: the stored English text, or its Hindi (hindi-of.ts). */
export function pushPayload(push: QueuedPush, language: PushLanguage): PushPayload {
  const title = textIn(language, TITLE_KEY[push.kind]);
  if (push.kind === 'test') {
    return { title, body: textIn(language, 'pushTestBody'), url: NOTIFICATION_SETTINGS_PATH, tag: 'test' };
  }
  const body = language === 'hi' ? (hindiOf(push.title) ?? push.title) : push.title;
  return { title, body, url: push.link ?? '/', tag: `${push.kind}-${push.notificationId}` };
}

export type PushCounters = { sent: { inc(): void }; failed: { inc(): void }; removed: { inc(): void } };

type Attempt = 'sent' | 'gone' | 'retry' | 'refused';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The outbox's `push` channel (design-contests section 2): one outbox row is one notification for one member, sent
 * to each of the member's phones whose setting for its kind is on, each in its own language. Each phone gets up to
 * 1 + retryDelaysMs.length tries on 429, 5xx or a network error; 404 or 410 deletes the subscription. What a push
 * service does with a phone is counted (sent, failed, removed) and never fails the outbox row: only a failure to read
 * the database does, and the outbox tries the row again later.
 */
export function pushProvider(deps: {
  db: Db;
  config: PushConfig;
  keys: VapidKeys;
  counters: PushCounters;
  log: FastifyBaseLogger;
  /** The clock for reminders' TTL (tests). */
  now?: () => Date;
  fetchImpl?: typeof fetch;
}): NotificationProvider {
  const { db, config, keys, counters, log } = deps;
  const now = deps.now ?? (() => new Date());
  const fetchImpl = deps.fetchImpl ?? fetch;

  async function attempt(subscription: StoredSubscription, payload: string, ttl: number, urgent: boolean) {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: ttl,
        urgency: urgent ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    try {
      const response = await fetchImpl(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.requestTimeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      const status = response.status;
      const outcome: Attempt =
        status >= 200 && status < 300
          ? 'sent'
          : status === 404 || status === 410
            ? 'gone'
            : status === 429 || status >= 500
              ? 'retry'
              : 'refused';
      return { outcome, detail: `status ${status}` };
    } catch (err) {
      return { outcome: 'retry' as const, detail: err instanceof Error ? err.message : String(err) };
    }
  }

  /** Answers whether the push service says the subscription is gone. */
  async function deliver(subscription: StoredSubscription, push: QueuedPush, ttl: number): Promise<boolean> {
    if (!isPushServiceAddress(subscription.endpoint, config.serviceHosts)) {
      counters.failed.inc();
      return false;
    }
    const payload = JSON.stringify(pushPayload(push, subscription.language));
    const urgent = push.kind === 'reminder';
    for (let tryNumber = 0; ; tryNumber++) {
      const { outcome, detail } = await attempt(subscription, payload, ttl, urgent);
      if (outcome === 'sent') {
        counters.sent.inc();
        return false;
      }
      if (outcome === 'gone') return true;
      const delay = config.retryDelaysMs[tryNumber];
      if (outcome === 'refused' || delay === undefined) {
        counters.failed.inc();
        log.warn({ subscriptionId: subscription.id, detail, tries: tryNumber + 1 }, 'push not delivered');
        return false;
      }
      await sleep(delay);
    }
  }

  return {
    name: 'push',
    async send(message) {
      const push = JSON.parse(message.body) as QueuedPush;
      const { subscriptions, settings } = await pushTargets(db, message.recipient);
      // A kind without a switch (none today) is pushed: only a switch the member turned off stops one.
      const setting = push.kind === 'test' ? undefined : PUSH_SETTING_OF_KIND[push.kind];
      if (setting && !settings[setting]) return;
      let ttl = DAY_SECONDS;
      if (push.kind === 'reminder' && push.startsAt) {
        ttl = Math.floor((new Date(push.startsAt).getTime() - now().getTime()) / 1000);
        // The match has started: a reminder to bet on it is of no use any more.
        if (ttl <= 0) return;
      }
      const gone = await Promise.all(subscriptions.map((s) => deliver(s, push, ttl)));
      const removed = await deleteSubscriptionsById(
        db,
        subscriptions.filter((_, i) => gone[i]).map((s) => s.id),
      );
      for (let i = 0; i < removed; i++) counters.removed.inc();
    },
  };
}
