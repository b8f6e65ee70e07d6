import { describe, expect, it } from 'vitest';
import { connectionFailure, DatabaseConnectionLost, isDatabaseUnavailable } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** How drizzle 0.45 hands a driver error on: its own message (with the parameters), the driver's error as cause. */
const drizzleWrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: secret'), { cause });

describe('connection failures', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a refused dual-stack connection', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    ['admin_shutdown behind drizzle', drizzleWrapped(withCode('57P01', 'terminating connection due to administrator command'))],
    ['cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a connection ended under a query', drizzleWrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['our LISTEN connection lost', new DatabaseConnectionLost('gone')],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', drizzleWrapped(withCode('23505', 'duplicate key value'))],
    ['a bad text representation', withCode('22P02')],
    ['a query cancelled by a timeout', withCode('57014')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a client error', Object.assign(new Error('Body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })],
    ['nothing at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('leaves %s to the other answers', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('reports the cause without the wrapper, whose message carries the query parameters', () => {
    expect(connectionFailure(drizzleWrapped(withCode('57P01', 'terminating connection')))).toEqual({
      code: '57P01',
      message: 'terminating connection',
    });
  });

  it('survives a cause that loops back', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = new Error('b', { cause: a });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
