// Server-rendered pages under load, each as a ratio to the trivial GET /api/ready of the same server
// (so the machine's speed and load cancel out), at 50 connections:
//  - the HEADLINE: a room's page GET /rooms/{id} as a visitor's browser asks for it (br), cycling
//    through the rooms, as it is served: a rendered page is kept a few seconds, and a change clears it;
//  - every request a page never rendered before (each asks a price limit of its own), so each one is
//    rendered from scratch, or, beyond 16 waiting renders, answered with the plain shell: a flood.
// Budget: the room page >= 0.30 of the reference, p99 <= 50 ms.
import {
  CONNECTIONS,
  describeRatio,
  failuresNote,
  measure,
  REFERENCE_PATH,
  ratioOf,
  SECONDS,
  WARMUP_SECONDS,
} from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Server-rendered pages';
export const needsServer = false;
export const settings = `${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up`;

const RATIO_BUDGET = 0.3;
const P99_BUDGET_MS = 50;
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

const ok = (m) => m.failures === 0;

/** autocannon requests that cycle through `paths(i)`, as a browser asks for a page. */
const cycling = (paths) => {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, headers: BROWSER_HEADERS, path: paths(next++) }) }];
};

export const run = async () => {
  const server = await startServer();
  try {
    const { baseUrl } = server;
    const rooms = await (await fetch(`${baseUrl}/api/rooms`)).json();
    if (!Array.isArray(rooms) || rooms.length === 0) throw new Error('GET /api/rooms listed no room');
    const roomPath = (i) => `/rooms/${rooms[i % rooms.length].id}`;
    const check = await fetch(baseUrl + roomPath(0), { headers: BROWSER_HEADERS });
    const html = await check.text();
    if (!check.ok || !html.includes(rooms[0].name))
      throw new Error(`GET ${roomPath(0)} answered ${check.status} without the room's name`);

    const health = await measure(`${baseUrl}${REFERENCE_PATH}`);
    const served = await measure(baseUrl + roomPath(0), cycling(roomPath));
    const fresh = await measure(
      baseUrl + roomPath(0),
      cycling((i) => `/rooms?maxPrice=${100_000 + i}`),
    );
    return [
      {
        metric: 'room page GET /rooms/{id}, cycling through the rooms, as served (br)',
        value: describeRatio(served, health),
        budget: `>= ${RATIO_BUDGET.toFixed(2)}, p99 <= ${P99_BUDGET_MS} ms`,
        pass:
          ok(served) && ok(health) && ratioOf(served, health) >= RATIO_BUDGET && served.p99 <= P99_BUDGET_MS,
      },
      {
        metric: '`/rooms?maxPrice=…`, a page never asked before every time (rendered, or the shell)',
        value: describeRatio(fresh, health),
      },
      {
        metric: 'GET /api/ready (the reference)',
        value: `${health.rps.toFixed(0)} req/s, p99 ${health.p99} ms${failuresNote(health)}`,
        pass: ok(health) ? undefined : false,
      },
    ];
  } finally {
    await server.stop();
  }
};
