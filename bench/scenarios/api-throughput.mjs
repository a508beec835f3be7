// Requests per second and p99 of the public read routes, each as a ratio to the trivial GET /api/ready
// of the same server (so the machine's speed and load cancel out), at 50 connections:
//  - the HEADLINE: a cold room search with dates, every request a different question (start day, nights,
//    adults vary), on a server with the search cache off (SEARCH_CACHE_MS=0); on PGlite and, when
//    TEST_DATABASE_URL is set, on a throwaway PostgreSQL database;
//  - /api/health's p99 while those searches run (a light probe: is the event loop free?);
//  - the same search asked again and again, with the cache on (the default 2 s);
//  - the room detail GET /api/rooms/{id}, cycling through the rooms.
// Budgets (docs/performance.md, "Budgets"): search and detail >= 0.60 of the reference ("of /api/ready" in the rows); the cold search's p99 <= 25 ms.
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { resortDay } from '../lib/dates.mjs';
import {
  CONNECTIONS,
  coldSearchRequests,
  describeRatio,
  failuresNote,
  healthDuring,
  measure,
  REFERENCE_PATH,
  ratioOf,
  rememberDemoColdSearch,
  SECONDS,
  WARMUP_SECONDS,
} from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'API throughput';
export const needsServer = false;
export const settings = `${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up`;

export const RATIO_BUDGET = 0.6;
export const P99_BUDGET_MS = 25;

const ok = (m) => m.failures === 0;

/** The headline row: ratio and p99 against their budgets. */
const coldSearchRow = (label, cold, health) => ({
  metric: `${label}: room search with dates, a different question every time (cache off)`,
  value: describeRatio(cold, health),
  budget: `>= ${RATIO_BUDGET.toFixed(2)}, p99 <= ${P99_BUDGET_MS} ms`,
  pass: ok(cold) && ok(health) && ratioOf(cold, health) >= RATIO_BUDGET && cold.p99 <= P99_BUDGET_MS,
});

const ratioRow = (metric, route, health) => ({
  metric,
  value: describeRatio(route, health),
  budget: `>= ${RATIO_BUDGET.toFixed(2)}`,
  pass: ok(route) && ok(health) && ratioOf(route, health) >= RATIO_BUDGET,
});

const healthRow = (label, health) => ({
  metric: `${label}: GET /api/ready (the reference)`,
  value: `${health.rps.toFixed(0)} req/s, p99 ${health.p99} ms${failuresNote(health)}`,
  pass: ok(health) ? undefined : false,
});

/** Cold search with the cache off, and the detail route when asked; on one server. */
const coldRun = async (label, { env = {}, withDetail = false } = {}) => {
  const server = await startServer({ env: { SEARCH_CACHE_MS: '0', ...env } });
  try {
    const { baseUrl } = server;
    const rooms = await (await fetch(`${baseUrl}/api/rooms`)).json();
    if (!Array.isArray(rooms) || rooms.length === 0)
      throw new Error(`${label}: GET /api/rooms listed no room`);
    const health = await measure(`${baseUrl}${REFERENCE_PATH}`);
    const { result: cold, healthP99 } = await healthDuring(baseUrl, () =>
      measure(`${baseUrl}/api/rooms`, coldSearchRequests),
    );
    const rows = {
      headline: coldSearchRow(label, cold, health),
      details: [
        {
          metric: `${label}: GET /api/health p99 while the cold searches run (1 connection, 20 req/s)`,
          value: `${healthP99} ms`,
        },
        healthRow(`${label}, cache off`, health),
      ],
    };
    if (withDetail) {
      let next = 0;
      const detail = await measure(`${baseUrl}/api/rooms/${rooms[0].id}`, [
        {
          setupRequest: (request) => ({ ...request, path: `/api/rooms/${rooms[next++ % rooms.length].id}` }),
        },
      ]);
      rows.detail = ratioRow(
        `${label}: room detail GET /api/rooms/{id}, cycling through the rooms`,
        detail,
        health,
      );
    }
    return { rows, cold, health };
  } finally {
    await server.stop();
  }
};

/** The same question again and again, with the default cache (2 s). */
const repeatedRun = async () => {
  const server = await startServer();
  try {
    const { baseUrl } = server;
    const roomsPath = `/api/rooms?checkin=${resortDay(30)}&checkout=${resortDay(33)}&adults=2`;
    const check = await fetch(baseUrl + roomsPath);
    if (!check.ok) throw new Error(`GET ${roomsPath} answered ${check.status}: ${await check.text()}`);
    const health = await measure(`${baseUrl}${REFERENCE_PATH}`);
    const repeated = await measure(baseUrl + roomsPath);
    return {
      repeated: ratioRow(
        `PGlite: the same room search again and again (cache on, ${roomsPath})`,
        repeated,
        health,
      ),
      health: healthRow('PGlite, cache on', health),
    };
  } finally {
    await server.stop();
  }
};

const postgresRun = async () => {
  if (!process.env.TEST_DATABASE_URL)
    return {
      headline: { metric: 'PostgreSQL', value: 'skipped: set TEST_DATABASE_URL to include it' },
      details: [],
    };
  const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'resort_bench_');
  try {
    return (await coldRun('PostgreSQL', { env: { DATABASE_URL: database.url } })).rows;
  } finally {
    await database
      .drop()
      .catch((error) => console.warn(`Could not drop the bench database: ${error.message}`));
  }
};

export const run = async () => {
  const pglite = await coldRun('PGlite', { withDetail: true });
  rememberDemoColdSearch({ cold: pglite.cold, health: pglite.health });
  const postgres = await postgresRun();
  const cached = await repeatedRun();
  // the cold searches first: they are the figures users feel; the references last
  return [
    pglite.rows.headline,
    postgres.headline,
    cached.repeated,
    pglite.rows.detail,
    ...pglite.rows.details,
    ...postgres.details,
    cached.health,
  ];
};
