// The notifications module's public API. Use cases call notify() after their transaction commits: it
// emails the guest and/or the staff about the event (HTML and plain text from ./templates). A failure
// is logged, never thrown: the booking or payment already happened, and the outbox keeps every mail
// (a mail the SMTP server refuses is retried by the 'deliver-email' job, see ./email-delivery).
import type { CalendarConflictDto, CalendarFeedAlertDto, InquiryDto } from '@domain/api-types';
import type { Language } from '@domain/languages';
import { sendCalendarConflictMails, sendCalendarFeedAlertMails } from './calendar-conflict-mails';
import type { NotifyContext } from './context';
import type { NotificationEvent } from './events';
import { sendInquiryMails } from './inquiry-mails';
import { sendNotification } from './send';

export { NOTIFY_JOB, notificationJob, notifyAfterAnswer, registerNotifyJob } from './after-commit';
export type { NotifyContext } from './context';
export { DELIVER_EMAIL_JOB, registerEmailDelivery } from './email-delivery';
export type { NotificationEvent, NotificationType } from './events';
export { inlineMailComposer, type MailComposer, threadMailComposer } from './mail-composer';

export const notify = async (ctx: NotifyContext, event: NotificationEvent): Promise<void> => {
  try {
    await sendNotification(ctx, event);
  } catch (error) {
    ctx.log?.error({ err: error, event: event.type }, 'notification failed');
  }
};

/** POST /api/inquiries: the acknowledgement to whoever wrote, and the staff's "New inquiry". Never throws. */
export const notifyInquiry = async (
  ctx: NotifyContext,
  inquiry: InquiryDto,
  language: Language,
): Promise<void> => {
  try {
    await sendInquiryMails(ctx, inquiry, language);
  } catch (error) {
    ctx.log?.error({ err: error }, 'inquiry emails failed');
  }
};

/** The calendar sync found conflicts: the staff's "Calendar conflict" alert for each. Never throws. */
export const notifyCalendarConflicts = async (
  ctx: NotifyContext,
  conflicts: readonly CalendarConflictDto[],
): Promise<void> => {
  try {
    await sendCalendarConflictMails(ctx, conflicts);
  } catch (error) {
    ctx.log?.error({ err: error }, 'calendar conflict emails failed');
  }
};

/** A room's imported calendar fails or went stale: the staff's alert, once per run. Never throws. */
export const notifyCalendarFeedAlert = async (
  ctx: NotifyContext,
  feed: { alert: CalendarFeedAlertDto; url: string },
): Promise<void> => {
  try {
    await sendCalendarFeedAlertMails(ctx, feed);
  } catch (error) {
    ctx.log?.error({ err: error }, 'calendar feed alert email failed');
  }
};
