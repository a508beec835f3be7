// globalSetup of the API test projects: migrate ONCE per run into a template, which createTestApp
// copies for every test file instead of building and migrating a database of its own.
//   api-pglite:   a migrated in-memory PGlite, dumped (dumpDataDir, a ~5 MB gzip tarball); each file
//                 opens a PGlite with `loadDataDir` from it (skips initdb, the slow part, and the migrations).
//   api-postgres: a database resort_tpl_<run> on the TEST_DATABASE_URL server; each file creates
//                 resort_test_<run>_<random> from it with CREATE DATABASE ... TEMPLATE.
// On PostgreSQL the teardown (or, when the run is interrupted, a detached process) drops the template
// and any copy of this run that a file left behind.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { databaseUrl, dropOnInterrupt, dropRunDatabases, waitForNoConnections, withAdmin } from './postgres';

export type PostgresTemplate = { template: string; copyPrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, a gzip tarball in base64; unset outside the api-pglite project. */
    pgliteTemplate?: string;
    /** The migrated template database; unset outside the api-postgres project. */
    postgresTemplate?: PostgresTemplate;
  }
}

const setupPglite = async (project: TestProject) => {
  const database = await openDatabase({});
  try {
    const client = database.db.$client;
    // flush every page so a copy starts without replaying the WAL
    await client.query('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    // handed over in memory (no temporary file to leak when a run is killed); the forks pool sends
    // it as JSON, hence base64 rather than bytes
    project.provide('pgliteTemplate', Buffer.from(await dump.arrayBuffer()).toString('base64'));
  } finally {
    await database.close();
  }
};

const setupPostgres = async (project: TestProject) => {
  const run = randomBytes(4).toString('hex');
  const template = `resort_tpl_${run}`;
  const copyPrefix = `resort_test_${run}_`;
  const forgetInterrupt = dropOnInterrupt(template, copyPrefix, project.config.root);
  const teardown = async () => {
    forgetInterrupt();
    // a file whose afterAll never ran (it failed while loading, or its process died) leaves its copy
    await withAdmin((admin) => dropRunDatabases(admin, template, copyPrefix));
  };
  try {
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${template}`));
    const database = await openDatabase({ databaseUrl: databaseUrl(template) });
    await database.close();
    // CREATE DATABASE ... TEMPLATE refuses a template that still has a connection
    await withAdmin((admin) => waitForNoConnections(admin, template));
  } catch (error) {
    await teardown().catch(() => {}); // the first error is the one to see
    throw error;
  }
  project.provide('postgresTemplate', { template, copyPrefix });
  return teardown;
};

export default async function setup(project: TestProject) {
  return project.config.env.TEST_DB === 'postgres' ? setupPostgres(project) : setupPglite(project);
}
