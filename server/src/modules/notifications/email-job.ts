// The job that sends the emails of an event a use case queued (./queue). A failure before its emails
// went out (reading the booking, the outbox INSERT) is tried again with the runner's backoff; a mail the
// SMTP server refuses is kept and retried by 'deliver-email' (./email-delivery). Its mails are keyed by
// the job, so a try after a crash mid-batch or mid-event sends only the mails not sent yet.

import type { AppContext } from '../../lib/app-context';
import type { JobRunner } from '../../lib/jobs/runner';
import { resetCodeMail } from '../auth';
import { sendCalendarConflictMails, sendCalendarFeedAlertMails } from './calendar-conflict-mails';
import { type EmailEvent, isReservationEvent } from './events';
import { sendInquiryMails } from './inquiry-mails';
import { EMAIL_JOB } from './queue';
import { loadMailData, type MailData, sendMails, sendNotification } from './send';

/** A job's payload went through JSON: the one Date an event carries (a rejected payment's hold) comes back. */
const fromPayload = (payload: Record<string, unknown>): EmailEvent => {
  const event = payload as EmailEvent;
  if (event.type !== 'payment_rejected' || event.holdExpiresAt === null) return event;
  return { ...event, holdExpiresAt: new Date(event.holdExpiresAt) };
};

/** The emails of an event that tells of no reservation. */
const sendOther = async (
  ctx: AppContext,
  event: Exclude<EmailEvent, { reservationId: string }>,
  key: string,
) => {
  switch (event.type) {
    case 'inquiry_received':
      return sendInquiryMails(ctx, event, { key });
    case 'calendar_conflicts':
      return sendCalendarConflictMails(ctx, event.conflicts, { key });
    case 'calendar_feed_alert':
      return sendCalendarFeedAlertMails(ctx, event, { key });
    case 'reset_code': {
      // plain text, no template to render: written here, in the job
      const mail = await resetCodeMail(ctx, event.email, event.code);
      if (mail) await sendMails(ctx, [mail], { key });
      return;
    }
  }
};

/**
 * The booking events' jobs claimed together share one read of their reservations, texts and guests'
 * languages, made after the claim (so it sees everything their events told of) when the first of them
 * runs: six queries for them all.
 */
export const registerEmailJob = (jobs: JobRunner, ctx: AppContext) => {
  const batches = new WeakMap<object, Promise<MailData>>();
  jobs.define(EMAIL_JOB, async (run) => {
    const event = fromPayload(run.payload);
    const key = `${EMAIL_JOB}:${run.id}`;
    if (!isReservationEvent(event)) return sendOther(ctx, event, key);
    let data = batches.get(run.batch);
    if (!data) {
      const ids = run.batch.map(fromPayload).filter(isReservationEvent);
      data = loadMailData(
        ctx,
        ids.map((each) => each.reservationId),
      );
      batches.set(run.batch, data);
    }
    await sendNotification(ctx, event, { data: await data, key });
  });
};
