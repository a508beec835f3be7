import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createJobRunner, LEASE_MS, retryDelayMs } from './runner';
import { defineEffectJob, effectsPerJob, jobRows, sleep } from './runner.fixtures';

describe('job runner', () => {
  it('runs every queued job once and marks it done', async () => {
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => new Date() });
    defineEffectJob(runner);
    for (let i = 0; i < 12; i++) await runner.enqueue(db, 'effect', { i });
    expect(await runner.runDue()).toBe(12);
    expect(await runner.runDue()).toBe(0);
    const counts = await effectsPerJob(db);
    expect(counts.size).toBe(12);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await jobRows(db)).every((job) => job.status === 'done' && job.finishedAt)).toBe(true);
  });

  it('waits for runAt, queues a dedupe key once, and queues a periodic job once per interval', async () => {
    let clock = new Date('2026-12-01T00:00:00Z');
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => clock });
    defineEffectJob(runner);
    defineEffectJob(runner, 'sweep');
    runner.every('sweep', 60_000);
    await runner.enqueue(db, 'effect', {}, { runAt: new Date('2026-12-01T01:00:00Z'), dedupeKey: 'later' });
    await runner.enqueue(db, 'effect', {}, { runAt: new Date('2026-12-01T01:00:00Z'), dedupeKey: 'later' });
    expect(await runner.runDue()).toBe(1); // the sweep of this minute
    expect(await runner.runDue()).toBe(0); // same minute: no second sweep
    clock = new Date('2026-12-01T01:00:30Z');
    expect(await runner.runDue()).toBe(2); // the delayed job (queued once) and this minute's sweep
    expect((await jobRows(db)).length).toBe(3);
  });

  it('retries a failed job with backoff and gives up after maxAttempts', async () => {
    let clock = new Date('2026-12-01T00:00:00Z');
    const { db } = await createTestApp();
    const errors: string[] = [];
    const runner = createJobRunner({ db, now: () => clock, onError: (error) => errors.push(String(error)) });
    let tries = 0;
    runner.define('flaky', async () => {
      tries++;
      throw new Error(`down ${tries}`);
    });
    await runner.enqueue(db, 'flaky', {}, { maxAttempts: 2 });
    await runner.runDue();
    let [job] = await jobRows(db);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'down 1', lockedBy: null });
    expect(job?.runAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
    expect(await runner.runDue()).toBe(0); // not yet due
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await runner.runDue();
    [job] = await jobRows(db);
    expect(job).toMatchObject({ status: 'failed', attempts: 2, lastError: 'down 2' });
    expect(errors).toHaveLength(2);
  });

  it('rolls back the effects of a failed try, so a retry does not double them', async () => {
    let clock = new Date('2026-12-01T00:00:00Z');
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => clock });
    runner.define('half', async (run) => {
      await run.exactlyOnce(async (tx) => {
        await tx.insert(emailOutbox).values({ toAddress: 'e@example.com', subject: run.id, body: '' });
        if (run.attempt === 1) throw new Error('crash after the write');
      });
    });
    await runner.enqueue(db, 'half');
    await runner.runDue();
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await runner.runDue();
    expect([...(await effectsPerJob(db)).values()]).toEqual([1]);
  });

  it('claims due jobs in batches (their payloads told to each); once the lease is over, the jobs not run yet are given back untried', async () => {
    let clock = new Date('2026-12-01T00:00:00Z');
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => clock, leaseMs: 60_000 });
    const order: number[] = [];
    const batches: unknown[][] = [];
    runner.define('slow', async (run) => {
      order.push(run.payload.i as number);
      batches.push(run.batch.map((payload) => payload.i));
      clock = new Date(clock.getTime() + 61_000); // this job outlasts the batch's lease
    });
    for (let i = 0; i < 3; i++)
      await runner.enqueue(db, 'slow', { i }, { runAt: new Date(clock.getTime() - 3000 + i) });
    expect(await runner.runDue()).toBe(3);
    expect(order).toEqual([0, 1, 2]); // oldest first, each claimed again after the one before
    expect(batches).toEqual([[0, 1, 2], [1, 2], [2]]); // what each claim took of this name
    expect((await jobRows(db)).map((job) => [job.status, job.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('marks each at-least-once job done as soon as its handler returns, not at the end of the batch', async () => {
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => new Date() });
    const seen: string[][] = [];
    runner.define('mail', async () => {
      // what a crash at this moment would leave: the jobs before this one must be done already
      seen.push((await db.select().from(jobs).orderBy(jobs.runAt)).map((job) => job.status));
    });
    for (let i = 0; i < 3; i++)
      await runner.enqueue(db, 'mail', {}, { runAt: new Date(Date.now() - 3000 + i) });
    expect(await runner.runDue()).toBe(3);
    expect(seen).toEqual([
      ['queued', 'queued', 'queued'],
      ['done', 'queued', 'queued'],
      ['done', 'done', 'queued'],
    ]);
  });

  it('claims with a short lease, and renews it while a job runs longer: no other runner takes it over', async () => {
    const { db } = await createTestApp();
    const started = Date.now();
    const claimedUntil: number[] = [];
    const first = createJobRunner({ db, now: () => new Date() });
    first.define('long', async (run) => {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, run.id));
      claimedUntil.push(row!.lockedUntil!.getTime());
    });
    await first.enqueue(db, 'long');
    expect(await first.runDue()).toBe(1);
    // the default lease: a dead instance's jobs are free again within a minute
    expect(claimedUntil[0]! - started).toBeGreaterThanOrEqual(LEASE_MS - 1000);
    expect(claimedUntil[0]! - started).toBeLessThanOrEqual(60_000);

    let runs = 0;
    const slow = createJobRunner({ db, now: () => new Date(), leaseMs: 1000, renewEveryMs: 200 });
    slow.define('slow', async () => {
      runs++;
      await sleep(3500); // three leases and a half
    });
    const other = createJobRunner({ db, now: () => new Date() });
    other.define('slow', async () => {
      runs++;
    });
    await slow.enqueue(db, 'slow');
    const slowRun = slow.runDue();
    for (let i = 0; i < 6; i++) {
      await sleep(500);
      expect(await other.runDue()).toBe(0);
    }
    expect(await slowRun).toBe(1);
    expect(runs).toBe(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.name, 'slow'));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('hands an abandoned lease (its instance died) to another runner once it is over, once', async () => {
    const { db } = await createTestApp();
    let runs = 0;
    const runner = createJobRunner({ db, now: () => new Date() });
    runner.define('orphan', async () => {
      runs++;
    });
    await runner.enqueue(db, 'orphan');
    // as a claim of an instance that was then killed leaves it: leased, tried once, never renewed
    await db
      .update(jobs)
      .set({ lockedBy: 'dead-instance', lockedUntil: new Date(Date.now() + 2000), attempts: 1 });
    expect(await runner.runDue()).toBe(0);
    await sleep(2100);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(runs).toBe(1);
    const [job] = await jobRows(db);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('stop(): the job running finishes, the rest of its batch goes back untried, and nothing more is claimed', async () => {
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => new Date() });
    let ran = 0;
    let stopped: Promise<void> | undefined;
    runner.define('mail', async () => {
      ran++;
      if (ran === 2) stopped = runner.stop(); // a SIGTERM in the middle of the second job
      await sleep(50);
    });
    for (let i = 0; i < 30; i++)
      await runner.enqueue(db, 'mail', {}, { runAt: new Date(Date.now() - 30 + i) });
    expect(await runner.runDue()).toBe(2);
    await stopped;
    expect(ran).toBe(2);
    const rows = await jobRows(db);
    expect(rows.filter((job) => job.status === 'done')).toHaveLength(2);
    const queued = rows.filter((job) => job.status === 'queued');
    expect(queued).toHaveLength(28);
    // given back: free for the next instance at once, their try not counted
    expect(queued.every((job) => job.lockedBy === null && job.attempts === 0)).toBe(true);
    expect(await runner.runDue()).toBe(0); // stopped: takes no more
  });
});
