// The one way the site sends an email: a use case queues its event in its own transaction, with its
// other writes (the jobs table is the outbox: the emails go out once it commits, never if it rolls back,
// and a crash after the commit loses none), and the job runner sends them (./email-job): it reads what the
// emails say, has the mail composer render them and hands them to the mailer, off the request.
import type { Database, Tx } from '../../db/client';
import { insertJob, jobRow } from '../../lib/jobs/runner';
import type { EmailEvent } from './events';

/** The job that sends an event's emails (named 'notify' since before every email took this way). */
export const EMAIL_JOB = 'notify';

export type QueueEmailOptions = {
  /** When it may go: the use case's now (the app's clock), or later. */
  at: Date;
  /** An event with this key is queued once, however often the use case runs (a retried declaration). */
  dedupeKey?: string;
};

/** Queues the event's emails in `tx` (the caller's transaction, or the database for a lone write). */
export const queueEmail = (tx: Database | Tx, event: EmailEvent, options: QueueEmailOptions) =>
  insertJob(tx, jobRow(EMAIL_JOB, event, { runAt: options.at, dedupeKey: options.dedupeKey }));
