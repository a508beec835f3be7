// Bookings per second through POST /api/reservations (the whole guest booking: validation, pricing,
// the transaction with the down payment and history row, the exclusion constraint, the email), with 50
// concurrent clients, on embedded PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL
// database created for the run and dropped after it.
//
// A. No contention: 50 customers at a time, one connection each; no two bookings of the run share a
//    (room, night), so every one must succeed. A guest may hold at most 3 pending bookings
//    (MAX_PENDING_BOOKINGS), so each connection books 3 times as one customer, then goes on as the next
//    one: a first wave of 50 customers warms up, the next CUSTOMER_WAVES waves are measured.
//    Reports bookings/s and latency. Budgets (docs/performance.md, "Budgets"): PostgreSQL >= 300/s, PGlite >= 150/s.
// B. Contention: all 50 clients POST the same room and the same few adjacent date ranges at once, for
//    several rounds. Exactly one booking per range may win (the others get 409). Checked from the
//    answers AND from GET /api/receptionist/reservations (signed in as the run's admin): one holding
//    reservation per range and no two overlapping ones on the room. Prints OK or a loud VIOLATION.
//
// It starts its own built server (bench/lib/server.mjs with an admin of its own, and DATABASE_URL for
// the PostgreSQL run). Sign-ups are rate-limited per address (30 a minute) and the nights unverified
// bookings hold are capped per address (UNVERIFIED_NIGHTS_PER_ADDRESS), so that server trusts
// X-Forwarded-For (TRUST_PROXY) and each customer signs up and books from an address of its own (A's
// customers and B's from separate ranges; sign-ups before anything is timed: 4 at a time, scrypt is the
// cost); its booking horizon is 10 years (BOOKING_HORIZON_DAYS) so the run never runs out of free nights.
import { randomBytes } from 'node:crypto';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import {
  countStatuses,
  describeOthers,
  HEALTH_PROBE_MS,
  latencySummary,
  percentile,
  probeHealth,
} from '../lib/answers.mjs';
import { availableRooms, book, signInAdmin, signUpCustomers } from '../lib/customers.mjs';
import { resortDay } from '../lib/dates.mjs';
import { startServer as startBenchServer } from '../lib/server.mjs';

export const title = 'Bookings';
export const needsServer = false;

const CLIENTS = 50;
// bookings each customer makes in A (the product's limit of pending bookings per guest)
const BOOKINGS_PER_CUSTOMER = 3;
// waves of CLIENTS customers measured in A, after one warm-up wave
const CUSTOMER_WAVES = 4;
// B's customers: each tries CONTENTION_ROUNDS * CLIENTS / CONTENTION_CUSTOMERS times (5), far below
// the 20 bookings an hour a guest may try, and wins rarely more than once
const CONTENTION_CUSTOMERS = 100;
const BOOKINGS_PER_SECOND_BUDGET = { PGlite: 150, PostgreSQL: 300 };
const CONTENTION_RANGES = 3;
const CONTENTION_ROUNDS = 10;
const CONTENTION_NIGHTS = 2;
// far enough ahead that no seasonal demo data or other run matters; A and B never share a night
const CONTENTION_FIRST_DAY = 200;
const DISTINCT_FIRST_DAY = 300;
const HOLDING = new Set(['pending', 'confirmed', 'checked_in']);

export const settings = `${CLIENTS} customers at a time, one connection each, ${BOOKINGS_PER_CUSTOMER} bookings each, ${CUSTOMER_WAVES} waves after a warm-up wave; contention ${CONTENTION_ROUNDS} rounds x ${CONTENTION_RANGES} ranges`;

// ---------------------------------------------------------------------------------------------
// server

