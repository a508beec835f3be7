// Requests per second and p99 latency of the room search with dates (the busiest public query:
// rooms + seasonal rates + availability) against the trivial GET /api/health of the same server.
// Budget: the room search keeps at least 40% of the trivial route's throughput.
import autocannon from 'autocannon';
import { resortDay } from '../lib/dates.mjs';

export const title = 'API throughput';
export const needsServer = true;

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const RATIO_BUDGET = 0.4;

const measure = async (url, requests) => {
  await autocannon({ url, connections: 10, duration: WARMUP_SECONDS, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    kinds: [
      result.non2xx && `${result.non2xx} non-2xx`,
      result.timeouts && `${result.timeouts} timeouts`,
      result.errors - result.timeouts > 0 && `${result.errors - result.timeouts} errors`,
    ]
      .filter(Boolean)
      .join(', '),
    total: result.requests.total,
  };
};

export const run = async ({ baseUrl }) => {
  const roomsPath = `/api/rooms?checkin=${resortDay(30)}&checkout=${resortDay(33)}&adults=2`;
  const check = await fetch(baseUrl + roomsPath);
  if (!check.ok) throw new Error(`GET ${roomsPath} answered ${check.status}: ${await check.text()}`);

  const rooms = await measure(baseUrl + roomsPath);
  const health = await measure(`${baseUrl}/api/health`);
  // The search answer is cached for 2 s (cleared by every write); this run asks a different
  // question every time, so it shows what a cache miss costs the database.
  const coldSearch = () => {
    const start = 30 + Math.floor(Math.random() * 3000);
    return `/api/rooms?checkin=${resortDay(start)}&checkout=${resortDay(start + 1 + Math.floor(Math.random() * 6))}&adults=2`;
  };
  const cold = await measure(baseUrl + roomsPath, [
    { setupRequest: (request) => ({ ...request, path: coldSearch() }) },
  ]);
  const ratio = health.rps > 0 ? rooms.rps / health.rps : 0;
  const failuresNote = (m) => (m.failures ? ` (failed: ${m.kinds})` : '');
  const ok = (m) => m.failures === 0;
  return [
    {
      metric: `GET ${roomsPath}`,
      value: `${rooms.rps.toFixed(0)} req/s, p99 ${rooms.p99} ms${failuresNote(rooms)}`,
      pass: ok(rooms) ? undefined : false,
    },
    {
      metric: 'GET /api/rooms, a different search every time (cache misses)',
      value: `${cold.rps.toFixed(0)} req/s, p99 ${cold.p99} ms, ${(health.rps > 0 ? cold.rps / health.rps : 0).toFixed(2)} of health${failuresNote(cold)}`,
      pass: ok(cold) ? undefined : false,
    },
    {
      metric: 'GET /api/health',
      value: `${health.rps.toFixed(0)} req/s, p99 ${health.p99} ms${failuresNote(health)}`,
      pass: ok(health) ? undefined : false,
    },
    {
      metric: 'rooms / health throughput',
      value: ratio.toFixed(2),
      budget: `>= ${RATIO_BUDGET.toFixed(2)}`,
      pass: ok(rooms) && ok(health) && ratio >= RATIO_BUDGET,
    },
  ];
};
export const settings = `${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up`;
