// @ts-check
// A database of its own on a PostgreSQL server, for a run that must not touch anything else there
// (the e2e journeys, the benchmark): made empty under a random name, dropped when the run ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * @param {string} adminUrl a connection URL with the right to create databases
 * @param {(client: pg.Client) => Promise<unknown>} work
 */
const withClient = async (adminUrl, work) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};

/**
 * Creates `<prefix><random>` on the server of `adminUrl`.
 * @param {string} adminUrl
 * @param {string} prefix e.g. 'resort_e2e_'
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>} its URL, and drop() (forcing out connections)
 */
export const createThrowawayDatabase = async (adminUrl, prefix) => {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { url: url.toString(), drop };
};
