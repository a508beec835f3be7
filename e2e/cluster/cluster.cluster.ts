// Three instances of the built server on one fresh PostgreSQL database, behind a round-robin proxy
// (harness.ts). One cluster serves the scenarios in order: its start is the empty-database scenario,
// and the database restart comes last as it disturbs everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableRooms, bookingBody, call, nights, signUp } from './client';
import { CLUSTER_SKIP_REASON, type Cluster, startCluster } from './harness';
import { limitScenarios, sleep } from './limit-scenarios';
import { restartScenario } from './restart-scenario';

const INSTANCES = 3;
/** The spec's demo seed: at least six rooms, and the eight named facilities. */
const DEMO_MIN_ROOMS = 6;
const DEMO_AMENITIES = 8;
const FRESH_WITHIN_MS = 100;

const hasDatabase = Boolean(process.env.TEST_DATABASE_URL);
if (!hasDatabase) console.warn(`Cluster test skipped: ${CLUSTER_SKIP_REASON}`);

let cluster: Cluster;
let roomIds: string[];
let nextNight: ReturnType<typeof nights>;

describe.skipIf(!hasDatabase)(`${INSTANCES} instances behind a proxy on one PostgreSQL`, () => {
  beforeAll(async () => {
    // searches stay cached a minute: only the change notice can make B's answer fresh in (d)
    cluster = await startCluster({ count: INSTANCES, env: { SEARCH_CACHE_MS: '60000' } });
    // (c) is that this resolves: all of them, started at once on the empty database, get ready
    await Promise.all(cluster.instances.map((instance) => instance.ready()));
    roomIds = await bookableRooms(cluster.url);
    nextNight = nights(roomIds);
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  describe('(c) starting together on an empty database', () => {
    it('all come up ready, and the demo seed and the first admin exist exactly once', async () => {
      for (const instance of cluster.instances)
        expect((await call(instance.baseUrl, 'GET', '/api/ready')).status, instance.name).toBe(200);
      const count = (table: string) =>
        cluster.sql<{ n: number; distinct: number }>(
          `SELECT count(*)::int AS n, count(DISTINCT name)::int AS distinct FROM ${table}`,
        );
      const [rooms] = await count('rooms');
      expect(rooms?.distinct).toBeGreaterThanOrEqual(DEMO_MIN_ROOMS);
      expect(rooms?.n, 'rooms seeded more than once').toBe(rooms?.distinct);
      expect((await count('amenities'))[0]).toEqual({ n: DEMO_AMENITIES, distinct: DEMO_AMENITIES });
      const admins = await cluster.sql('SELECT id FROM users WHERE email = $1', [cluster.admin.email]);
      expect(admins).toHaveLength(1);
    });
  });

  describe('(d) caches across instances', () => {
    it(`a search on B after a booking on A is fresh within ${FRESH_WITHIN_MS} ms`, async () => {
      const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
      const guest = await signUp(a.baseUrl);
      for (let round = 0; round < 3; round++) {
        const stay = nextNight();
        const search = `/api/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}`;
        const offered = async () =>
          ((await call(b.baseUrl, 'GET', search)).body as { id: string }[]).some(
            (room) => room.id === stay.roomId,
          );
        // B has the answer cached (asked twice), with the room free
        expect(await offered()).toBe(true);
        expect(await offered()).toBe(true);
        const booked = await call(a.baseUrl, 'POST', '/api/reservations', {
          body: bookingBody(stay),
          cookie: guest.cookie,
        });
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
        // any search B starts this long after the booking's answer no longer offers the room
        await sleep(FRESH_WITHIN_MS);
        expect(await offered(), `round ${round + 1}: B still offered the booked room`).toBe(false);
      }
    });
  });

  describe('(b) every limit gives exactly its budget through the instances, under 50 parallel requests', () =>
    limitScenarios(() => ({ cluster, nextNight })));

  describe('(a) a PostgreSQL restart under booking load', () =>
    restartScenario(() => ({ cluster, nextNight })));
});
