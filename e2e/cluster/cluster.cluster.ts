// Three instances of the built server on one fresh PostgreSQL database, behind a round-robin proxy
// (harness.ts). One cluster serves the scenarios in order: its start is the empty-database scenario,
// and the database restart comes last as it disturbs everything.
import { MAX_PENDING_BOOKINGS } from '@domain/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  bookableRooms,
  bookingBody,
  call,
  countStatuses,
  type Guest,
  newAddress,
  nights,
  signUp,
  signUpMany,
} from './client';
import { CLUSTER_SKIP_REASON, type Cluster, startCluster } from './harness';
import { limitScenarios, sleep } from './limit-scenarios';

const INSTANCES = 3;
/** The spec's demo seed: at least six rooms, and the eight named facilities. */
const DEMO_MIN_ROOMS = 6;
const DEMO_AMENITIES = 8;
const OUTAGE_MS = 10_000;
/** After the database is back: how long the instances get to answer again (each pool reconnects at once). */
const RECOVERY_MS = 30_000;
const FRESH_WITHIN_MS = 100;

const hasDatabase = Boolean(process.env.TEST_DATABASE_URL);
if (!hasDatabase) console.warn(`Cluster test skipped: ${CLUSTER_SKIP_REASON}`);

let cluster: Cluster;
let roomIds: string[];
let nextNight: ReturnType<typeof nights>;

/** A failure message with what each instance printed last. */
const withLogs = (what: string) => `${what}\n${cluster.logs()}`;

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

  describe('(a) a PostgreSQL restart under booking load', () => {
    it('answers 503 with Retry-After meanwhile, never 500, recovers, loses no acknowledged booking', async () => {
      const guests = await signUpMany(cluster.url, 50);
      const queue: Guest[] = [...guests];
      const answers: (Answer & { at: number })[] = [];
      const acknowledged: string[] = [];
      let running = true;
      // each worker books as one guest until the guest's pending bookings are full, then takes the next;
      // each guest books from an address of its own (unverified nights are also capped per address)
      const worker = async () => {
        let guest = queue.shift();
        let from = newAddress();
        let held = 0;
        while (running && guest) {
          const answer = await call(cluster.url, 'POST', '/api/reservations', {
            body: bookingBody(nextNight()),
            cookie: guest.cookie,
            from,
          });
          answers.push({ ...answer, at: Date.now() });
          if (answer.status === 201) {
            acknowledged.push((answer.body as { id: string }).id);
            held++;
          }
          if (held >= MAX_PENDING_BOOKINGS || answer.status === 409) {
            guest = queue.shift();
            from = newAddress();
            held = 0;
          }
          // a steady trickle, so the guests last through the outage and the recovery
          await sleep(400);
        }
      };
      const load = Promise.all(Array.from({ length: 5 }, worker));

      await sleep(3_000);
      const cutAt = Date.now();
      await cluster.database.cut();
      await cluster.terminateConnections();
      await sleep(OUTAGE_MS);
      await cluster.database.restore();
      const restoredAt = Date.now();
      await Promise.all(
        cluster.instances.map(async (instance) => {
          const deadline = Date.now() + RECOVERY_MS;
          while ((await call(instance.baseUrl, 'GET', '/api/ready')).status !== 200) {
            if (Date.now() > deadline) throw new Error(withLogs(`${instance.name} never got ready again`));
            await sleep(100);
          }
        }),
      );
      const readyAt = Date.now();
      await sleep(3_000);
      running = false;
      await load;

      const counts = countStatuses(answers);
      const unexpected = answers.filter((a) => ![201, 409, 503].includes(a.status));
      expect(
        unexpected.map((a) => `${a.status} ${JSON.stringify(a.body)}`),
        withLogs('unexpected answers'),
      ).toEqual([]);
      expect(
        answers.filter((a) => a.status === 409).every((a) => JSON.stringify(a.body).includes('waiting')),
      ).toBe(true);
      const during = answers.filter((a) => a.at > cutAt && a.at < restoredAt);
      expect(
        during.some((a) => a.status === 503),
        `answers during the outage: ${JSON.stringify(counts)}`,
      ).toBe(true);
      expect(answers.filter((a) => a.status === 503).every((a) => a.retryAfter !== null)).toBe(true);
      const after = answers.filter((a) => a.at > readyAt);
      expect(
        after.some((a) => a.status === 201),
        `answers after recovery: ${JSON.stringify(counts)}`,
      ).toBe(true);
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = await cluster.sql('SELECT id FROM reservations WHERE id = ANY($1::uuid[])', [
        acknowledged,
      ]);
      expect(stored.length, 'acknowledged bookings in the database').toBe(acknowledged.length);
      expect(
        cluster.instances.filter((instance) => !instance.alive()).map((instance) => instance.name),
        withLogs('dead instances'),
      ).toEqual([]);
    });
  });
});
