// An event -> the emails it causes: loads the reservation (and the payment or receipt the email tells
// about), picks the templates for the guest and the staff, renders each to HTML and text, and sends.
import type { PaymentDto, ReservationDto } from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import type { Language } from '@domain/languages';
import { type Mail, MailsKeptError } from '../../lib/mailer';
import { emailLanguagesOf } from '../auth';
import { findContentMap } from '../content';
import { buildReceipt, getReservationDtos } from '../reservations';
import type { NotifyContext } from './context';
import type { NotificationEvent } from './events';
import { staffRecipients } from './recipients';
import { ENGLISH, emailSpeaker } from './speaker';
import { arrivalReminderMail } from './templates/arrival-reminder';
import { cancelledMail } from './templates/booking-cancelled';
import { bookingConfirmedMail } from './templates/booking-confirmed';
import { bookingExpiredMail } from './templates/booking-expired';
import { bookingReceivedMail } from './templates/booking-received';
import { checkedOutMail } from './templates/checked-out';
import type { Draft } from './templates/layout';
import { newBookingMail } from './templates/new-booking';
import { noShowMail } from './templates/no-show';
import { paymentRejectedMail } from './templates/payment-rejected';
import { paymentToVerifyMail } from './templates/payment-to-verify';
import { paymentVerifiedMail } from './templates/payment-verified';
import { refundRecordedMail } from './templates/refund-recorded';
import { renderEmail } from './templates/render';
import { type BookingMailProps, MAIL_CONTENT_KEYS } from './templates/stay';
import { stayExtendedMail } from './templates/stay-extended';
import { weatherCancelledMail, weatherDisruptedMail, weatherMovedMail } from './templates/weather';

/** The payment made with the booking (the guest's down payment, or money taken at the desk for a walk-in). */
const bookingPaymentOf = (reservation: ReservationDto) =>
  [...reservation.payments]
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate))
    .find((payment) => payment.kind !== 'refund') ?? null;

const paymentOf = (reservation: ReservationDto, paymentId: string): PaymentDto | null =>
  reservation.payments.find((payment) => payment.id === paymentId) ?? null;

const draftsFor = async (
  ctx: NotifyContext,
  event: NotificationEvent,
  base: BookingMailProps,
): Promise<Draft[]> => {
  const r = base.reservation;
  // the staff's alerts stay in English whatever the guest reads
  const staffBase = { ...base, lang: ENGLISH };
  switch (event.type) {
    case 'booking_received': {
      const bookingPayment = bookingPaymentOf(r);
      const staff = await staffRecipients(ctx);
      return [
        bookingReceivedMail({ ...base, bookingPayment }),
        ...staff.map((to) => newBookingMail({ ...staffBase, bookingPayment, to })),
      ];
    }
    case 'payment_recorded': {
      const payment = paymentOf(r, event.paymentId);
      if (!payment) return [];
      const staff = await staffRecipients(ctx);
      return staff.map((to) => paymentToVerifyMail({ ...staffBase, payment, to }));
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
      return [checkedOutMail({ ...base, receipt: await buildReceipt(ctx.deps.db, r) })];
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

/**
 * Renders each draft to HTML and plain text and hands them to the mailer together (one outbox INSERT,
 * then SMTP or stdout). A draft that fails to render is logged and does not stop the others. When the
 * mails could not be kept, nothing went out: that error is thrown, so the notify job runs again (the
 * public notify functions log it).
 */
export const sendDrafts = async (ctx: NotifyContext, drafts: readonly Draft[]) => {
  const mails: Mail[] = [];
  for (const draft of drafts) {
    try {
      const { html, text } = await renderEmail(draft.element);
      mails.push({ to: draft.to, subject: draft.subject, text, html });
    } catch (error) {
      ctx.log?.error({ err: error, subject: draft.subject }, 'email failed');
    }
  }
  try {
    await ctx.deps.mailer.sendAll(ctx.deps.db, mails);
  } catch (error) {
    // kept in the outbox already: running again would send them twice
    if (!(error instanceof MailsKeptError)) throw error;
    ctx.log?.error({ err: error, subjects: mails.map((mail) => mail.subject) }, 'email failed');
  }
};

/** What the emails of some events read: their reservations (by id), the mail texts and the guests' languages. */
export type MailData = {
  reservations: Map<string, ReservationDto>;
  content: ContentMap;
  /** The language a guest's emails are written in, as their account says when the mail data is read. */
  languageOf: (email: string) => Language;
};

/** Reads the mail data of these reservations at once: four queries, the texts and the guests' languages, however many. */
export const loadMailData = async (
  ctx: NotifyContext,
  reservationIds: readonly string[],
): Promise<MailData> => {
  const [reservations, content] = await Promise.all([
    getReservationDtos(ctx.deps, reservationIds),
    findContentMap(ctx.deps.db, MAIL_CONTENT_KEYS),
  ]);
  const languageOf = await emailLanguagesOf(
    ctx.deps.db,
    reservations.map((r) => r.user.email),
  );
  return { reservations: new Map(reservations.map((r) => [r.id, r])), content, languageOf };
};

/** `data`: read beforehand for several events (the notify jobs of one batch); else read now. */
export const sendNotification = async (ctx: NotifyContext, event: NotificationEvent, data?: MailData) => {
  const { reservations, content, languageOf } = data ?? (await loadMailData(ctx, [event.reservationId]));
  const reservation = reservations.get(event.reservationId);
  if (!reservation) {
    ctx.log?.error({ event }, 'notification for a reservation that does not exist');
    return;
  }
  // read with the batch's data when its first job runs: the guest's language as it is when the email goes out
  const language = languageOf(reservation.user.email);
  const base = { reservation, content, timeZone: ctx.deps.config.resortTz, lang: emailSpeaker(language) };
  await sendDrafts(ctx, await draftsFor(ctx, event, base));
};
