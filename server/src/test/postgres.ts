// PostgreSQL helpers shared by the API tests' globalSetup (the migrated template database) and
// createTestApp (one copy of it per test file). No vitest imports: the globalSetup runs in the main process.
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
