// Scenario (a) of the cluster test: a PostgreSQL restart under booking load. Registered inside
// cluster.cluster.ts's describe, last, as it disturbs everything.
import { MAX_PENDING_BOOKINGS } from '@domain/ledger';
import { expect, it } from 'vitest';
import { type Answer, bookingBody, call, countStatuses, type Guest, newAddress, signUpMany } from './client';
import type { Cluster } from './harness';
import { type ClusterWorld, sleep } from './limit-scenarios';

const OUTAGE_MS = 10_000;
/** After the database is back: how long the instances get to answer again (each pool reconnects at once). */
const RECOVERY_MS = 30_000;

/** A failure message with what each instance printed last. */
const withLogs = (cluster: Cluster, what: string) => `${what}\n${cluster.logs()}`;

/**
 * Five workers booking as the guests until stop(): each books as one guest until the guest's pending
 * bookings are full, then takes the next; each guest books from an address of its own (unverified
 * nights are also capped per address).
 */
const bookingLoad = (world: ClusterWorld, guests: Guest[]) => {
  const queue: Guest[] = [...guests];
  const answers: (Answer & { at: number })[] = [];
  const acknowledged: string[] = [];
  let running = true;
  const worker = async () => {
    let guest = queue.shift();
    let from = newAddress();
    let held = 0;
    while (running && guest) {
      const answer = await call(world.cluster.url, 'POST', '/api/reservations', {
        body: bookingBody(world.nextNight()),
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
  return {
    answers,
    acknowledged,
    stop: async () => {
      running = false;
      await load;
    },
  };
};

/** Cuts the database for OUTAGE_MS and waits for every instance to be ready again; returns when each happened. */
const restartDatabase = async (cluster: Cluster) => {
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
        if (Date.now() > deadline)
          throw new Error(withLogs(cluster, `${instance.name} never got ready again`));
        await sleep(100);
      }
    }),
  );
  return { cutAt, restoredAt, readyAt: Date.now() };
};

export const restartScenario = (world: () => ClusterWorld) => {
  it('answers 503 with Retry-After meanwhile, never 500, recovers, loses no acknowledged booking', async () => {
    const { cluster } = world();
    const load = bookingLoad(world(), await signUpMany(cluster.url, 50));
    await sleep(3_000);
    const { cutAt, restoredAt, readyAt } = await restartDatabase(cluster);
    await sleep(3_000);
    await load.stop();
    const { answers, acknowledged } = load;

    const counts = countStatuses(answers);
    const unexpected = answers.filter((a) => ![201, 409, 503].includes(a.status));
    expect(
      unexpected.map((a) => `${a.status} ${JSON.stringify(a.body)}`),
      withLogs(cluster, 'unexpected answers'),
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
      withLogs(cluster, 'dead instances'),
    ).toEqual([]);
  });
};
