// The cold room search on a big resort: 200 rooms (3 seasonal rates each) and 50,000 reservations
// (250 per room, 1-2 nights each, from 100 days ago to about 650 days ahead; past ones completed, one in
// ten cancelled, the rest holding their nights), seeded by this scenario with direct SQL into a fresh
// PGlite data folder (the server migrated it first, without the demo seed). Then:
//  - the EXPLAIN of the availability query of the room search (the one search of visitors, staff and the
//    assistant: rooms with no taken night in the range, read from room_occupancy): does it use a gist index
//    of room_occupancy (its nights index, migration 0009)? "index used: yes/no";
//  - the cold search (cache off, a different question every time) as a ratio to /api/ready and p99,
//    against the demo-size figure of this run (api-throughput's, or measured here when it did not run).
// Budget (docs/performance.md, "Budgets"): within 2x of the demo size (ratio at least half of it, p99 at most double).
// No ANALYZE is run: the server never runs one on PGlite, so the planner sees what production sees.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { resortDay } from '../lib/dates.mjs';
import {
  CONNECTIONS,
  coldSearchRequests,
  describeRatio,
  measure,
  REFERENCE_PATH,
  ratioOf,
  rememberedDemoColdSearch,
} from '../lib/load.mjs';
import { makeDataDir, startServer } from '../lib/server.mjs';

export const title = 'Scale';
export const needsServer = false;

const ROOMS = 200;
const RESERVATIONS_PER_ROOM = 250;
const GUESTS = 500;
export const settings = `${ROOMS} rooms, ${ROOMS * RESERVATIONS_PER_ROOM} reservations, PGlite, cache off, ${CONNECTIONS} connections`;

const SEED_SQL = `
INSERT INTO users (email, first_name, last_name)
SELECT 'scale-guest-' || g || '@bench.test', 'Scale', 'Guest ' || g FROM generate_series(1, ${GUESTS}) g;

INSERT INTO rooms (name, description, base_price, max_adults, max_kids, max_occupancy, base_occupancy)
SELECT 'Scale Room ' || lpad(g::text, 3, '0'), 'A room of the scale benchmark.', 2500 + (g % 20) * 250,
  1 + g % 4, g % 3, 1 + g % 4 + g % 3, 1 + g % 4 + g % 3
FROM generate_series(1, ${ROOMS}) g;

INSERT INTO room_rates (room_id, rate_type, price, valid_from, valid_to)
SELECT r.id, t.name, round(r.base_price * t.factor, 2), current_date + t.from_day, current_date + t.to_day
FROM rooms r
CROSS JOIN (VALUES ('Holiday Peak', 1.5, 60, 75), ('Summer Season', 1.2, 150, 240), ('Low Season', 0.8, 300, 360))
  AS t(name, factor, from_day, to_day);

-- room n's k-th stay starts on day -100 + 3k + (n mod 3) and lasts 1 or 2 nights: no two stays of a
-- room overlap, so the exclusion constraints accept every holding one
INSERT INTO reservations
  (reference_code, room_id, user_id, checkin, checkout, adults, kids, total_amount, status, payment_method)
SELECT 'S' || lpad(to_hex(r.n * ${RESERVATIONS_PER_ROOM} + k), 7, '0'), r.id, u.id, d.checkin, d.checkin + d.nights,
  1, 0, r.base_price * d.nights,
  CASE WHEN (r.n + k) % 10 = 0 THEN 'cancelled'
       WHEN d.checkin + d.nights <= current_date THEN 'completed'
       WHEN (r.n + k) % 7 = 0 THEN 'pending'
       ELSE 'confirmed' END,
  'GCash'
FROM (SELECT id, base_price, (row_number() OVER (ORDER BY name) - 1)::int AS n FROM rooms) r
CROSS JOIN generate_series(0, ${RESERVATIONS_PER_ROOM - 1}) k
CROSS JOIN LATERAL (SELECT current_date - 100 + k * 3 + r.n % 3 AS checkin, 1 + (r.n + k) % 2 AS nights) d
JOIN (SELECT id, (row_number() OVER (ORDER BY email) - 1)::int AS n FROM users) u
  ON u.n = (r.n * ${RESERVATIONS_PER_ROOM} + k) % ${GUESTS};
`;