/** The built server (bench/lib/server.mjs) with its own admin; optionally on PostgreSQL. */
const startServer = async ({ databaseUrl }) => {
  const admin = { email: 'bench-admin@bench.test', password: randomBytes(12).toString('base64url') };
  const env = {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: 'true',
    BOOKING_HORIZON_DAYS: '3650',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startBenchServer({ env });
  return { ...server, admin };
};

// B's customers come from addresses after A's
const CONTENTION_FIRST_ADDRESS = 1 << 16;

// ---------------------------------------------------------------------------------------------
// A: distinct rooms and nights

/**
 * Connection i books as customers[w*CLIENTS + i] for each wave w, BOOKINGS_PER_CUSTOMER times each.
 * Booking number b = (w*CLIENTS + i)*BOOKINGS_PER_CUSTOMER + j is in room b mod rooms, on the single
 * night DISTINCT_FIRST_DAY + floor(b / rooms) days ahead: no two bookings share a (room, night).
 */
const distinctBookings = async ({ label, baseUrl, customers, rooms }) => {
  const drive = async (waves) => {
    const results = [];
    const client = async (i) => {
      for (const wave of waves) {
        const customer = wave * CLIENTS + i;
        for (let j = 0; j < BOOKINGS_PER_CUSTOMER; j++) {
          const booking = customer * BOOKINGS_PER_CUSTOMER + j;
          const room = rooms[booking % rooms.length];
          const day = DISTINCT_FIRST_DAY + Math.floor(booking / rooms.length);
          results.push(await book(baseUrl, customers[customer], room.id, resortDay(day), resortDay(day + 1)));
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    return { results, seconds: (performance.now() - started) / 1000 };
  };

  await drive([0]);
  const probe = probeHealth(baseUrl);
  const { results, seconds } = await drive(Array.from({ length: CUSTOMER_WAVES }, (_, w) => w + 1));
  const health = [...(await probe.stop())].sort((a, b) => a - b);
  const counts = countStatuses(results);
  const booked = counts.get(201) ?? 0;
  const others = describeOthers(counts, [201]);
  const perSecond = booked / seconds;
  const budget = BOOKINGS_PER_SECOND_BUDGET[label];
  return [
    {
      metric: `${CLIENTS} customers at a time (${CUSTOMER_WAVES * CLIENTS} in all), distinct rooms and nights`,
      value: `${perSecond.toFixed(0)} bookings/s, ${latencySummary(results.map((r) => r.ms))} (${booked} booked${others ? `; FAILED: ${others}` : ''})`,
      budget: `>= ${budget}/s`,
      pass: !others && perSecond >= budget,
    },
    {
      metric: `GET /api/health p99 while those bookings run (1 at a time, every ${HEALTH_PROBE_MS} ms)`,
      value: `${percentile(health, 99).toFixed(0)} ms (p50 ${percentile(health, 50).toFixed(0)} ms, ${health.length} probes)`,
    },
  ];
};

// ---------------------------------------------------------------------------------------------
// B: everyone wants the same room and nights

const contention = async ({ baseUrl, customers, adminCookie, room }) => {
  const ranges = [];
  const results = [];
  let busySeconds = 0;
  for (let round = 0; round < CONTENTION_ROUNDS; round++) {
    // adjacent ranges: one's check-out day is the next one's check-in day (nights are [checkin, checkout))
    const first = CONTENTION_FIRST_DAY + round * CONTENTION_RANGES * CONTENTION_NIGHTS;
    const roundRanges = Array.from({ length: CONTENTION_RANGES }, (_, j) => ({
      checkin: resortDay(first + j * CONTENTION_NIGHTS),
      checkout: resortDay(first + (j + 1) * CONTENTION_NIGHTS),
      wins: 0,
    }));
    ranges.push(...roundRanges);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const range = roundRanges[i % CONTENTION_RANGES];
        const result = await book(
          baseUrl,
          customers[(round * CLIENTS + i) % customers.length],
          room.id,
          range.checkin,
          range.checkout,
        );
        if (result.status === 201) range.wins += 1;
        return result;
      }),
    );
    busySeconds += (performance.now() - started) / 1000;
    results.push(...answers);
  }

  const counts = countStatuses(results);
  const others = describeOthers(counts, [201, 409]);
  const attempts = results.length;

  // What the front desk sees: exactly one holding reservation per range, and no overlaps at all.
  const response = await fetch(`${baseUrl}/api/receptionist/reservations`, {
    headers: { cookie: adminCookie },
  });
  if (!response.ok) throw new Error(`GET /api/receptionist/reservations answered ${response.status}`);
  const holding = (await response.json()).filter((r) => r.roomId === room.id && HOLDING.has(r.status));
  // two winners is a double booking; no winner (every try refused by something other than the
  // constraint, e.g. 503 under load) misses "exactly one" without breaking the promise
  const problems = [];
  const noWinner = [];
  for (const range of ranges) {
    const stored = holding.filter((r) => r.checkin === range.checkin && r.checkout === range.checkout).length;
    const line = `${range.checkin}..${range.checkout}: ${range.wins} booked (201), ${stored} stored`;
    if (range.wins > 1 || stored > 1 || range.wins !== stored) problems.push(line);
    else if (range.wins === 0) noWinner.push(line);
  }
  const sorted = [...holding].sort((a, b) => a.checkin.localeCompare(b.checkin));
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i].checkin < sorted[i - 1].checkout)
      problems.push(
        `overlap: ${sorted[i - 1].referenceCode} ${sorted[i - 1].checkin}..${sorted[i - 1].checkout} and ${sorted[i].referenceCode} ${sorted[i].checkin}..${sorted[i].checkout}`,
      );

  if (problems.length) {
    console.error(
      `\n!!!!!!!! VIOLATION: double booking under contention (${room.name}) !!!!!!!!\n  ${problems.join('\n  ')}\n`,
    );
  }
  return [
    {
      metric: `${CLIENTS} customers, one room, ${CONTENTION_RANGES} ranges x ${CONTENTION_ROUNDS} rounds`,
      value: `${(attempts / busySeconds).toFixed(0)} attempts/s, ${latencySummary(results.map((r) => r.ms))} (${counts.get(201) ?? 0} booked, ${counts.get(409) ?? 0} refused with 409${others ? `; FAILED: ${others}` : ''})`,
      pass: others ? false : undefined,
    },
    {
      metric: 'one booking per contended range',
      value: problems.length
        ? `VIOLATION: ${problems.length} problem(s): ${problems.slice(0, 3).join('; ')}`
        : noWinner.length
          ? `no double booking, but ${noWinner.length} of ${ranges.length} ranges had no winner (${others || 'no error answer'})`
          : `OK (${ranges.length} ranges, ${holding.length} holding)`,
      budget: 'exactly 1',
      pass: problems.length === 0 && noWinner.length === 0,
    },
  ];
};

