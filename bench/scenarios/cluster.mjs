// Three instances against one: the built server on a fresh PostgreSQL database (TEST_DATABASE_URL's server,
// a database per run, dropped after it), 1 and then 3 instances behind the same round-robin proxy
// (scripts/lib/round-robin-proxy.mjs, the cluster test's), the proxy in both so both pay its hop:
//  - the cold room search (cache off, a different question every time) and GET /api/ready, req/s;
//  - bookings/s: CLIENTS connections, each booking MAX_PENDING times as one customer and then going on
//    as the next (each from an address of its own: unverified holds are capped per address), every
//    booking on a (room, night) of its own, so every one must succeed.
// Each figure is also given as 3 instances / 1 instance. Everything shares the machine's cores (the
// instances, PostgreSQL, the load generator), so the ratio shows what more processes give on it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { startRoundRobinProxy } from '../../scripts/lib/round-robin-proxy.mjs';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { customerAddress } from '../lib/addresses.mjs';
import { resortDay } from '../lib/dates.mjs';
import { coldSearchRequests, describeRatio, measure, REFERENCE_PATH } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';

export const title = 'Cluster';
export const needsServer = false;

const CLIENTS = 50;
/** A guest's pending bookings at most (MAX_PENDING_BOOKINGS): each customer books this many. */
const BOOKINGS_PER_CUSTOMER = 3;
const CUSTOMERS = 150;
const FIRST_DAY = 30;
export const settings = `PostgreSQL, 1 vs 3 instances behind a round-robin proxy; cold search and /api/ready at ${CLIENTS} connections; ${CUSTOMERS * BOOKINGS_PER_CUSTOMER} bookings by ${CLIENTS} clients`;

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** POSTs JSON through the proxy from `from`; resolves to { status, body, cookie }. */
const post = (url, body, { cookie, from }) =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const headers = { 'content-type': 'application/json', 'content-length': payload.length };
    if (cookie) headers.cookie = cookie;
    if (from) headers['x-client-address'] = from;
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          body: text,
          cookie: String(response.headers['set-cookie']?.[0] ?? '').split(';')[0],
        }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });

/** `count` customers' cookies, each signed up from an address of its own (sign-ups are limited per address). */
const signUpCustomers = async (url, count) => {
  const tag = randomBytes(4).toString('hex');
  const cookies = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const answer = await post(
        `${url}/api/signup`,
        {
          email: `cluster-${tag}-${i}@bench.test`,
          password: `pw-${tag}`,
          firstName: 'Bench',
          lastName: `G${i}`,
        },
        { from: customerAddress(i) },
      );
      if (answer.status !== 201)
        throw new Error(`POST /api/signup answered ${answer.status}: ${answer.body}`);
      cookies[i] = answer.cookie;
    }
  };
  // 6 at a time: scrypt is the cost, spread over the instances
  await Promise.all(Array.from({ length: 6 }, worker));
  return cookies;
};

/** Every customer's bookings, CLIENTS at a time; resolves to { perSecond, failed }. */
const bookAll = async (url, cookies, roomIds) => {
  let nextCustomer = 0;
  let booked = 0;
  const failed = new Map();
  const client = async () => {
    while (nextCustomer < cookies.length) {
      const customer = nextCustomer++;
      for (let j = 0; j < BOOKINGS_PER_CUSTOMER; j++) {
        const n = customer * BOOKINGS_PER_CUSTOMER + j;
        const day = FIRST_DAY + Math.floor(n / roomIds.length);
        const { status } = await post(
          `${url}/api/reservations`,
          {
            roomId: roomIds[n % roomIds.length],
            checkin: resortDay(day),
            checkout: resortDay(day + 1),
            adults: 1,
            kids: 0,
            specialRequests: '',
            paymentMethod: 'GCash',
            transactionId: `BENCH-${randomBytes(4).toString('hex')}`,
          },
          { cookie: cookies[customer], from: customerAddress(customer) },
        ).catch(() => ({ status: 0 }));
        if (status === 201) booked++;
        else failed.set(status, (failed.get(status) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: booked / seconds,
    failed: [...failed].map(([status, n]) => `${n} x ${status || 'connection error'}`).join(', '),
  };
};

/** `count` instances on a fresh database behind the proxy; resolves to the figures of one run. */
const measureInstances = async (count) => {
  const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'resort_bench_');
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SEARCH_CACHE_MS: '0',
  };
  const servers = [];
  let proxy;
  try {
    // the first one migrates and seeds; the others then start on a ready database
    servers.push(await startServer({ env }));
    servers.push(...(await Promise.all(Array.from({ length: count - 1 }, () => startServer({ env })))));
    proxy = await startRoundRobinProxy(() => servers.map((server) => server.baseUrl));
    const rooms = await (await fetch(`${proxy.url}/api/rooms`)).json();
    const roomIds = rooms.filter((room) => room.status === 'available').map((room) => room.id);
    const ready = await measure(`${proxy.url}${REFERENCE_PATH}`);
    const search = await measure(`${proxy.url}/api/rooms`, coldSearchRequests);
    const cookies = await signUpCustomers(proxy.url, CUSTOMERS);
    const bookings = await bookAll(proxy.url, cookies, roomIds);
    return { ready, search, bookings };
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
};

export const run = async () => {
  if (!process.env.TEST_DATABASE_URL)
    return [{ metric: 'PostgreSQL, 3 instances', value: 'skipped: set TEST_DATABASE_URL to include it' }];
  const one = await measureInstances(1);
  const three = await measureInstances(3);
  const times = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
  const bookingsValue = (m) =>
    `${m.bookings.perSecond.toFixed(0)} bookings/s${m.bookings.failed ? ` (FAILED: ${m.bookings.failed})` : ''}`;
  return [
    { metric: '1 instance: cold room search', value: describeRatio(one.search, one.ready) },
    { metric: '3 instances: cold room search', value: describeRatio(three.search, three.ready) },
    {
      metric: '3 vs 1 instance: cold room search req/s',
      value: `${times(three.search.rps, one.search.rps)} (${three.search.rps.toFixed(0)} vs ${one.search.rps.toFixed(0)}), p99 ${three.search.p99} vs ${one.search.p99} ms`,
    },
    {
      metric: '3 vs 1 instance: GET /api/ready req/s',
      value: `${times(three.ready.rps, one.ready.rps)} (${three.ready.rps.toFixed(0)} vs ${one.ready.rps.toFixed(0)})`,
    },
    {
      metric: '1 instance: bookings',
      value: bookingsValue(one),
      pass: one.bookings.failed ? false : undefined,
    },
    {
      metric: '3 instances: bookings',
      value: bookingsValue(three),
      pass: three.bookings.failed ? false : undefined,
    },
    {
      metric: '3 vs 1 instance: bookings/s',
      value: `${times(three.bookings.perSecond, one.bookings.perSecond)} (${three.bookings.perSecond.toFixed(0)} vs ${one.bookings.perSecond.toFixed(0)})`,
    },
  ];
};