/** The availability part of the room search (modules/rooms/search.repository.ts: findRooms), for EXPLAIN. */
const availabilitySql = (checkin, checkout) => `
SELECT rooms.id FROM rooms
WHERE rooms.archived_at IS NULL AND rooms.max_adults >= 2
  AND rooms.id NOT IN (
    SELECT room_occupancy.room_id FROM room_occupancy
    WHERE room_occupancy.nights && daterange('${checkin}'::date, '${checkout}'::date, '[)')
  )
ORDER BY rooms.base_price, rooms.name`;

/** Seeds the migrated folder and explains the availability queries; resolves to { counts, plan, gistIndexes }. */
const seedAndExplain = async (dataDir) => {
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { btree_gist } });
  try {
    await db.transaction(async (tx) => {
      await tx.exec(SEED_SQL);
    });
    const counts = (
      await db.query(
        `SELECT (SELECT count(*) FROM rooms)::int AS rooms, (SELECT count(*) FROM reservations)::int AS reservations,
                (SELECT count(*) FROM room_occupancy)::int AS occupied`,
      )
    ).rows[0];
    const gistIndexes = (
      await db.query(
        `SELECT indexname FROM pg_indexes WHERE tablename = 'room_occupancy' AND indexdef ILIKE '%using gist%'`,
      )
    ).rows.map((row) => row.indexname);
    const explain = async (query) =>
      (await db.query(`EXPLAIN ${query}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
    const plan = await explain(availabilitySql(resortDay(120), resortDay(123)));
    return { counts, plan, gistIndexes };
  } finally {
    await db.close();
  }
};

/** Cold search and health on a server of `dataDir` (or a fresh demo one), cache off. */
const measureColdSearch = async (options) => {
  const server = await startServer({ ...options, env: { SEARCH_CACHE_MS: '0', ...options.env } });
  try {
    const health = await measure(`${server.baseUrl}${REFERENCE_PATH}`);
    const cold = await measure(`${server.baseUrl}/api/rooms`, coldSearchRequests);
    return { cold, health };
  } finally {
    await server.stop();
  }
};

export const run = async () => {
  const dataDir = makeDataDir();
  try {
    // the server creates and migrates the database; without the demo there are only the bench's rooms
    const migrate = await startServer({ dataDir, env: { SEED_DEMO: 'false' } });
    await migrate.stop();
    const seeded = performance.now();
    const { counts, plan, gistIndexes } = await seedAndExplain(dataDir);
    console.log(
      `  seeded ${counts.rooms} rooms, ${counts.reservations} reservations (${counts.occupied} holding) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    console.log(`  EXPLAIN of the room search's availability:\n    ${plan.replaceAll('\n', '\n    ')}`);
    const usedIndex = gistIndexes.find((name) => plan.includes(name));

    const big = await measureColdSearch({ dataDir, env: { SEED_DEMO: 'false' } });
    const demo = rememberedDemoColdSearch() ?? (await measureColdSearch({}));
    const bigRatio = ratioOf(big.cold, big.health);
    const demoRatio = ratioOf(demo.cold, demo.health);
    const ok = big.cold.failures === 0 && big.health.failures === 0;
    return [
      {
        metric: `availability query plan of the room search (${counts.rooms} rooms, ${counts.occupied} taken ranges): room_occupancy gist index`,
        value: `index used: ${usedIndex ? `yes (${usedIndex})` : 'no'}`,
        budget: 'yes',
        pass: Boolean(usedIndex),
      },
      {
        metric: `cold room search at ${counts.rooms} rooms / ${counts.reservations} reservations`,
        value: describeRatio(big.cold, big.health),
      },
      {
        metric: 'cold room search: scale vs demo size',
        value: `ratio ${bigRatio.toFixed(2)} vs ${demoRatio.toFixed(2)} (${demoRatio > 0 ? (bigRatio / demoRatio).toFixed(2) : '-'}x), p99 ${big.cold.p99} vs ${demo.cold.p99} ms`,
        budget: 'within 2x (ratio >= half, p99 <= double)',
        pass: ok && bigRatio >= demoRatio / 2 && big.cold.p99 <= 2 * demo.cold.p99,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
