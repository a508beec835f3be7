// The runner's statements on the jobs table: claiming due jobs under a lease, keeping the lease, marking
// a job done (only while the lease is ours), giving back what did not run, and queueing a retry.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { jobs } from '../../db/schema';

/** One runner instance's hold on the jobs it claims. */
export type Lease = { db: Database; now: () => Date; instanceId: string; leaseMs: number };

export type ClaimedJob = { id: string; name: string; payload: Record<string, unknown>; attempts: number };

/** What one claim took, and until when they are ours without renewal. */
export type Claim = { jobs: ClaimedJob[]; leaseEnds: Date };

/** Jobs taken per claim: one statement and one commit for many when they pile up (bookings' emails). */
const CLAIM_BATCH = 20;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** Backoff after a failed try: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_MAX_MS);

/**
 * Takes up to CLAIM_BATCH due jobs no one else holds (one statement, one commit for the lot); no jobs
 * when there is none. All share one lease, which the runner renews while it runs them.
 */
export const claimDue = async ({ db, now, instanceId, leaseMs }: Lease): Promise<Claim> => {
  const at = now();
  const leaseEnds = new Date(at.getTime() + leaseMs);
  const rows = await db.execute<ClaimedJob & { run_at: string | Date }>(sql`
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
  const claimed = [...rows.rows].sort((a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime());
  return { jobs: claimed, leaseEnds };
};

const ours = (lease: Lease, ids: string[]) =>
  and(inArray(jobs.id, ids), eq(jobs.lockedBy, lease.instanceId), eq(jobs.status, 'queued'));

/** Marks the job done if it is still ours; false when another instance took it over. */
export const markDone = async (lease: Lease, target: Database | Tx, id: string) => {
  const done = await target
    .update(jobs)
    .set({ status: 'done', finishedAt: lease.now(), lockedUntil: null })
    .where(ours(lease, [id]))
    .returning({ id: jobs.id });
  return done.length > 0;
};

/** Moves the lease of these jobs on; returns the ids still ours (the others are done or were taken over). */
export const renewLease = async (lease: Lease, ids: string[]) => {
  const leaseEnds = new Date(lease.now().getTime() + lease.leaseMs);
  const kept = await lease.db
    .update(jobs)
    .set({ lockedUntil: leaseEnds })
    .where(ours(lease, ids))
    .returning({ id: jobs.id });
  return { leaseEnds, kept: new Set(kept.map((row) => row.id)) };
};

/** Gives back claimed jobs that did not run (their try is not counted), unless another took them. */
export const releaseJobs = async (lease: Lease, ids: string[]) => {
  if (!ids.length) return;
  await lease.db
    .update(jobs)
    .set({ lockedBy: null, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
    .where(ours(lease, ids));
};

/** After a failed try: queued again after the backoff, or failed once its tries are used up. */
export const scheduleRetry = async (lease: Lease, job: ClaimedJob, error: unknown) => {
  const { db, now } = lease;
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
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, lease.instanceId)));
};

/** PGlite has one process: leases left by a process that died can be released at start. */
export const releaseAllLeases = async (db: Database) => {
  await db.update(jobs).set({ lockedBy: null, lockedUntil: null }).where(eq(jobs.status, 'queued'));
};
