// Which failures mean "the database is out of reach" (503 + Retry-After) rather than a fault of the request
// or of the code: what pg, pg-pool and Node raise on a restart, a failover or a cut, wrapped as Drizzle
// wraps them, and nothing else.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isPgQueryCanceled } from './errors';

const pgError = (code: string, message = 'from the server') => {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
};

const errnoError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });

const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      '57P01 admin_shutdown (a restart)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now (starting up)', pgError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', pgError('08006')],
    ['08001 unable to connect', pgError('08001')],
    ['08P01 protocol violation', pgError('08P01')],
    ['53300 too_many_connections', pgError('53300')],
    ['ECONNREFUSED', errnoError('ECONNREFUSED')],
    ['ECONNRESET', errnoError('ECONNRESET')],
    ['ETIMEDOUT', errnoError('ETIMEDOUT')],
    ['ENOTFOUND (the host name is gone)', errnoError('ENOTFOUND')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out (pg)', new Error('Connection terminated due to connection timeout')],
    ['a connect that timed out (pg-pool)', new Error('timeout exceeded when trying to connect')],
    ['a server that stopped answering (query_timeout)', new Error('Query read timeout')],
    [
      'a query on a broken connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'localhost: both addresses refused',
      Object.assign(new AggregateError([errnoError('ECONNREFUSED'), errnoError('ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ],
    ['an AggregateError without its own code', new AggregateError([errnoError('ECONNREFUSED')])],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['invalid input', pgError('22P02')],
    ['a deadlock', pgError('40P01')],
    ['a statement timeout (its own answer)', pgError('57014')],
    ['a wrong password (the start must end with it)', pgError('28P01')],
    ['a database that does not exist', pgError('3D000')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('isPgQueryCanceled', () => {
  it('is 57014 only, wrapped or not', () => {
    expect(isPgQueryCanceled(wrapped(pgError('57014', 'canceling statement due to statement timeout')))).toBe(
      true,
    );
    expect(isPgQueryCanceled(pgError('57P01'))).toBe(false);
  });
});
