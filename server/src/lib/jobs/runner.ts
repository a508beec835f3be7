// Background work (hold expiry, arrival reminders, email retries, backups) on the same database as
// everything else, so it works on PGlite and PostgreSQL alike and needs no other service.
//
// Claiming: `FOR UPDATE SKIP LOCKED` picks due jobs no other instance is taking (up to CLAIM_BATCH in one
// statement), and a short lease (`locked_by`, `locked_until`: LEASE_MS) keeps them ours while they run;
// the claim commits at once, so no long transaction holds PGlite's only connection. While the batch runs,
// the runner renews the lease of its jobs not finished yet (one UPDATE every RENEW_EVERY_MS), so a job may
// run longer than the lease, and the jobs of an instance that died are free again within LEASE_MS.
// Exactly once: a handler that changes data does it in `run.exactlyOnce(tx => ...)`, which marks the
// job done in the SAME transaction, and only while our lease still holds. Two instances cannot both
// commit a job's effects; a crash (even kill -9) rolls the effects back with the transaction and the
// job runs again when its lease ends (at once on PGlite, which only one process can open).
// A handler that only talks to the outside world (SMTP) is at least once: it is marked done as soon as it
// returns, so a crash repeats at most the job it was running (the email job keys its mails, so even that
// one sends only the mails it had not sent).
// stop(): the job running finishes, the rest of the batch is given back untried, no new claim is made.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { jobs } from '../../db/schema';
import { insertJob, jobRow } from './job-rows';
import type { JobHandler, JobRun, JobRunner } from './types';

export { type EnqueueOptions, insertJob, JOB_ROW_COLUMNS, type JobRow, jobRow } from './job-rows';
export type { JobHandler, JobRun, JobRunner } from './types';

type ClaimedJob = { id: string; name: string; payload: Record<string, unknown>; attempts: number };

/** Thrown inside exactlyOnce when another instance took the job over (our lease ran out): roll back. */
class LeaseLost extends Error {}

/** Jobs taken per claim: one statement and one commit for many when they pile up (bookings' emails). */
const CLAIM_BATCH = 20;
/** How long a claim holds without renewal: the longest a dead instance's jobs wait for another. */
export const LEASE_MS = 30_000;
/** A third of the lease: two renewals may fail (a slow statement) before the lease runs out. */
const RENEW_EVERY_MS = 10_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** Backoff after a failed try: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_MAX_MS);

