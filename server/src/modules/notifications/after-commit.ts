// Emails sent after the answer: a use case queues the event as a job (the jobs table is the outbox),
// and the job runner renders and sends it within JOB_POLL_MS. Gathering the email's data (six
// statements, most of them shared by the jobs claimed together) and rendering its React templates then
// no longer hold up the guest's or the staff's request.
// A booking inserts the job with its own rows (committed together, never lost to a crash between the
// commit and the mail); the other use cases queue it once their transaction committed (notifyAfterAnswer).
import { insertJob, type JobRunner, jobRow } from '../../lib/jobs/runner';
import type { NotifyContext } from './context';
import type { NotificationEvent } from './events';
import { loadMailData, type MailData, sendNotification } from './send';

export const NOTIFY_JOB = 'notify';

/** The jobs row to insert with the use case's writes: the emails go out once they commit, never if they roll back. */
export const notificationJob = (event: NotificationEvent, now: Date) =>
  jobRow(NOTIFY_JOB, event, { runAt: now });

/**
 * After the use case committed: queue its emails for the job runner (one short INSERT) instead of
 * rendering and sending them in the request. Never throws, like notify(): the change already happened.
 */
export const notifyAfterAnswer = async (ctx: NotifyContext, event: NotificationEvent): Promise<void> => {
  try {
    await insertJob(ctx.deps.db, notificationJob(event, ctx.deps.now()));
  } catch (error) {
    ctx.log?.error({ err: error, event: event.type }, 'notification could not be queued');
  }
};

/** A job's payload went through JSON: the one Date an event carries (a rejected payment's hold) comes back. */
const fromPayload = (payload: Record<string, unknown>): NotificationEvent => {
  const event = payload as NotificationEvent;
  if (event.type !== 'payment_rejected' || event.holdExpiresAt === null) return event;
  return { ...event, holdExpiresAt: new Date(event.holdExpiresAt) };
};

/**
 * The job that sends them; a failure before any email went out (e.g. reading the booking) is retried.
 * The notify jobs claimed together share one read of their reservations, texts and guests' languages,
 * made after the claim (so it sees everything their events told of) when the first of them runs: six
 * queries for them all.
 */
export const registerNotifyJob = (jobs: JobRunner, ctx: NotifyContext) => {
  const batches = new WeakMap<object, Promise<MailData>>();
  jobs.define(NOTIFY_JOB, async (run) => {
    let data = batches.get(run.batch);
    if (!data) {
      data = loadMailData(
        ctx,
        run.batch.map((payload) => fromPayload(payload).reservationId),
      );
      batches.set(run.batch, data);
    }
    // keyed by the job: a try after a crash mid-batch or mid-event sends only the mails not sent yet
    await sendNotification(ctx, fromPayload(run.payload), {
      data: await data,
      key: `${NOTIFY_JOB}:${run.id}`,
    });
  });
};
