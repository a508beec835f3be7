// A queued job is one row of the jobs table: what it is, its payload, when it may run, and the key that
// queues it once. Written with the caller's other rows (in its transaction) or by the runner's enqueue().
import type { Database, Tx } from '../../db/client';
import { jobs } from '../../db/schema';

export type EnqueueOptions = {
  /** When it may run (default: now). */
  runAt?: Date;
  /** A job with this key is queued once, whoever asks and however often. */
  dedupeKey?: string;
  maxAttempts?: number;
};

/** The columns a queued job is given, in a fixed order (a statement inserting jobs names them). */
export const JOB_ROW_COLUMNS = ['name', 'payload', 'runAt', 'dedupeKey', 'maxAttempts'] as const;

/** A job's row as jobRow() makes it: every column a queued job is given. */
export type JobRow = Required<Pick<typeof jobs.$inferInsert, (typeof JOB_ROW_COLUMNS)[number]>>;

/**
 * The row that queues a job, for a statement that inserts it along with other rows (a booking queues its
 * emails in its own INSERT); enqueue() is the usual way.
 */
export const jobRow = (
  name: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions & { runAt: Date },
): JobRow => ({
  name,
  payload,
  runAt: options.runAt,
  dedupeKey: options.dedupeKey ?? null,
  maxAttempts: options.maxAttempts ?? 5,
});

/** Queues job rows (see jobRow) where no runner is at hand; a row whose dedupeKey is queued already is skipped. */
export const insertJob = async (db: Database | Tx, ...rows: (typeof jobs.$inferInsert)[]) => {
  if (rows.length) await db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.dedupeKey });
};
