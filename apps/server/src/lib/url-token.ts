import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens carried in a URL (welcome links and calendar feeds; design-season sections 5 and 6): at least 32 URL-safe
 * characters, about 256 bits. Only `hashUrlToken(token)` is stored, so a read of the table gives no working link;
 * the token itself is random enough that a plain SHA-256 needs no salt or slow hash.
 */

/** A new random token: 32 bytes from the system's CSPRNG as base64url, 43 characters. */
export function newUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a URL token: its SHA-256, hex. */
export function hashUrlToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A path segment that can be one of our tokens at all (anything else is not looked up). */
export const URL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** The stored hash to look a path segment up by, or null when it cannot be one of our tokens (no query needed). */
export function urlTokenLookupHash(segment: string): string | null {
  return URL_TOKEN_PATTERN.test(segment) ? hashUrlToken(segment) : null;
}
