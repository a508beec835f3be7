// A started runner polls every JOB_POLL_MS; wake() runs the jobs just queued at once (the password reset
// code someone waits for), and a wake during a run is not lost: one more run follows it.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createJobRunner } from './runner';

/** Longer than any test here: whatever runs, runs because it was woken. */
const POLL_MS = 600_000;

describe('waking the job runner', () => {
  it('runs a job queued after the first poll at once when woken, not at the next poll', async () => {
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => new Date() });
    const ran: string[] = [];
    runner.define('ping', async (run) => {
      ran.push(String(run.payload.n));
    });
    runner.start(POLL_MS);
    try {
      // the first poll (at start) finds nothing
      await expect.poll(() => runner.runDue()).toBe(0);
      await runner.enqueue(db, 'ping', { n: 1 });
      runner.wake();
      await expect.poll(() => ran).toEqual(['1']);
    } finally {
      await runner.stop();
    }
  });

  it('runs once more after a run that was under way when woken', async () => {
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => new Date() });
    const ran: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    runner.define('slow', async () => {
      await held;
      ran.push('slow');
    });
    runner.define('ping', async () => {
      ran.push('ping');
    });
    await runner.enqueue(db, 'slow');
    runner.start(POLL_MS);
    try {
      // the first poll has claimed 'slow' and waits in it
      await expect.poll(async () => (await db.query.jobs.findFirst())?.lockedBy ?? null).not.toBeNull();
      await runner.enqueue(db, 'ping');
      runner.wake();
      release();
      await expect.poll(() => ran).toEqual(['slow', 'ping']);
    } finally {
      await runner.stop();
    }
  });

  it('does nothing while the runner is not started (the tests run due jobs with runDue)', async () => {
    const { db } = await createTestApp();
    const runner = createJobRunner({ db, now: () => new Date() });
    const ran: string[] = [];
    runner.define('ping', async () => {
      ran.push('ping');
    });
    await runner.enqueue(db, 'ping');
    runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toEqual([]);
    expect(await runner.runDue()).toBe(1);
  });
});
