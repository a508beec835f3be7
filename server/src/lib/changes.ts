// How every server instance learns that what the public reads answer has changed (a booking, a price, a
// calendar import), so each clears its caches of those reads (read-cache.ts: the room search, the
// rendered pages). One process (PGlite) tells its own listeners; on PostgreSQL the change is also sent
// with NOTIFY on a channel that every instance LISTENs on through a connection of its own.
// The NOTIFY follows the write's commit (after its answer, or after a job's transaction), never comes
// before the data: an instance that crashes between the two leaves the others' caches stale for their
// TTL at most, as when the listening connection is lost: each entry lives its TTL, and the caches are
// cleared again once listening resumes (the notifications sent meanwhile are lost).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseLog } from '../db/client';

export type Changes = {
  /** What public reads answer may have changed: every instance clears its caches (this one at once). Never throws. */
  readsChanged: () => Promise<void>;
  /** `clear` runs whenever any instance's reads changed. */
  onReadsChanged: (clear: () => void) => void;
  close: () => Promise<void>;
};

const CHANNEL = 'resort_reads_changed';
const CONNECT_TIMEOUT_MS = 5_000;
const KEEPALIVE_DELAY_MS = 10_000;
/** After a lost connection, listening is tried again after 100 ms, then twice as long each time, up to 5 s. */
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

const listeners = () => {
  const clears: (() => void)[] = [];
  return {
    add: (clear: () => void) => void clears.push(clear),
    clearAll: () => {
      for (const clear of clears) clear();
    },
  };
};

/** One process: a change is told to this process's listeners only. */
export const localChanges = (): Changes => {
  const here = listeners();
  return {
    readsChanged: async () => here.clearAll(),
    onReadsChanged: here.add,
    close: async () => {},
  };
};

/** The connection that LISTENs: kept alive, so a dead link is noticed and listened again. */
const listeningClient = (databaseUrl: string) =>
  new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });

/** Tells the other instances (the NOTIFY carries this instance's id, which it ignores itself). */
const notifyOthers = async (db: Database, instance: string, log: DatabaseLog) => {
  try {
    await db.execute(sql`select pg_notify(${CHANNEL}, ${instance})`);
  } catch (error) {
    log.warn(
      { err: error },
      'Could not tell the other instances of a change: their caches expire by themselves',
    );
  }
};

/**
 * Several instances on one PostgreSQL database: resolves once listening (or once the first try failed:
 * it is tried again in the background). `db` sends the NOTIFY (the pool, which reconnects by itself).
 */
export const postgresChanges = async (options: {
  databaseUrl: string;
  db: Database;
  log: DatabaseLog;
}): Promise<Changes> => {
  const { log } = options;
  const here = listeners();
  // this instance's own notifications come back to it: it has cleared already
  const instance = randomUUID();
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;
  // a try failed or a connection was lost: the notifications of that while were never heard
  let missed = false;

  const listen = async () => {
    const client = listeningClient(options.databaseUrl);
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      void client.end().catch(() => {});
      if (closed) return;
      missed = true;
      log.warn(
        { err: error ?? new Error('connection ended') },
        `Not listening for changes of other instances: trying again in ${retryMs} ms`,
      );
      retry = setTimeout(() => {
        retry = undefined;
        void listen();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.payload !== instance) here.clearAll();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = FIRST_RETRY_MS;
    if (!missed) return;
    missed = false;
    here.clearAll();
    log.info('Listening for changes of other instances again');
  };

  await listen();
  return {
    readsChanged: async () => {
      here.clearAll();
      await notifyOthers(options.db, instance, log);
    },
    onReadsChanged: here.add,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
};

/**
 * From outside the servers (`npm run restore`): every instance on this PostgreSQL database clears its
 * caches. Resolves false when the database could not be told (the caches then expire by themselves).
 */
export const tellInstancesReadsChanged = async (databaseUrl: string): Promise<boolean> => {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    // a payload no instance has as its own: each one clears
    await client.query('select pg_notify($1, $2)', [CHANNEL, 'outside']);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** The changes of this deployment: PostgreSQL's notifications with DATABASE_URL, else this process's. */
export const openChanges = (options: { databaseUrl?: string; db: Database; log: DatabaseLog }) =>
  options.databaseUrl
    ? postgresChanges({ databaseUrl: options.databaseUrl, db: options.db, log: options.log })
    : Promise.resolve(localChanges());
