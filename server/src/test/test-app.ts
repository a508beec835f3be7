// Builds the real app on a real, empty database for API tests: in-memory PGlite by default,
// or a fresh database on the PostgreSQL server in TEST_DATABASE_URL when TEST_DB=postgres.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Mail, Mailer } from '../lib/mailer';
import { createMailer } from '../lib/mailer';

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const createPostgresDatabase = async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `resort_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    // pool.end() resolves before its connections have closed; forcing one that is still closing makes
    // its client throw 57P01 as an uncaught error, so wait (up to 5 s) for them to go first.
    for (let waited = 0; waited < 5_000; waited += 50) {
      const open = await client.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name]);
      if (open.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
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
  clientDir: undefined,
  secureCookies: false,
  trustProxy: false,
  // API tests change rows directly with Drizzle; the search cache has its own tests
  searchCacheMs: 0,
  logLevel: 'silent',
  ...overrides,
});

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh app + database; closed automatically after the test file. */
export const createTestApp = async (options: { config?: Partial<AppConfig>; now?: () => Date } = {}) => {
  const postgres = testDbKind() === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase({ databaseUrl: postgres?.url });
  const sent: Mail[] = [];
  const inner = createMailer({ from: 'test@example.com', print: () => {} });
  const mailer: Mailer = {
    async send(db, mail) {
      sent.push(mail);
      await inner.send(db, mail);
    },
  };
  const app = await buildApp({
    config: testConfig(options.config),
    db: database.db,
    mailer,
    now: options.now,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await postgres?.drop();
  });
  return { app, db: database.db, sentMail: sent };
};
