// What the journeys run against: one built server per worker, started by globalSetup
// (support/global-setup.ts) before any worker starts, and handed over in E2E_SERVERS. A worker reads
// its own by its parallel index (Playwright's TEST_PARALLEL_INDEX), which a worker that replaces a
// failed one keeps, so it finds the same server.
export type E2eServer = {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The server's own PostgreSQL database, or '' when it runs on embedded PGlite. */
  databaseUrl: string;
  /** The file holding everything the server printed on stdout (emails included). */
  serverLog: string;
  adminEmail: string;
  adminPassword: string;
};

export const SERVERS_ENV = 'E2E_SERVERS';

export const run = (): E2eServer => {
  const servers = JSON.parse(process.env[SERVERS_ENV] ?? '[]') as E2eServer[];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const server = servers[index % Math.max(servers.length, 1)];
  if (!server) throw new Error('No e2e server: run the journeys through Playwright (npm run test:e2e)');
  return server;
};
