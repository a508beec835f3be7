// One PostgreSQL dialect everywhere: embedded PGlite by default, a real server when DATABASE_URL is set.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startPgliteWorker } from './pglite-bridge';
import {
  createPool,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  retryWhileUnavailable,
  underAdvisoryLock,
} from './postgres-pool';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where the database layer reports a lost connection and a start that waits (pino's shape: the server's logger). */
export type DatabaseLog = {
  info: (message: string) => void;
  warn: (details: { err: unknown }, message: string) => void;
};

const stderrLog: DatabaseLog = {
  info: (message) => process.stderr.write(`${message}\n`),
  warn: ({ err }, message) => process.stderr.write(`${message} (${String(err)})\n`),
};

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other server instance runs its own (a PostgreSQL advisory lock, held by the
   * connection `work` is given, which has no statement timeout): the migrations and the start's seed and
   * admin bootstrap. The others wait, then find nothing left to do. PGlite has one process: no lock.
   */
  underStartupLock: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** The migrations folder sits beside this file in the sources, and is copied beside the server bundle in dist/. */
export const migrationsFolder = path.join(here, 'migrations');

/**
 * An initialised, migrated empty database folder that build:server makes beside the bundle
 * (scripts/lib/pglite-template.mjs). Copying it into a new DATA_DIR skips initdb, which takes seconds
 * in WebAssembly. Absent when running from the sources: PGlite runs initdb as before.
 */
const pgliteTemplateDir = path.join(here, 'pglite-template');

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Puts a copy of the template in `dataPath` when that folder holds nothing yet. The copy is made
 * beside it and renamed into place, so a start killed halfway never leaves half a database.
 */
const copyTemplateIfEmpty = (dataPath: string) => {
  if (!existsSync(pgliteTemplateDir) || !isEmptyOrMissing(dataPath)) return;
  const copy = `${dataPath}.new`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(pgliteTemplateDir, copy, { recursive: true });
  rmSync(dataPath, { recursive: true, force: true });
  renameSync(copy, dataPath);
};

/**
 * Postgres zeroes its shared buffers at every start (128 MB by default: most of a restart's CPU in
 * WebAssembly). The site's data is a few megabytes and the files below stay in the OS's cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

// pg returns `date` columns as JS Dates in local time by default; we keep them as 'YYYY-MM-DD' strings.
pg.types.setTypeParser(1082, (value: string) => value);

export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL's statement timeout (DATABASE_STATEMENT_TIMEOUT_MS); 0 sets none. */
  statementTimeoutMs?: number;
  /** A server start: wait for a PostgreSQL that does not answer yet (a command fails at once instead). */
  waitForDatabase?: boolean;
  log?: DatabaseLog;
  /** PGlite in memory only: start from this `dumpDataDir()` tarball (the API tests' migrated template). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> => {
  const { databaseUrl, log = stderrLog } = options;
  if (databaseUrl) {
    const pool = createPool(databaseUrl, {
      statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      log,
    });
    const underStartupLock: DatabaseHandle['underStartupLock'] = (work) =>
      options.waitForDatabase
        ? retryWhileUnavailable(() => underAdvisoryLock(databaseUrl, log, work), { databaseUrl, log })
        : underAdvisoryLock(databaseUrl, log, work);
    try {
      await underStartupLock((db) => migratePg(db as never, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      underStartupLock,
      close: () => pool.end(),
    };
  }
  const dataPath = options.dataDir ? path.join(options.dataDir, 'db') : undefined;
  if (dataPath) {
    mkdirSync(path.dirname(dataPath), { recursive: true });
    copyTemplateIfEmpty(dataPath);
    mkdirSync(dataPath, { recursive: true });
  }
  // on a thread of its own (pglite-bridge.ts): its statements would block every request on this one
  const client = await startPgliteWorker({
    dataPath,
    loadDataDir: options.loadDataDir,
    startParams: PGLITE_START_PARAMS,
  });
  // the bridge has the part of PGlite's interface drizzle-orm/pglite calls (query, transaction)
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', underStartupLock: (work) => work(db), close: () => client.close() };
};