export const createJobRunner = (options: {
  db: Database;
  now: () => Date;
  /** How long a claimed job stays ours without renewal before another instance may run it again. */
  leaseMs?: number;
  /** How often a running batch's lease is renewed (by default a third of the lease). */
  renewEveryMs?: number;
  onError?: (error: unknown, job: { id: string; name: string; attempt: number }) => void;
}): JobRunner => {
  const { db, now } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? (options.leaseMs ? Math.floor(leaseMs / 3) : RENEW_EVERY_MS);
  const instanceId = randomUUID();
  const handlers = new Map<string, JobHandler>();
  const periodic = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let pollMs = 0;
  let woken = false;
  let running: Promise<number> | null = null;
  let stopping = false;

  const enqueue: JobRunner['enqueue'] = async (target, name, payload = {}, enqueueOptions = {}) => {
    await insertJob(target, jobRow(name, payload, { runAt: now(), ...enqueueOptions }));
  };

  const queuePeriodic = async () => {
    const at = now().getTime();
    for (const [name, intervalMs] of periodic) {
      const slot = Math.floor(at / intervalMs);
      await enqueue(db, name, {}, { runAt: new Date(slot * intervalMs), dedupeKey: `${name}@${slot}` });
    }
  };

  /**
   * Takes up to CLAIM_BATCH due jobs no one else holds (one statement, one commit for the lot); [] when
   * there is none. All share one lease, which drain() renews while it runs them.
   */
  const claim = async () => {
    const at = now();
    const leaseEnds = new Date(at.getTime() + leaseMs);
    const rows = await db.execute<{
      id: string;
      name: string;
      payload: Record<string, unknown>;
      attempts: number;
      run_at: string | Date;
    }>(sql`
      update ${jobs} set locked_by = ${instanceId}, locked_until = ${leaseEnds.toISOString()}, attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where status = 'queued' and run_at <= ${at.toISOString()}
          and (locked_until is null or locked_until < ${at.toISOString()})
        order by run_at
        limit ${CLAIM_BATCH}
        for update skip locked
      )
      returning id, name, payload, attempts, run_at`);
    // RETURNING keeps no order: run them oldest first, as they were picked
    const claimed = [...rows.rows].sort(
      (a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime(),
    );
    return { jobs: claimed, leaseEnds };
  };

  const ours = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, instanceId), eq(jobs.status, 'queued'));

  const markDone = async (target: Database | Tx, id: string) => {
    const done = await target
      .update(jobs)
      .set({ status: 'done', finishedAt: now(), lockedUntil: null })
      .where(ours(id))
      .returning({ id: jobs.id });
    return done.length > 0;
  };

  /** Moves the lease of these jobs on; returns the ids still ours (the others are done or were taken over). */
  const renew = async (ids: string[]) => {
    const leaseEnds = new Date(now().getTime() + leaseMs);
    const kept = await db
      .update(jobs)
      .set({ lockedUntil: leaseEnds })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, instanceId), eq(jobs.status, 'queued')))
      .returning({ id: jobs.id });
    return { leaseEnds, kept: new Set(kept.map((row) => row.id)) };
  };

  /** Gives back claimed jobs that did not run (their try is not counted), unless another took them. */
  const release = async (ids: string[]) => {
    if (!ids.length) return;
    await db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, instanceId), eq(jobs.status, 'queued')));
  };

  /** Runs one claimed job and marks it done, or queues its retry. */
  const runOne = async (job: ClaimedJob, batch: JobRun['batch']): Promise<void> => {
    let finished = false;
    const run: JobRun = {
      id: job.id,
      payload: job.payload ?? {},
      attempt: job.attempts,
      batch,
      exactlyOnce: (work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          if (!(await markDone(tx, job.id))) throw new LeaseLost(`job ${job.id} was taken over`);
          finished = true;
          return result;
        }),
    };
    try {
      const handler = handlers.get(job.name);
      if (!handler) throw new Error(`no handler for job '${job.name}'`);
      await handler(run);
      // at least once: done at once, so a crash later in the batch does not run it again
      if (!finished) await markDone(db, job.id);
    } catch (error) {
      if (error instanceof LeaseLost) return;
      options.onError?.(error, { id: job.id, name: job.name, attempt: job.attempts });
      await db
        .update(jobs)
        .set({
          lockedBy: null,
          lockedUntil: null,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
          runAt: new Date(now().getTime() + retryDelayMs(job.attempts)),
          status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
          finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then ${now().toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, instanceId)));
    }
  };

  /** Runs one claimed batch, renewing its lease meanwhile; returns how many of its jobs ran. */
  const runBatch = async (batch: Awaited<ReturnType<typeof claim>>) => {
    const payloads = new Map<string, Record<string, unknown>[]>();
    for (const job of batch.jobs) {
      const list = payloads.get(job.name) ?? [];
      list.push(job.payload ?? {});
      payloads.set(job.name, list);
    }
    // claimed and not finished: what the renewals keep ours and what is given back at the end
    const pending = new Set(batch.jobs.map((job) => job.id));
    let leaseEnds = batch.leaseEnds;
    let renewing: Promise<void> | null = null;
    const renewal = setInterval(() => {
      const ids = [...pending];
      // one renewal at a time: a slow one is not piled on
      if (renewing || !ids.length) return;
      renewing = renew(ids)
        .then(({ leaseEnds: ends, kept }) => {
          leaseEnds = ends;
          // taken over by another instance (our lease had run out): not ours to run or give back
          for (const id of ids) if (!kept.has(id)) pending.delete(id);
        })
        // the database out of reach: the lease runs out, and the loop below stops in time
        .catch((error) => options.onError?.(error, { id: '', name: 'lease', attempt: 0 }))
        .finally(() => {
          renewing = null;
        });
    }, renewEveryMs);
    let ran = 0;
    try {
      for (const job of batch.jobs) {
        if (stopping) break;
        // our lease is over (renewals failed): another instance may take the rest; this try not counted
        if (now().getTime() >= leaseEnds.getTime()) break;
        if (!pending.has(job.id)) continue;
        await runOne(job, payloads.get(job.name)!);
        pending.delete(job.id);
        ran++;
      }
    } finally {
      clearInterval(renewal);
      await renewing;
    }
    await release([...pending]);
    return ran;
  };

  const drain = async () => {
    if (stopping) return 0;
    await queuePeriodic();
    let count = 0;
    while (!stopping) {
      const batch = await claim();
      if (!batch.jobs.length) break;
      count += await runBatch(batch);
    }
    return count;
  };

  const runDue = () => {
    // one drain at a time per instance: a timer tick during a long drain waits for it
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    woken = false;
    runDue()
      .catch((error) => options.onError?.(error, { id: '', name: 'poll', attempt: 0 }))
      .finally(() => {
        if (timer) timer = setTimeout(tick, woken ? 0 : pollMs);
      });
  };

  return {
    define: (name, handler) => {
      handlers.set(name, handler);
    },
    every: (name, intervalMs) => {
      periodic.set(name, intervalMs);
    },
    enqueue,
    runDue,
    start: (everyMs) => {
      if (timer) return;
      stopping = false;
      pollMs = everyMs;
      timer = setTimeout(tick, 0);
    },
    wake: () => {
      if (!timer) return;
      // a run under way may have claimed before the waking commit: one more follows it
      if (running) woken = true;
      else {
        clearTimeout(timer);
        timer = setTimeout(tick, 0);
      }
    },
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
};

/** PGlite has one process: leases left by a process that died can be released at start. */
export const releaseAllLeases = async (db: Database) => {
  await db.update(jobs).set({ lockedBy: null, lockedUntil: null }).where(eq(jobs.status, 'queued'));
};
