import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../../src/lib/db-errors';

/**
 * Which database failures answer 503 (the client retries) rather than 500. The errors are shaped as node-postgres
 * raises them, wrapped as Drizzle wraps them (the driver's error as `cause`).
 */
describe('isConnectionError', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert ...'), { cause });

  it.each([
    ['a node demoted to standby under us (read-only transaction)', { code: '25006' }],
    ['the server shutting down (administrator command)', { code: '57P01' }],
    ['a standby still starting (cannot connect now)', { code: '57P03' }],
    ['a connection failure class 08', { code: '08006' }],
    ['a connection cut by the balancer', new Error('Connection terminated unexpectedly')],
    ['no route to the database host', { code: 'EHOSTUNREACH' }],
    // The nemesis (scripts/nemesis.ts) partitions an instance from the database with a blackhole route: connect()
    // and writes on open sockets fail with EINVAL, which answered 500 before.
    ['a socket to a partitioned address (blackhole route)', { code: 'EINVAL', syscall: 'connect' }],
    ['the database network gone (link down)', { code: 'ENETUNREACH' }],
    // A primary frozen (SIGSTOP) answers nothing: the pool's query_timeout and connectionTimeoutMillis give up.
    ['a query the frozen database never answered', new Error('Query read timeout')],
    ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_label, cause) => {
    expect(isConnectionError(wrapped(cause))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a serialization failure', { code: '40001' }],
    ['a syntax error', { code: '42601' }],
  ])('is false for %s', (_label, cause) => {
    expect(isConnectionError(wrapped(cause))).toBe(false);
  });
});
