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
import type { Database } from '../../db/client';
import { insertJob, jobRow } from './job-rows';
import {
  type Claim,
  type ClaimedJob,
  claimDue,
  type Lease,
  markDone,
  releaseJobs,
  renewLease,
  scheduleRetry,
} from './leases';
import type { JobHandler, JobRun, JobRunner } from './types';

export { type EnqueueOptions, insertJob, JOB_ROW_COLUMNS, type JobRow, jobRow } from './job-rows';
export { releaseAllLeases, retryDelayMs } from './leases';
export type { JobHandler, JobRun, JobRunner } from './types';

type OnError = (error: unknown, job: { id: string; name: string; attempt: number }) => void;

/** Thrown inside exactlyOnce when another instance took the job over (our lease ran out): roll back. */
class LeaseLost extends Error {}

/** How long a claim holds without renewal: the longest a dead instance's jobs wait for another. */
export const LEASE_MS = 30_000;
/** A third of the lease: two renewals may fail (a slow statement) before the lease runs out. */
const RENEW_EVERY_MS = 10_000;

/** What running a claimed batch needs besides the batch: the lease, the handlers, and when to stop. */
type BatchContext = {
  lease: Lease;
  handlers: ReadonlyMap<string, JobHandler>;
  renewEveryMs: number;
  isStopping: () => boolean;
  onError?: OnError;
};

/** Runs one claimed job and marks it done, or queues its retry. */
const runOne = async (context: BatchContext, job: ClaimedJob, batch: JobRun['batch']): Promise<void> => {
  const { lease } = context;
  let finished = false;
  const run: JobRun = {
    id: job.id,
    payload: job.payload ?? {},
    attempt: job.attempts,
    batch,
    exactlyOnce: (work) =>
      lease.db.transaction(async (tx) => {
        const result = await work(tx);
        if (!(await markDone(lease, tx, job.id))) throw new LeaseLost(`job ${job.id} was taken over`);
        finished = true;
        return result;
      }),
  };
  try {
    const handler = context.handlers.get(job.name);
    if (!handler) throw new Error(`no handler for job '${job.name}'`);
    await handler(run);
    // at least once: done at once, so a crash later in the batch does not run it again
    if (!finished) await markDone(lease, lease.db, job.id);
  } catch (error) {
    if (error instanceof LeaseLost) return;
    context.onError?.(error, { id: job.id, name: job.name, attempt: job.attempts });
    await scheduleRetry(lease, job, error);
  }
};

/**
 * Renews the lease of the `pending` jobs every renewEveryMs until stopped; drops from `pending` the jobs
 * another instance took over. leaseEnds() is when the lease last renewed runs out.
 */
const keepLeased = (context: BatchContext, claim: Claim, pending: Set<string>) => {
  let leaseEnds = claim.leaseEnds;
  let renewing: Promise<void> | null = null;
  const renewal = setInterval(() => {
    const ids = [...pending];
    // one renewal at a time: a slow one is not piled on
    if (renewing || !ids.length) return;
    renewing = renewLease(context.lease, ids)
      .then(({ leaseEnds: ends, kept }) => {
        leaseEnds = ends;
        // taken over by another instance (our lease had run out): not ours to run or give back
        for (const id of ids) if (!kept.has(id)) pending.delete(id);
      })
      // the database out of reach: the lease runs out, and the batch stops in time
      .catch((error) => context.onError?.(error, { id: '', name: 'lease', attempt: 0 }))
      .finally(() => {
        renewing = null;
      });
  }, context.renewEveryMs);
  return {
    leaseEnds: () => leaseEnds,
    stop: async () => {
      clearInterval(renewal);
      await renewing;
    },
  };
};

/** The payloads of a claim's jobs, by job name (what JobRun.batch shows each handler). */
const payloadsByName = (claim: Claim) => {
  const payloads = new Map<string, Record<string, unknown>[]>();
  for (const job of claim.jobs) {
    const list = payloads.get(job.name) ?? [];
    list.push(job.payload ?? {});
    payloads.set(job.name, list);
  }
  return payloads;
};

/** Runs one claimed batch, renewing its lease meanwhile; returns how many of its jobs ran. */
const runBatch = async (context: BatchContext, claim: Claim) => {
  const payloads = payloadsByName(claim);
  // claimed and not finished: what the renewals keep ours and what is given back at the end
  const pending = new Set(claim.jobs.map((job) => job.id));
  const lease = keepLeased(context, claim, pending);
  let ran = 0;
  try {
    for (const job of claim.jobs) {
      if (context.isStopping()) break;
      // our lease is over (renewals failed): another instance may take the rest; this try not counted
      if (context.lease.now().getTime() >= lease.leaseEnds().getTime()) break;
      if (!pending.has(job.id)) continue;
      await runOne(context, job, payloads.get(job.name)!);
      pending.delete(job.id);
      ran++;
    }
  } finally {
    await lease.stop();
  }
  await releaseJobs(context.lease, [...pending]);
  return ran;
};

/** Queues one job per periodic name and interval slot (the dedupeKey makes it one across instances). */
const queuePeriodic = async ({ db, now }: Lease, periodic: ReadonlyMap<string, number>) => {
  const at = now().getTime();
  for (const [name, intervalMs] of periodic) {
    const slot = Math.floor(at / intervalMs);
    const runAt = new Date(slot * intervalMs);
    await insertJob(db, jobRow(name, {}, { runAt, dedupeKey: `${name}@${slot}` }));
  }
};

/** Queues the periodic jobs due, then claims and runs batches until none is due or the runner stops. */
const drain = async (context: BatchContext, periodic: ReadonlyMap<string, number>) => {
  if (context.isStopping()) return 0;
  await queuePeriodic(context.lease, periodic);
  let count = 0;
  while (!context.isStopping()) {
    const claim = await claimDue(context.lease);
    if (!claim.jobs.length) break;
    count += await runBatch(context, claim);
  }
  return count;
};

export const createJobRunner = (options: {
  db: Database;
  now: () => Date;
  /** How long a claimed job stays ours without renewal before another instance may run it again. */
  leaseMs?: number;
  /** How often a running batch's lease is renewed (by default a third of the lease). */
  renewEveryMs?: number;
  onError?: OnError;
}): JobRunner => {
  const { db, now } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const handlers = new Map<string, JobHandler>();
  const periodic = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let pollMs = 0;
  let woken = false;
  let running: Promise<number> | null = null;
  let stopping = false;
  const context: BatchContext = {
    lease: { db, now, instanceId: randomUUID(), leaseMs },
    handlers,
    renewEveryMs: options.renewEveryMs ?? (options.leaseMs ? Math.floor(leaseMs / 3) : RENEW_EVERY_MS),
    isStopping: () => stopping,
    onError: options.onError,
  };

  const runDue = () => {
    // one drain at a time per instance: a timer tick during a long drain waits for it
    running ??= drain(context, periodic).finally(() => {
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
    enqueue: (target, name, payload = {}, enqueueOptions = {}) =>
      insertJob(target, jobRow(name, payload, { runAt: now(), ...enqueueOptions })),
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
