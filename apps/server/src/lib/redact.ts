/**
 * URL tokens out of logs (issue 38, design-contests section 4): a calendar address, a welcome link (the API's
 * `/api/users/welcome/{token}` and the web app's `/welcome/{token}`) and any `token` query parameter are
 * credentials, so a log line keeps the path's shape and drops the token.
 */
const TOKEN_PATHS = /(\/api\/calendar\/|\/welcome\/)[^/?#\s"'<>]+/g;
const TOKEN_QUERY = /([?&]token=)[^&#\s"'<>]*/gi;

export const REDACTED = '[redacted]';

/** `text` (a URL, or a message holding links) with every URL token replaced by `[redacted]`. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_PATHS, `$1${REDACTED}`).replace(TOKEN_QUERY, `$1${REDACTED}`);
}

/** The request as Fastify's default serializer logs it, with the URL's tokens redacted. */
export function redactedRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactTokens(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
