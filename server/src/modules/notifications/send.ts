// Turns an event into the emails it causes: loads the reservation, picks the template, sends.
import type { ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import { downPaymentOf } from '@domain/pricing';
import { findContentMap } from '../content';
import { getReservationDto } from '../reservations';
import {
  BOOKING_EMAIL_CONTENT_KEYS,
  bookingReceivedMail,
  CONFIRMATION_EMAIL_CONTENT_KEYS,
  reservationConfirmedMail,
} from './booking-texts';
import type { NotificationEvent } from './events';
import type { NotifyContext } from './index';

/** The payment made with the booking (the guest's down payment, or money taken at the desk for a walk-in). */
const bookingPaymentOf = (reservation: ReservationDto) =>
  reservation.payments.find((payment) => payment.kind !== 'refund' && payment.status !== 'rejected');

export const sendNotification = async (ctx: NotifyContext, event: NotificationEvent) => {
  const { db, mailer } = ctx.deps;
  const reservation = await getReservationDto(ctx.deps, event.reservationId);
  if (!reservation) return;
  switch (event.type) {
    case 'booking_received': {
      const content = await findContentMap(db, BOOKING_EMAIL_CONTENT_KEYS);
      const downPayment = bookingPaymentOf(reservation);
      await mailer.send(
        db,
        bookingReceivedMail({
          reservation,
          content,
          downPaymentCentavos: downPayment
            ? toCentavos(downPayment.amount)
            : downPaymentOf(toCentavos(reservation.totalAmount)),
          downPaymentStatus: downPayment ? (downPayment.status as 'pending' | 'success') : null,
        }),
      );
      return;
    }
    case 'booking_confirmed': {
      const content = await findContentMap(db, CONFIRMATION_EMAIL_CONTENT_KEYS);
      await mailer.send(db, reservationConfirmedMail(reservation, content));
      return;
    }
    default:
      return;
  }
};
