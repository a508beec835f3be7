// What the metrics read of the jobs table: how many jobs wait (due and not done) and how many were given
// up after their last attempt, by job name. The jobs_due_idx index (status, run_at) answers both.
import { and, count, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobCount = { name: string; count: number };

/** Queued jobs whose time has come: the backlog the runners have still to take. */
export const countDueJobs = (db: Database, at: Date): Promise<JobCount[]> =>
  db
    .select({ name: jobs.name, count: count() })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, at)))
    .groupBy(jobs.name);

/** Jobs that used every attempt and were given up. */
export const countFailedJobs = (db: Database): Promise<JobCount[]> =>
  db
    .select({ name: jobs.name, count: count() })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .groupBy(jobs.name);
