import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the server must keep to use later but never in clear (issue 38, design-contests section 4): a welcome link
 * in a queued WhatsApp message or in an idempotency replay. AES-256-GCM with a key derived from the server's JWT
 * secret, so a copy of the database alone opens nothing (production requires JWT_SECRET, config.ts).
 */
export type SecretBox = {
  seal(text: string): string;
  /** The sealed text opened; text that was never sealed comes back as it is; a forged or foreign seal throws. */
  open(text: string): string;
};

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (text: string) => text.startsWith(PREFIX);

export function secretBox(secret: string): SecretBox {
  const key = createHmac('sha256', secret).update('wicket-pools secret box v1').digest();
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(text) {
      if (!isSealed(text)) return text;
      const raw = Buffer.from(text.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
