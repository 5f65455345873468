/**
 * PostgreSQL error codes, read through Drizzle's wrapper (DrizzleQueryError keeps the driver's error as `cause`).
 */
type PgLikeError = {
  code?: string;
  constraint?: string;
  message?: unknown;
  detail?: unknown;
  stack?: unknown;
  cause?: unknown;
};

function findPgError(err: unknown): PgLikeError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function pgErrorCode(err: unknown): string | undefined {
  return findPgError(err)?.code;
}

/** The unique index or constraint a 23505 names, e.g. `users_phone_unique`. */
export function uniqueViolation(err: unknown): string | undefined {
  const pgError = findPgError(err);
  if (pgError?.code !== '23505') return undefined;
  return pgError.constraint ?? '';
}

/**
 * An exception our own SQL function raised on purpose with SQLSTATE `code` (e.g. place_bets' refusals): its message
 * and detail, as the function wrote them. Undefined for any other error.
 */
export function raisedByFunction(err: unknown, code: string): { message: string; detail: string } | undefined {
  const pgError = findPgError(err);
  if (pgError?.code !== code) return undefined;
  return {
    message: typeof pgError.message === 'string' ? pgError.message : '',
    detail: typeof pgError.detail === 'string' ? pgError.detail : '',
  };
}

/** Socket errors of a database connection: refused, cut, or no way to the address (a partition). */
const SOCKET_CODES = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'];

/**
 * Connection-level failures: the database is down or dropped us, unreachable (a network partition: a blackhole
 * route fails the socket's calls with EINVAL), frozen (the pool's query and connect timeouts give up on it), or
 * (during a failover) the node we reached is no longer the primary and refuses writes (25006, read-only
 * transaction). Answered as 503: the client retries.
 */
export function isConnectionError(err: unknown): boolean {
  const code = pgErrorCode(err);
  if (code && (code.startsWith('08') || ['57P01', '57P02', '57P03', '25006'].includes(code))) return true;
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: string; syscall?: string; message?: string; cause?: unknown };
    if (e.code && SOCKET_CODES.includes(e.code)) return true;
    if (e.code === 'EINVAL' && ['connect', 'write', 'read'].includes(e.syscall ?? '')) return true;
    if (
      e.message &&
      /Connection terminated|connection timeout|Client has encountered a connection error|Query read timeout|timeout exceeded when trying to connect/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}

/**
 * What of a failed query may be logged: the SQL text, the driver's message, code and constraint. Not the statement's
 * parameters (Drizzle writes them into its error message: password hashes, phone numbers) nor the driver's `detail`
 * (a failing row, with every column). Other errors pass unchanged.
 */
export function loggableError(err: unknown): unknown {
  const query = (err as { query?: unknown } | null)?.query;
  const pgError = findPgError(err);
  if (typeof query !== 'string' && !pgError) return err;
  const driver = (pgError ?? (err as { cause?: unknown }).cause) as PgLikeError | undefined;
  return {
    type: 'DatabaseError',
    message: typeof driver?.message === 'string' ? driver.message : 'query failed',
    code: pgError?.code,
    constraint: pgError?.constraint,
    query: typeof query === 'string' ? query : undefined,
    stack: typeof driver?.stack === 'string' ? driver.stack : undefined,
  };
}
