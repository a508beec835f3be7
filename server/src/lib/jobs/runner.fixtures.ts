// The job runner's tests' shared jobs: each one's effect is an outbox row, so counting rows counts effects.
import type { Database } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema';
import type { createJobRunner } from './runner';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job whose effect is one outbox row named after the job: counting rows counts effects. */
export const defineEffectJob = (runner: ReturnType<typeof createJobRunner>, name = 'effect', delayMs = 0) =>
  runner.define(name, async (run) => {
    await run.exactlyOnce(async (tx) => {
      await tx.insert(emailOutbox).values({ toAddress: 'effect@example.com', subject: run.id, body: name });
      if (delayMs) await sleep(delayMs);
    });
  });

export const effectsPerJob = async (db: Database) => {
  const rows = await db.select({ subject: emailOutbox.subject }).from(emailOutbox);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.subject, (counts.get(row.subject) ?? 0) + 1);
  return counts;
};

export const jobRows = (db: Database) => db.select().from(jobs);
