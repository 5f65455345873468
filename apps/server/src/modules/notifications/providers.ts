import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { redactTokens } from '../../lib/redact';
import type { SecretBox } from '../../lib/secret-box';

/** What the delivery worker hands a message to. */
export type NotificationProvider = {
  name: string;
  /** Resolves once the provider accepted the message; throws (or rejects) when it did not. */
  send(message: { id: string; channel: string; recipient: string; body: string }, signal: AbortSignal): Promise<void>;
};

export const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/**
 * WhatsApp Cloud API: one text message per notification. `fetchImpl` and `baseUrl` exist so a test can stand in
 * for Meta's service.
 */
export function whatsAppProvider(
  settings: NonNullable<Config['whatsapp']>,
  opts: { fetchImpl?: typeof fetch; baseUrl?: string } = {},
): NotificationProvider {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const url = `${opts.baseUrl ?? WHATSAPP_API_URL}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send(message, signal) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.recipient,
          type: 'text',
          text: { preview_url: true, body: message.body },
        }),
        signal,
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`WhatsApp API answered ${response.status}: ${detail}`);
      }
    },
  };
}

/**
 * No provider configured: the message goes to the log, where a developer can read it, with its links' tokens
 * redacted (a log line may say a link was sent, never carry the link; staff see the link on their screen).
 */
export function logProvider(log: FastifyBaseLogger): NotificationProvider {
  return {
    name: 'log',
    async send(message) {
      log.info(
        {
          notificationId: message.id,
          channel: message.channel,
          to: message.recipient,
          body: redactTokens(message.body),
        },
        'notification (no delivery provider configured)',
      );
    },
  };
}

export function configuredProvider(config: Config, log: FastifyBaseLogger): NotificationProvider {
  return config.whatsapp ? whatsAppProvider(config.whatsapp) : logProvider(log);
}

/**
 * Opens sealed outbox bodies (a welcome link is queued sealed, lib/secret-box.ts) just before `provider` sends them,
 * so the clear text exists only in memory on its way out.
 */
export function unsealingProvider(provider: NotificationProvider, box: SecretBox): NotificationProvider {
  return {
    name: provider.name,
    send: (message, signal) => provider.send({ ...message, body: box.open(message.body) }, signal),
  };
}
