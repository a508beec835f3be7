// Emails sent after the answer: a use case queues the event as a job with its own writes (the jobs
// table is the outbox: committed with the booking, never lost to a crash between the commit and the
// mail), and the job runner renders and sends it within JOB_POLL_MS. Gathering the email's data (six
// statements) and rendering its React templates then no longer hold up the guest's request.
import { type JobRunner, jobRow } from '../../lib/jobs/runner';
import type { NotifyContext } from './context';
import type { NotificationEvent } from './events';
import { sendNotification } from './send';

export const NOTIFY_JOB = 'notify';

/** A job's payload is JSON: an event carrying a Date (payment_rejected) goes through notify() instead. */
export type QueueableEvent = Exclude<NotificationEvent, { holdExpiresAt: Date | null }>;

/** The jobs row to insert with the use case's writes: the emails go out once they commit, never if they roll back. */
export const notificationJob = (event: QueueableEvent, now: Date) =>
  jobRow(NOTIFY_JOB, event, { runAt: now });

/** The job that sends them; a failure before any email went out (e.g. reading the booking) is retried. */
export const registerNotifyJob = (jobs: JobRunner, ctx: NotifyContext) => {
  jobs.define(NOTIFY_JOB, (run) => sendNotification(ctx, run.payload as QueueableEvent));
};
