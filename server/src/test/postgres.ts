// PostgreSQL helpers shared by the API tests' globalSetup (the migrated template database) and
// createTestApp (one copy of it per test file). No vitest imports: the globalSetup runs in the main process.
import { spawn } from 'node:child_process';
import pg from 'pg';

export const adminDatabaseUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
};

/** TEST_DATABASE_URL with its database swapped for `name`. */
export const databaseUrl = (name: string) => {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `work` on a short-lived connection to the TEST_DATABASE_URL database. */
export const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * pool.end() resolves before its connections have closed; forcing one that is still closing makes its
 * client throw 57P01 as an uncaught error (and a template with a connection cannot be copied), so wait
 * (up to 5 s) for them to go first.
 */
export const waitForNoConnections = async (client: pg.Client, name: string) => {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const open = await client.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name]);
    if (open.rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export const dropDatabase = (client: pg.Client, name: string) =>
  client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/** Drops the run's template and every copy of it still there (some files may not have dropped theirs). */
export const dropRunDatabases = async (client: pg.Client, template: string, copyPrefix: string) => {
  const left = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2 ORDER BY datname = $2',
    [copyPrefix, template],
  );
  for (const { datname } of left.rows) await dropDatabase(client, datname);
};

// Ctrl-C and SIGTERM (a `timeout`) make vitest exit at once, without the globalSetup teardown. A
// detached process then drops the run's databases, once the killed test processes have let go.
const dropLaterScript = `
import pg from 'pg';
const { DROP_URL, DROP_TEMPLATE, DROP_PREFIX } = process.env;
await new Promise((resolve) => setTimeout(resolve, 2000));
const client = new pg.Client({ connectionString: DROP_URL });
await client.connect();
const left = await client.query(
  'SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2 ORDER BY datname = $2',
  [DROP_PREFIX, DROP_TEMPLATE],
);
for (const { datname } of left.rows) await client.query('DROP DATABASE IF EXISTS "' + datname + '" WITH (FORCE)');
await client.end();
`;

/** Until the returned function is called, an interrupted run still drops its databases. */
export const dropOnInterrupt = (template: string, copyPrefix: string, cwd: string) => {
  const onSignal = () => {
    spawn(process.execPath, ['--input-type=module', '-e', dropLaterScript], {
      cwd,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, DROP_URL: adminDatabaseUrl(), DROP_TEMPLATE: template, DROP_PREFIX: copyPrefix },
    }).unref();
  };
  // before vitest's own listeners, which exit the process
  process.prependOnceListener('SIGINT', onSignal);
  process.prependOnceListener('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
};
