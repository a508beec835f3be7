// Emails sent after the answer: a use case queues the event as a job in its own transaction (the jobs
// table is the outbox: committed with the booking, never lost to a crash between the commit and the
// mail), and the job runner renders and sends it within JOB_POLL_MS. Gathering the email's data (six
// statements) and rendering its React templates then no longer hold up the guest's request.
import type { Tx } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/runner';
import type { NotifyContext } from './context';
import type { NotificationEvent } from './events';
import { sendNotification } from './send';

export const NOTIFY_JOB = 'notify';

/** A job's payload is JSON: an event carrying a Date (payment_rejected) goes through notify() instead. */
export type QueueableEvent = Exclude<NotificationEvent, { holdExpiresAt: Date | null }>;

/** Queues the event's emails in `tx`: they are sent once it commits, and never when it rolls back. */
export const notifyAfterCommit = (jobs: Pick<JobRunner, 'enqueue'>, tx: Tx, event: QueueableEvent) =>
  jobs.enqueue(tx, NOTIFY_JOB, event);

/** The job that sends them; a failure before any email went out (e.g. reading the booking) is retried. */
export const registerNotifyJob = (jobs: JobRunner, ctx: NotifyContext) => {
  jobs.define(NOTIFY_JOB, (run) => sendNotification(ctx, run.payload as QueueableEvent));
};
