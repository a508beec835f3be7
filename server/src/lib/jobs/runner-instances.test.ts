// The job runner across instances and processes: two on one PostgreSQL database, and a process killed mid-job.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema';
import { createTestApp, testDbKind } from '../../test/test-app';
import { createJobRunner, releaseAllLeases } from './runner';
import { defineEffectJob, effectsPerJob, jobRows, sleep } from './runner.fixtures';

describe('job runner', () => {
  describe.skipIf(testDbKind() !== 'postgres')('two server instances on one PostgreSQL database', () => {
    it('each job takes effect exactly once', async () => {
      const { db, databaseUrl } = await createTestApp();
      const second = await openDatabase({ databaseUrl });
      try {
        const runners = [db, second.db].map((target) => {
          const runner = createJobRunner({ db: target, now: () => new Date() });
          defineEffectJob(runner, 'effect', 5);
          return runner;
        });
        for (let i = 0; i < 40; i++) await runners[0]?.enqueue(db, 'effect', { i });
        const ran = await Promise.all(runners.map((runner) => runner.runDue()));
        expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
        expect(ran.every((count) => count > 0)).toBe(true); // both instances did work
        const counts = await effectsPerJob(db);
        expect(counts.size).toBe(40);
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
      } finally {
        await second.close();
      }
    });

    it('a job whose lease ran out (no renewal got through) is taken over, and the slow instance cannot commit it too', async () => {
      const { db, databaseUrl } = await createTestApp();
      const second = await openDatabase({ databaseUrl });
      try {
        // a stalled instance: its renewals do not come in time
        const slow = createJobRunner({ db, now: () => new Date(), leaseMs: 200, renewEveryMs: 3_600_000 });
        defineEffectJob(slow, 'effect', 800);
        const fast = createJobRunner({ db: second.db, now: () => new Date() });
        defineEffectJob(fast, 'effect');
        await slow.enqueue(db, 'effect');
        const slowRun = slow.runDue();
        await sleep(400); // the slow one is inside its transaction, its lease over
        expect(await fast.runDue()).toBe(1);
        await slowRun;
        expect([...(await effectsPerJob(db)).values()]).toEqual([1]);
        const [job] = await jobRows(db);
        expect(job?.status).toBe('done');
      } finally {
        await second.close();
      }
    });
  });

  describe('a process killed with -9 in the middle of a job', () => {
    const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'interrupted-job.ts');

    /** Starts the fixture, waits until it is inside the job's transaction, and kills it -9. */
    const killMidJob = async (target: string, leaseMs: number) => {
      // node itself with tsx's loader (not the tsx wrapper, whose own child would survive the kill)
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, target, String(leaseMs)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('claimed')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    };

    const finishAfterRestart = async (db: Database) => {
      const runner = createJobRunner({ db, now: () => new Date() });
      runner.define('interrupted', async (run) => {
        await run.exactlyOnce(async (tx) => {
          await tx
            .insert(emailOutbox)
            .values({ toAddress: 'effect@example.com', subject: run.id, body: 'after restart' });
        });
      });
      return runner.runDue();
    };

    it.skipIf(testDbKind() !== 'pglite')(
      'on the embedded database: runs again after restart, once',
      async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-jobs-'));
        try {
          let database = await openDatabase({ dataDir });
          const runner = createJobRunner({ db: database.db, now: () => new Date() });
          await runner.enqueue(database.db, 'interrupted');
          await database.close();

          await killMidJob(dataDir, 300_000);

          database = await openDatabase({ dataDir });
          await releaseAllLeases(database.db);
          expect(await finishAfterRestart(database.db)).toBe(1);
          const effects = await database.db.select().from(emailOutbox);
          expect(effects.map((row) => row.body)).toEqual(['after restart']);
          const [job] = await database.db.select().from(jobs);
          expect(job).toMatchObject({ status: 'done', attempts: 2 });
          await database.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      60_000,
    );

    it.skipIf(testDbKind() !== 'postgres')(
      'on PostgreSQL: runs again when its lease ends, once',
      async () => {
        const { db, databaseUrl } = await createTestApp();
        await createJobRunner({ db, now: () => new Date() }).enqueue(db, 'interrupted');
        await killMidJob(databaseUrl ?? '', 1000);
        expect(await finishAfterRestart(db)).toBe(0); // still leased to the dead process
        await sleep(1100);
        expect(await finishAfterRestart(db)).toBe(1);
        const effects = await db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, 'effect@example.com'));
        expect(effects.map((row) => row.body)).toEqual(['after restart']);
      },
      60_000,
    );
  });
});
