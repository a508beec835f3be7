// A PostgreSQL restart or failover, as the app sees it through a TCP proxy the test cuts: requests answer
// 503 + Retry-After in the API's shape while it lasts (no 500, no crash, no acknowledged write lost), the
// app serves again by itself once the database is back, and a start while the database is down waits for
// it. Also: several instances starting together on an empty database migrate and seed it once.
// A crash here is an unhandled 'error' event, which fails the Vitest run.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { isDatabaseUnavailable, isPgQueryCanceled } from '../lib/errors';
import { createMailer } from '../lib/mailer';
import { prepareDatabase } from '../startup';
import { createSignedInUser } from '../test/factories';
import { dropDatabase, withAdmin } from '../test/postgres';
import { startTcpProxy, type TcpProxy, throughProxy } from '../test/tcp-proxy';
import { onPostgresOnly, testConfig } from '../test/test-app';
import { type DatabaseLog, migrationsFolder, openDatabase } from './client';
import { amenities, rooms, users } from './schema';

const onPostgres = onPostgresOnly('connection loss');

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database of this run (the run's teardown drops it if this file cannot), empty or a migrated copy. */
const createDatabase = async (options: { migrated: boolean }) => {
  const provided = inject('postgresTemplate');
  const name = `${provided?.copyPrefix ?? 'resort_test_'}${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(
      `CREATE DATABASE ${name}${options.migrated && provided ? ` TEMPLATE ${provided.template}` : ''}`,
    ),
  );
  cleanups.push(() => withAdmin((admin) => dropDatabase(admin, name)));
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

const proxyTo = async (url: string, options: { refusing?: boolean } = {}) => {
  const target = new URL(url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, options);
  cleanups.push(proxy.close);
  return proxy;
};

/** A log that keeps its lines: the tests read what an operator would see. */
const recordingLog = () => {
  const lines: string[] = [];
  const log: DatabaseLog = {
    info: (message) => lines.push(message),
    warn: (_details, message) => lines.push(message),
  };
  return { log, lines };
};

const open = async (url: string, log: DatabaseLog) => {
  const database = await openDatabase({ databaseUrl: url, waitForDatabase: true, log });
  cleanups.push(database.close);
  return database;
};

const startApp = async (url: string) => {
  const { log, lines } = recordingLog();
  const database = await open(url, log);
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    mailer: createMailer({ from: 'test@example.com', print: () => {} }),
  });
  await app.ready();
  cleanups.push(() => app.close());
  return { app, db: database.db, lines };
};

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.runIf(onPostgres)('a database that goes away and comes back', () => {
  let proxy: TcpProxy;
  let started: Awaited<ReturnType<typeof startApp>>;
  let cookie: string;

  it('serves through the proxy', async () => {
    const url = await createDatabase({ migrated: true });
    proxy = await proxyTo(url);
    started = await startApp(throughProxy(url, proxy));
    ({ cookie } = await createSignedInUser(started.app, { role: 'admin' }));
    expect((await started.app.inject({ method: 'GET', url: '/api/rooms' })).statusCode).toBe(200);
    expect((await started.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // every pooled connection has the statement timeout; the startup lock's (none) was not pooled
    const shown = await Promise.all(
      [1, 2, 3].map(() => started.db.execute(sql`select current_setting('statement_timeout') as timeout`)),
    );
    expect(shown.map((result) => result.rows[0])).toEqual(Array(3).fill({ timeout: '15s' }));
  });

  it('answers 503 + Retry-After in the API shape while it is cut, and serves again once it is back', async () => {
    const { app } = started;
    const answered: { name: string; status: number }[] = [];
    let written = 0;
    const write = async () => {
      const name = `Cabana ${written++}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/amenities',
        headers: { cookie },
        payload: { name },
      });
      answered.push({ name, status: response.statusCode });
      return response;
    };
    expect((await write()).statusCode).toBe(201);

    await proxy.cut();
    for (const request of [
      { method: 'GET' as const, url: '/api/rooms' },
      { method: 'GET' as const, url: '/api/amenities' },
      { method: 'GET' as const, url: '/api/auth/user', headers: { cookie } },
      { method: 'GET' as const, url: '/api/ready' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after'], request.url).toMatch(/^\d+$/);
      expect(Object.keys(response.json()), request.url).toEqual(['message']);
      expect(response.json().message, request.url).toMatch(/database/);
    }
    const refusedWrite = await write();
    expect(refusedWrite.statusCode).toBe(503);
    // liveness: the process serves, whatever the database does
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // writes keep coming while the database comes back: each one is 201 or 503, never anything else
    const writing = (async () => {
      for (let i = 0; i < 20; i++) {
        await write();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.restore();
    await writing;
    await until(
      async () => (await app.inject({ method: 'GET', url: '/api/rooms' })).statusCode === 200,
      5000,
    );
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(201);

    expect(answered.filter(({ status }) => status !== 201 && status !== 503)).toEqual([]);
    const stored = new Set(
      (await started.db.select({ name: amenities.name }).from(amenities)).map((row) => row.name),
    );
    // every acknowledged write is there, and nothing that was refused
    for (const { name, status } of answered)
      expect(stored.has(name), `${name}: ${status}`).toBe(status === 201);
    expect(started.lines.some((line) => /database connection/i.test(line))).toBe(true);
  });
});

describe.runIf(onPostgres)('a connection lost inside a transaction, and a statement past the timeout', () => {
  it('fails the transaction as "unavailable" without an unhandled error, and the pool serves again', async () => {
    const url = await createDatabase({ migrated: true });
    const proxy = await proxyTo(url);
    const { db } = await open(throughProxy(url, proxy), recordingLog().log);
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // the connection is held by the transaction, between two statements, when it goes
      await proxy.cut();
      await proxy.restore();
      await tx.execute(sql`select 1`);
    });
    const failure = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('cancels a statement that runs past the statement timeout (57014)', async () => {
    const url = await createDatabase({ migrated: true });
    const database = await openDatabase({
      databaseUrl: url,
      statementTimeoutMs: 200,
      log: recordingLog().log,
    });
    cleanups.push(database.close);
    const failure = await database.db.execute(sql`select pg_sleep(2)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isPgQueryCanceled(failure)).toBe(true);
  });
});

describe.runIf(onPostgres)('a start while the database is down', () => {
  it('waits, saying so, and comes up once the database answers', async () => {
    const url = await createDatabase({ migrated: false });
    const proxy = await proxyTo(url, { refusing: true });
    const { log, lines } = recordingLog();
    let opened = false;
    const opening = open(throughProxy(url, proxy), log).then((database) => {
      opened = true;
      return database;
    });
    await until(async () => lines.length >= 2, 5000);
    expect(opened).toBe(false);
    expect(lines[0]).toMatch(/does not answer.*ECONNREFUSED.*trying again in \d+(\.\d+)? s/);
    await proxy.restore();
    const database = await opening;
    const [row] = await database.db.select({ rooms: count() }).from(rooms);
    expect(row?.rooms).toBe(0);
  });
});

describe.runIf(onPostgres)('instances starting together on an empty database', () => {
  it('all come up, and the migrations, the seed and the admin bootstrap happen once', async () => {
    const url = await createDatabase({ migrated: false });
    const config = testConfig({
      seedDemo: true,
      adminEmail: 'owner@example.com',
      adminPassword: 'a long first password',
    });
    const started = await Promise.all(
      [1, 2, 3].map(async () => {
        const database = await open(url, recordingLog().log);
        return database.underStartupLock((db) => prepareDatabase(db, config));
      }),
    );
    expect(started.filter((result) => result.seeded)).toHaveLength(1);
    expect(started.filter((result) => result.adminCreated)).toHaveLength(1);

    const database = await open(url, recordingLog().log);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const applied = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]).toEqual({ n: journal.entries.length });
    const [seeded] = await database.db.select({ n: count() }).from(rooms);
    const [again] = await (await open(url, recordingLog().log)).underStartupLock(async (db) => {
      await prepareDatabase(db, config);
      return db.select({ n: count() }).from(rooms);
    });
    expect(seeded?.n).toBeGreaterThan(0);
    expect(again?.n).toBe(seeded?.n);
    const admins = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(admins).toHaveLength(1);
  });
});
