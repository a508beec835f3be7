// What an email says, from data alone: an order (the event and everything read for it) -> the emails,
// rendered to HTML and plain text. No database here: send.ts and the other senders read what an order
// needs, and a MailComposer (./mail-composer) runs this in a thread of its own, so rendering React
// templates never holds up a request.
import { bookingDrafts } from './booking-drafts';
import type { ComposedMails, MailOrder } from './mail-order';
import { emailSpeaker } from './speaker';
import {
  CONFLICT_MAILS_PER_SYNC,
  calendarConflictMail,
  calendarConflictsSummaryMail,
} from './templates/calendar-conflict';
import { calendarFeedAlertMail } from './templates/calendar-feed-alert';
import { inquiryReceivedMail, newInquiryMail } from './templates/inquiry';
import type { Draft } from './templates/layout';
import { renderEmail } from './templates/render';

const draftsOf = (order: MailOrder): Draft[] => {
  switch (order.kind) {
    case 'booking':
      return bookingDrafts(order);
    case 'inquiry': {
      const { inquiry, content } = order;
      return [
        ...(order.acknowledge
          ? [inquiryReceivedMail({ to: inquiry.email, content, lang: emailSpeaker(order.language) })]
          : []),
        ...order.staff.map((to) => newInquiryMail({ inquiry, content, to })),
      ];
    }
    case 'calendar_conflicts': {
      const { content } = order;
      const each = order.conflicts.slice(0, CONFLICT_MAILS_PER_SYNC);
      const rest = order.conflicts.slice(CONFLICT_MAILS_PER_SYNC);
      return [
        ...each.flatMap((conflict) =>
          order.staff.map((to) => calendarConflictMail({ conflict, content, to })),
        ),
        ...(rest.length
          ? order.staff.map((to) => calendarConflictsSummaryMail({ conflicts: rest, content, to }))
          : []),
      ];
    }
    case 'calendar_feed_alert': {
      const { alert, url, content, timeZone } = order;
      return order.staff.map((to) => calendarFeedAlertMail({ alert, url, content, timeZone, to }));
    }
    default:
      return order satisfies never;
  }
};

/** Renders each of the order's emails to HTML and plain text; one that fails does not stop the others. */
export const composeMails = async (order: MailOrder): Promise<ComposedMails> => {
  const composed: ComposedMails = { mails: [], failures: [] };
  for (const draft of draftsOf(order)) {
    try {
      const { html, text } = await renderEmail(draft.element);
      composed.mails.push({ to: draft.to, subject: draft.subject, text, html });
    } catch (error) {
      composed.failures.push({ subject: draft.subject, error });
    }
  }
  return composed;
};
