// HTTP load with autocannon: requests per second and p99 of one route, and the questions of the cold
// room search. Shared by api-throughput (demo size) and scale (200 rooms, 50,000 reservations).
import autocannon from 'autocannon';
import { resortDay } from './dates.mjs';

export const CONNECTIONS = 50;

/**
 * What the ratios divide by: GET /api/ready, one trivial question to the database, as GET /api/health
 * asked when the budgets were set (health now answers without the database: it says the process lives).
 */
export const REFERENCE_PATH = '/api/ready';
export const SECONDS = 10;
export const WARMUP_SECONDS = 3;

/** "503 x 104" for every status outside 2xx that autocannon counted. */
const statusesOtherThan2xx = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status} x ${count}`)
    .join(', ');

/**
 * Warm-up at 10 connections, then CONNECTIONS for SECONDS. `requests`: autocannon's request list (e.g. a
 * setupRequest that asks a different question each time). Resolves to { rps, p99, failures, kinds }.
 */
export const measure = async (url, requests) => {
  await autocannon({ url, connections: 10, duration: WARMUP_SECONDS, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    kinds: [
      result.non2xx && `${result.non2xx} non-2xx: ${statusesOtherThan2xx(result)}`,
      result.timeouts && `${result.timeouts} timeouts`,
      result.errors - result.timeouts > 0 && `${result.errors - result.timeouts} errors`,
    ]
      .filter(Boolean)
      .join(', '),
  };
};

/** p99 of a light probe of /api/health (1 connection, 20 req/s) while `work` runs: is the event loop free? */
export const healthDuring = async (baseUrl, work) => {
  const probe = autocannon({
    url: `${baseUrl}/api/health`,
    connections: 1,
    overallRate: 20,
    duration: WARMUP_SECONDS + SECONDS,
  });
  const result = await work();
  const health = await probe;
  return { result, healthP99: health.latency.p99 };
};

const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

/** A room search with dates nobody asked before in this run: start day, nights and adults vary. */
export const coldSearchPath = () => {
  const start = randomInt(1, 700);
  return `/api/rooms?checkin=${resortDay(start)}&checkout=${resortDay(start + randomInt(1, 7))}&adults=${randomInt(1, 4)}`;
};

/** autocannon requests that ask coldSearchPath() every time. */
export const coldSearchRequests = [{ setupRequest: (request) => ({ ...request, path: coldSearchPath() }) }];

export const ratioOf = (route, reference) => (reference.rps > 0 ? route.rps / reference.rps : 0);

export const failuresNote = (m) => (m.failures ? ` (failed: ${m.kinds})` : '');

/** "0.21 of /api/ready (312 vs 1480 req/s), p99 120 ms": the ratio to the reference, REFERENCE_PATH */
export const describeRatio = (route, reference) =>
  `${ratioOf(route, reference).toFixed(2)} of ${REFERENCE_PATH} (${route.rps.toFixed(0)} vs ${reference.rps.toFixed(0)} req/s), p99 ${route.p99} ms${failuresNote(route)}${failuresNote(reference)}`;

// The demo-size cold search of this run (api-throughput), so the scale scenario compares against it
// without measuring it again; null when api-throughput did not run in this process.
let demoColdSearch = null;
export const rememberDemoColdSearch = (figures) => {
  demoColdSearch = figures;
};
export const rememberedDemoColdSearch = () => demoColdSearch;
