// What an email says, from data alone: an order (the event and everything read for it) -> the emails,
// rendered to HTML and plain text. No database here: send.ts and the other senders read what an order
// needs, and a MailComposer (./mail-composer) runs this in a thread of its own, so rendering React
// templates never holds up a request.
import type {
  CalendarConflictDto,
  CalendarFeedAlertDto,
  InquiryDto,
  PaymentDto,
  ReceiptDto,
  ReservationDto,
} from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import type { Language } from '@domain/languages';
import type { Mail } from '../../lib/mailer';
import type { NotificationEvent } from './events';
import { ENGLISH, emailSpeaker } from './speaker';
import { arrivalReminderMail } from './templates/arrival-reminder';
import { cancelledMail } from './templates/booking-cancelled';
import { bookingConfirmedMail } from './templates/booking-confirmed';
import { bookingExpiredMail } from './templates/booking-expired';
import { bookingReceivedMail } from './templates/booking-received';
import {
  CONFLICT_MAILS_PER_SYNC,
  calendarConflictMail,
  calendarConflictsSummaryMail,
} from './templates/calendar-conflict';
import { calendarFeedAlertMail } from './templates/calendar-feed-alert';
import { checkedOutMail } from './templates/checked-out';
import { inquiryReceivedMail, newInquiryMail } from './templates/inquiry';
import type { Draft } from './templates/layout';
import { newBookingMail } from './templates/new-booking';
import { noShowMail } from './templates/no-show';
import { paymentRejectedMail } from './templates/payment-rejected';
import { paymentToVerifyMail } from './templates/payment-to-verify';
import { paymentVerifiedMail } from './templates/payment-verified';
import { refundRecordedMail } from './templates/refund-recorded';
import { renderEmail } from './templates/render';
import type { BookingMailProps } from './templates/stay';
import { stayExtendedMail } from './templates/stay-extended';
import { weatherCancelledMail, weatherDisruptedMail, weatherMovedMail } from './templates/weather';

/** The events whose emails go to the staff too (their addresses are read with the order). */
export const STAFF_ALERTED: ReadonlySet<NotificationEvent['type']> = new Set([
  'booking_received',
  'payment_recorded',
]);

/** Everything the emails of one booking event are written from (plain data: it crosses to the mail thread). */
export type BookingMailOrder = {
  kind: 'booking';
  event: NotificationEvent;
  reservation: ReservationDto;
  content: ContentMap;
  timeZone: string;
  /** The guest's language; the staff's alerts are in English. */
  language: Language;
  /** The staff's addresses when the event alerts them (STAFF_ALERTED), else none. */
  staff: string[];
  /** The itemised receipt, for 'checked_out'. */
  receipt: ReceiptDto | null;
  /** A day visit's opening hours (the entrance pass's); absent for a stay. */
  openingHours?: string;
};

export type MailOrder =
  | BookingMailOrder
  | {
      kind: 'inquiry';
      inquiry: InquiryDto;
      content: ContentMap;
      language: Language;
      staff: string[];
      /** Whether the sender's address still gets an acknowledgement (its per-recipient budget). */
      acknowledge: boolean;
    }
  | { kind: 'calendar_conflicts'; conflicts: CalendarConflictDto[]; content: ContentMap; staff: string[] }
  | {
      kind: 'calendar_feed_alert';
      alert: CalendarFeedAlertDto;
      url: string;
      content: ContentMap;
      timeZone: string;
      staff: string[];
    };

/** The emails of an order, and the subjects of any that failed to render (the others still go). */
export type ComposedMails = { mails: Mail[]; failures: { subject: string; error: unknown }[] };

/** The payment made with the booking (the guest's down payment, or money taken at the desk for a walk-in). */
const bookingPaymentOf = (reservation: ReservationDto) =>
  [...reservation.payments]
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate))
    .find((payment) => payment.kind !== 'refund') ?? null;

const paymentOf = (reservation: ReservationDto, paymentId: string): PaymentDto | null =>
  reservation.payments.find((payment) => payment.id === paymentId) ?? null;

const bookingDrafts = (order: BookingMailOrder): Draft[] => {
  const { event, reservation: r, staff } = order;
  const base: BookingMailProps = {
    reservation: r,
    content: order.content,
    timeZone: order.timeZone,
    lang: emailSpeaker(order.language),
    openingHours: order.openingHours,
  };
  // the staff's alerts stay in English whatever the guest reads
  const staffBase = { ...base, lang: ENGLISH };
  switch (event.type) {
    case 'booking_received': {
      const bookingPayment = bookingPaymentOf(r);
      return [
        bookingReceivedMail({ ...base, bookingPayment }),
        ...staff.map((to) => newBookingMail({ ...staffBase, bookingPayment, to })),
      ];
    }
    case 'payment_recorded': {
      const payment = paymentOf(r, event.paymentId);
      return payment ? staff.map((to) => paymentToVerifyMail({ ...staffBase, payment, to })) : [];
    }
    case 'payment_verified': {
      const payment = paymentOf(r, event.paymentId);
      return payment ? [paymentVerifiedMail({ ...base, payment })] : [];
    }
    case 'payment_rejected': {
      const payment = paymentOf(r, event.paymentId);
      return payment ? [paymentRejectedMail({ ...base, payment, holdExpiresAt: event.holdExpiresAt })] : [];
    }
    case 'refund_recorded': {
      const payment = paymentOf(r, event.paymentId);
      return payment ? [refundRecordedMail({ ...base, payment })] : [];
    }
    case 'booking_confirmed':
      return [bookingConfirmedMail(base)];
    case 'booking_expired':
      return [bookingExpiredMail(base)];
    case 'cancelled':
      return [cancelledMail({ ...base, by: event.by })];
    case 'stay_extended':
      return [stayExtendedMail({ ...base, previousCheckout: event.previousCheckout })];
    case 'checked_out':
      return order.receipt ? [checkedOutMail({ ...base, receipt: order.receipt })] : [];
    case 'arrival_reminder':
      return [arrivalReminderMail(base)];
    case 'no_show':
      return [noShowMail(base)];
    case 'weather_disrupted':
      return [weatherDisruptedMail({ ...base, disruption: event })];
    case 'weather_moved':
      return [weatherMovedMail({ ...base, previous: event.previous })];
    case 'weather_cancelled':
      return [weatherCancelledMail(base)];
    default:
      return event satisfies never;
  }
};

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
