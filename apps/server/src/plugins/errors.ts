import { messages } from '@wicket/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError, loggableError, pgErrorCode } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { localizeMessage } from '../lib/language';

const specTexts = new Set<string>(Object.values(messages));

/** Zod's own texts name no field, so they get the field's path; ours (the spec's) stand as they are. */
function validationMessage(issues: { message?: string; instancePath: string }[]): string {
  const first = issues[0];
  if (!first?.message) return messages.invalidRequest;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return specTexts.has(first.message) || !field ? first.message : `${field}: ${first.message}`;
}

/**
 * The one error handler: every failure becomes `{ message }`. Client errors keep their text; anything else is
 * logged and answered with a generic text, so no stack trace or SQL ever reaches a client.
 */
/** The answer to one failure: client errors keep their text, anything else is logged and answered generically. */
function answer(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) return reply.status(err.statusCode).send({ message: err.message });
  if (hasZodFastifySchemaValidationErrors(err)) {
    return reply.status(400).send({ message: validationMessage(err.validation) });
  }
  if (err.validation) return reply.status(400).send({ message: err.message });
  if (isConnectionError(err)) {
    request.log.error({ err: loggableError(err) }, 'database unavailable');
    return reply.status(503).send({ message: messages.serviceUnavailable });
  }
  const code = pgErrorCode(err);
  // Values the database refuses (bad uuid text, out-of-range numbers, a NUL character in text) are the client's
  // input, not our fault.
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008' || code === '22021') {
    return reply.status(400).send({ message: messages.invalidValue });
  }
  if (code === '40001' || code === '40P01') {
    return reply.status(409).send({ message: messages.requestConflicted });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ message: err.message });
  }
  request.log.error({ err: loggableError(err) }, 'unhandled error');
  return reply.status(500).send({ message: messages.internalError });
}

/**
 * The one error handler: every failure becomes `{ message }`, so no stack trace or SQL ever reaches a client.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  // Every `{ message }`, failure or success, in the caller's language (design-season section 7).
  app.addHook('preSerialization', localizeMessage);
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const deferredAuth = err.validation ? request.checkDeferredAuth : null;
    if (deferredAuth) {
      // A body refused before the route's statement could check the token: the token is checked first, as on every
      // other route (plugins/auth.ts, requireRoleInStatement), so a retired token hears 401, not 400.
      request.checkDeferredAuth = null;
      const refusal = await deferredAuth().then(
        () => null,
        (authError: FastifyError) => authError,
      );
      if (refusal) return answer(refusal, request, reply);
    }
    return answer(err, request, reply);
  });
});
