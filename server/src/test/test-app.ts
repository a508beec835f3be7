// Builds the real app on a real, empty database for API tests: in-memory PGlite by default,
// or a fresh database on the PostgreSQL server in TEST_DATABASE_URL when TEST_DB=postgres.
// Both are copies of the template the projects' globalSetup migrated once per run (global-setup.ts);
// without one (another config) each file builds and migrates its own.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SESSION_IDLE_DAYS } from '@domain/constants';
import { DEFAULT_HOLD_HOURS } from '@domain/ledger';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import { DEFAULT_UNVERIFIED_HOLD_HOURS } from '@domain/unverified-holds';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, inject, it, onTestFinished } from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { openChanges } from '../lib/changes';
import type { Mail, Mailer } from '../lib/mailer';
import { createMailer } from '../lib/mailer';
import type { PageRenderer } from '../plugins/server-rendering';
import { databaseUrl, dropDatabase, waitForNoConnections, withAdmin } from './postgres';

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Whether a file's PostgreSQL-only tests run here. On PGlite it also registers `name` with one skipped
 * test saying where they run, so the PGlite run lists them instead of passing a file with no tests.
 */
export const onPostgresOnly = (name: string) => {
  const onPostgres = testDbKind() === 'postgres';
  if (!onPostgres)
    describe(name, () => {
      it.skip(
        process.env.TEST_DATABASE_URL
          ? 'runs in the api-postgres project'
          : 'needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
      );
    });
  return onPostgres;
};

const createPostgresDatabase = async () => {
  const provided = inject('postgresTemplate');
  const name = `${provided?.copyPrefix ?? 'resort_test_'}${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(`CREATE DATABASE ${name}${provided ? ` TEMPLATE ${provided.template}` : ''}`),
  );
  const drop = () =>
    withAdmin(async (admin) => {
      await waitForNoConnections(admin, name);
      await dropDatabase(admin, name);
    });
  return { url: databaseUrl(name), drop };
};

let pgliteTemplate: Blob | undefined;
/** The migrated PGlite data directory from globalSetup, decoded once per test file. */
const pgliteTemplateData = () => {
  const base64 = inject('pgliteTemplate');
  if (!base64) return undefined;
  pgliteTemplate ??= new Blob([Buffer.from(base64, 'base64')]);
  return pgliteTemplate;
};

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '/tmp/resort-test-unused',
  sessionSecret: 'test-secret-test-secret-test-secret',
  resortTz: 'Asia/Manila',
  mailFrom: 'Test Resort <test@example.com>',
  seedDemo: false,
  trustedOrigins: [],
  adminFirstName: 'Resort',
  adminLastName: 'Admin',
  // what inject() requests reach (Host: localhost:80), so absolute URLs match the test's requests
  siteUrl: 'http://localhost',
  clientDir: undefined,
  secureCookies: false,
  sessionIdleDays: DEFAULT_SESSION_IDLE_DAYS,
  trustProxy: false,
  // API tests change rows directly with Drizzle; the search cache has its own tests
  searchCacheMs: 0,
  roomCacheMs: 0,
  logLevel: 'silent',
  stayLimits: DEFAULT_STAY_LIMITS,
  holdHours: DEFAULT_HOLD_HOURS,
  unverifiedHoldHours: DEFAULT_UNVERIFIED_HOLD_HOURS,
  // tests run due jobs with app.jobs.runDue(); nothing polls
  jobPollMs: 60_000,
  shutdownGraceMs: 10_000,
  // a backup an API test asks for (the bad-input walk presses "Back up now") lands in a folder of its own
  backups: {
    dir: path.join(os.tmpdir(), `resort-test-backups-${randomBytes(6).toString('hex')}`),
    at: '03:00',
    keep: 14,
  },
  // a loaded test machine lags now and then: load shedding has its own test
  maxEventLoopDelayMs: 0,
  calendarSyncMinutes: 15,
  // the tests' feed server listens on 127.0.0.1
  allowPrivateFeeds: true,
  ...overrides,
});

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type TestAppOptions = {
  config?: Partial<AppConfig>;
  now?: () => Date;
  pageRenderer?: PageRenderer;
  /** Instead of the one that keeps every mail in `sentMail` (a test of SMTP refusals). */
  mailer?: Mailer;
  /** A logger whose lines the test reads (a pino destination stream); by default none. */
  log?: FastifyBaseLogger;
};

/** Keeps every mail in `sent` and stores it in the outbox as the app's mailer does, without printing. */
const testMailer = (sent: Mail[]): Mailer => {
  const inner = createMailer({ from: 'test@example.com', print: () => {} });
  return {
    delivers: false,
    async send(db, mail) {
      sent.push(mail);
      await inner.send(db, mail);
    },
    async sendAll(db, mails, options) {
      sent.push(...mails);
      await inner.sendAll(db, mails, options);
    },
    onOutcome: inner.onOutcome,
  };
};

/** A database log that says nothing (the tests' apps log nothing either). */
const silentLog = { info: () => {}, warn: () => {} };

/**
 * Builds the app on `db` (on PostgreSQL, `databaseUrl`'s: it listens for the other instances' changes as
 * main.ts's does); `close` runs after the test (inside one) or after the file (at its top).
 */
const startApp = async (
  db: Database,
  databaseUrl: string | undefined,
  options: TestAppOptions,
  close: () => Promise<void>,
) => {
  const sent: Mail[] = [];
  const app = await buildApp({
    config: testConfig(options.config),
    db,
    mailer: options.mailer ?? testMailer(sent),
    log: options.log,
    now: options.now,
    pageRenderer: options.pageRenderer,
    changes: await openChanges({ databaseUrl, db, log: silentLog }),
  });
  await app.ready();
  const closeAll = async () => {
    await app.close();
    await close();
  };
  // at the top of a file (the usual) it lasts the file; inside a test, only that test
  if (getCurrentTest()) onTestFinished(closeAll);
  else afterAll(closeAll);
  return { app, sentMail: sent };
};

/** A fresh app + database; closed automatically after the test file. */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const postgres = testDbKind() === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase(
    postgres ? { databaseUrl: postgres.url } : { loadDataDir: pgliteTemplateData() },
  );
  const { app, sentMail } = await startApp(database.db, postgres?.url, options, async () => {
    await database.close();
    await postgres?.drop();
  });
  return { app, db: database.db, sentMail, databaseUrl: postgres?.url };
};

/**
 * Another instance of the site on `base`'s database, as behind a load balancer: on PGlite an app on
 * the same database handle, on PostgreSQL an app with a connection pool of its own. Closed before `base`.
 */
export const createSiblingApp = async (
  base: TestApp,
  options: TestAppOptions & {
    /** PostgreSQL only: the address it connects to base's database by (a TCP proxy the test cuts). */
    databaseUrl?: string;
  } = {},
) => {
  if (!base.databaseUrl) return startApp(base.db, undefined, options, async () => {});
  const databaseUrl = options.databaseUrl ?? base.databaseUrl;
  // a test that cuts its connections reads the answers, not the pool's log lines
  const database = await openDatabase({ databaseUrl, log: silentLog });
  return startApp(database.db, databaseUrl, options, () => database.close());
};
