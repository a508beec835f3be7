// Reads the environment, migrates, seeds and listens. Everything else lives in buildApp().
import pino from 'pino';
import { buildApp } from './app';
import { type AppConfig, ConfigError, readConfig } from './config';
import { openDatabase } from './db/client';
import { openChanges } from './lib/changes';
import { releaseAllLeases } from './lib/jobs/runner';
import { createMailer } from './lib/mailer';
import { startBackups } from './modules/backups';
import { threadMailComposer } from './modules/notifications';
import { prepareDatabase } from './startup';

/** A wrong environment variable ends the start with its message alone: no stack trace to read through. */
const readConfigOrExit = (): AppConfig => {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Cannot start: check the environment variables.\n${error.message}\n`);
    process.exit(1);
  }
};

const config = readConfigOrExit();
// one logger from the start: a database that is not there yet is reported like everything after
const log = pino({ level: config.logLevel });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
  waitForDatabase: true,
  log,
});
// instances starting together take turns: one seeds, the others find it done
const { seeded, adminCreated } = await database.underStartupLock((db) => prepareDatabase(db, config));
const app = await buildApp({
  config,
  log,
  db: database.db,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
  mailComposer: threadMailComposer(),
  // on PostgreSQL every instance clears its caches on a change made on any of them
  changes: await openChanges({ databaseUrl: config.databaseUrl, db: database.db, log }),
});
if (seeded) app.log.info('Seeded the demo rooms and facilities');
if (adminCreated) app.log.info(`Created the admin account ${config.adminEmail}`);
// the daily backup, and the socket through which `npm run backup` reaches this process
const backups = await startBackups({ db: database.db, config, log: app.log });

// SIGTERM: no new work; the job running and the requests in flight finish, the rest of the claimed jobs
// go back to the queue (queued emails wait for the next instance or start). Past SHUTDOWN_GRACE_MS the
// process exits anyway: what it cut off runs again elsewhere once its lease is over.
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  setTimeout(() => {
    app.log.warn(`${signal}: not closed within ${config.shutdownGraceMs} ms, exiting`);
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  await Promise.all([app.jobs.stop(), backups.stop()]);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Only this process can open an embedded database: jobs a killed run left half done may start again now.
if (database.kind === 'pglite') await releaseAllLeases(database.db);
app.jobs.start(config.jobPollMs);
app.log.info(
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
);