// ---------------------------------------------------------------------------------------------

const runOn = async (label, options) => {
  const server = await startServer(options);
  try {
    const started = performance.now();
    const customers = await signUpCustomers(server.baseUrl, CLIENTS * (1 + CUSTOMER_WAVES));
    const contenders = await signUpCustomers(server.baseUrl, CONTENTION_CUSTOMERS, CONTENTION_FIRST_ADDRESS);
    const adminCookie = await signInAdmin(server.baseUrl, server.admin);
    const rooms = await availableRooms(server.baseUrl);
    console.log(
      `  ${label}: ${rooms.length} rooms, ${customers.length + contenders.length} customers signed up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const rows = [
      ...(await distinctBookings({ label, baseUrl: server.baseUrl, customers, rooms })),
      ...(await contention({ baseUrl: server.baseUrl, customers: contenders, adminCookie, room: rooms[0] })),
    ];
    return rows.map((row) => ({ ...row, metric: `${label}: ${row.metric}` }));
  } finally {
    await server.stop();
  }
};

export const run = async () => {
  const rows = [];
  const backends = [{ label: 'PGlite', make: async () => ({ options: {}, cleanup: async () => {} }) }];
  if (process.env.TEST_DATABASE_URL) {
    backends.push({
      label: 'PostgreSQL',
      make: async () => {
        const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'resort_bench_');
        return { options: { databaseUrl: database.url }, cleanup: database.drop };
      },
    });
  } else {
    rows.push({ metric: 'PostgreSQL', value: 'skipped: set TEST_DATABASE_URL to include it' });
  }
  for (const backend of backends) {
    try {
      const { options, cleanup } = await backend.make();
      try {
        rows.push(...(await runOn(backend.label, options)));
      } finally {
        await cleanup().catch((error) => console.warn(`Could not drop the bench database: ${error.message}`));
      }
    } catch (error) {
      rows.push({ metric: `${backend.label}: error`, value: String(error.message ?? error), pass: false });
    }
  }
  return rows;
};
