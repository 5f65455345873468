import { hindiOf } from '@wicket/shared/hindi-of';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether the caller's `Accept-Language` puts Hindi first (design-season section 7): the language with the highest
 * q (the first of equals, as listed) is `hi` or `hi-XX`. No header, `*` or anything else first means English.
 */
export function prefersHindi(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  let best: { tag: string; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best !== null && (best.tag === 'hi' || best.tag.startsWith('hi-'));
}

/**
 * preSerialization: an answer's `message` (error or success) in Hindi for a caller who asks for Hindi first. The
 * texts are produced in English from messages.ts; `hindiOf` finds each one's key (and, for texts with placeholders,
 * the same arguments) and gives the Hindi of that key. A text that is not ours (zod's own) stays as it is. A new
 * object is answered, so a stored answer (an idempotent replay) stays English and is translated per caller.
 */
export async function localizeMessage(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  if (
    payload === null ||
    typeof payload !== 'object' ||
    Array.isArray(payload) ||
    typeof (payload as { message?: unknown }).message !== 'string' ||
    !prefersHindi(request.headers['accept-language'])
  ) {
    return payload;
  }
  const message = (payload as { message: string }).message;
  const hindi = hindiOf(message);
  return hindi === undefined ? payload : { ...payload, message: hindi };
}
