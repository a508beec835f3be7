// The PostgreSQL side of openDatabase: a pool that lives through a database restart, a start that waits
// for the database, and the lock under which only one instance migrates and seeds.
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/errors';
import type { Database, DatabaseLog } from './client';
import * as schema from './schema';

/** A new connection that takes longer than this fails (503), rather than holding the request. */
const CONNECT_TIMEOUT_MS = 5_000;
/** The default longest statement: past it PostgreSQL cancels it (57014) and the request answers 503. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** A statement whose answer has not come this long after the statement timeout fails without it. */
const NO_ANSWER_GRACE_MS = 5_000;
const KEEPALIVE_DELAY_MS = 10_000;
/** A transaction left open this long (a request that hangs between statements) is ended by the server. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** An unused connection is closed after this: a quiet site holds few, and none goes stale for long. */
const IDLE_CONNECTION_MS = 30_000;
/** A start waits for the database 1 s, then 2 s, 4 s, then every 5 s. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5_000;
const STARTUP_LOCK = 'resort:startup';

/**
 * A pool that survives a database restart: a connection that breaks is logged and dropped (pg-pool
 * leaves out a client that is no longer queryable when it comes back), and the next query opens a new one.
 * `statementTimeoutMs` 0 sets none (the restore and move-to-postgres commands, whose statements are long).
 */
export const createPool = (
  databaseUrl: string,
  options: { statementTimeoutMs: number; log: DatabaseLog },
) => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // a server that vanished without closing the socket (a failover, a dropped route) is noticed
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    // sent at connect: no extra round trip, and the same on every connection the pool opens
    ...(options.statementTimeoutMs > 0
      ? {
          statement_timeout: options.statementTimeoutMs,
          // pg's own limit, for a server that no longer answers at all; the server's comes first
          query_timeout: options.statementTimeoutMs + NO_ANSWER_GRACE_MS,
        }
      : {}),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // A connection's 'error' event without a listener ends the process: pg emits it when the server goes
  // away (57P01 on a restart, a reset socket), on an idle connection and on one a transaction holds alike.
  // The statement that was running fails on its own (503 through the error handler).
  pool.on('connect', (client) => {
    client.on('error', (error) => options.log.warn({ err: error }, 'Lost a database connection'));
  });
  // the pool re-emits an idle connection's error: logged above already
  pool.on('error', () => {});
  return pool;
};

/** Where the database is, for a log line (never the password). */
const whereIs = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}`;
};

const reasonOf = (error: unknown) => {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' ? code : String(message);
};

/**
 * `work()`, tried again for as long as the database does not answer (down, starting, restarting): a start
 * waits for it instead of exiting. Any other error (a wrong password, a failing migration) ends the start.
 */
export const retryWhileUnavailable = async <T>(
  work: () => Promise<T>,
  options: { databaseUrl: string; log: DatabaseLog },
): Promise<T> => {
  for (let waitMs = FIRST_RETRY_MS; ; waitMs = Math.min(waitMs * 2, LONGEST_RETRY_MS)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      options.log.warn(
        { err: error },
        `The database at ${whereIs(options.databaseUrl)} does not answer (${reasonOf(error)}): trying again in ${waitMs / 1000} s`,
      );
      await sleep(waitMs);
    }
  }
};

/**
 * `work` on a connection of its own that holds a session advisory lock: instances that start together
 * take turns. Not one of the pool's: it has no statement timeout (a migration may be long; the wait for
 * the lock too), and closing it releases the lock even when the unlock is not reached.
 */
export const underAdvisoryLock = async <T>(
  databaseUrl: string,
  log: DatabaseLog,
  work: (db: Database) => Promise<T>,
) => {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  client.on('error', (error) => log.warn({ err: error }, 'Lost the database connection of the start'));
  try {
    await client.connect();
    await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
    const result = await work(drizzle(client, { schema }) as unknown as Database);
    await client.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
    return result;
  } finally {
    await client.end().catch(() => {});
  }
};
