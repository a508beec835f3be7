// One error type for every rule a service enforces; the error handler maps codes to statuses.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  /** A well-formed request that contradicts an earlier one (an Idempotency-Key reused for another booking). */
  UNPROCESSABLE: 422,
  TOO_MANY: 429,
} as const;
export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, errors);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);

/** Postgres error codes we turn into conflicts instead of 500s. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/**
 * Class 40, "transaction rollback": a deadlock (40P01) or a serialization failure (40001). Two bookings
 * that take the same nights at the same instant can deadlock inside the exclusion constraint's check
 * (each waits for the other's uncommitted row); PostgreSQL aborts one of them, which may simply try again.
 */
export const PG_DEADLOCK_DETECTED = '40P01';
export const isPgTransactionRollback = (error: unknown) => pgErrorCode(error)?.startsWith('40') ?? false;
/**
 * Class 22, "data exception": a value the database cannot hold (an out-of-range number or date, a NUL
 * byte). The schemas refuse such input first; this class is the backstop that keeps a missed one a 400.
 */
export const isPgDataException = (error: unknown) => pgErrorCode(error)?.startsWith('22') ?? false;

/** Reads a Postgres error code from pg, PGlite or a Drizzle-wrapped error. */
export const pgErrorCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

export const pgConstraint = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * SQLSTATEs that say the database cannot serve right now, whatever the statement: class 08 (connection
 * exception), 57P01 admin_shutdown (a restart), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up, or in recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors on the way to the database server. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * pg's own errors for a lost connection, a server that stopped answering (query_timeout) and pg-pool's
 * connection timeout: they carry no code.
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether `error` (from pg, pg-pool or Drizzle's wrapper of them) means the database is out of reach. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // connecting to "localhost" tries ::1 and 127.0.0.1: Node gives an AggregateError of both
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** 57014 query_canceled: a statement ran past the statement timeout (or was cancelled by an operator). */
export const isPgQueryCanceled = (error: unknown) => pgErrorCode(error) === '57014';
