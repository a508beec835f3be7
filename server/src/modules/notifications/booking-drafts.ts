// The emails of a booking event: a single booking's, or a group's (one email for the group, listing every
// room, docs/adr/0065). Drafts only: compose.ts renders them.
import type { BookingGroupDto, PaymentDto, ReservationDto } from '@domain/api-types';
import { toCentavos, toDecimalString } from '@domain/money';
import type { BookingMailOrder } from './mail-order';
import { ENGLISH, emailSpeaker } from './speaker';
import { arrivalReminderMail } from './templates/arrival-reminder';
import { cancelledMail } from './templates/booking-cancelled';
import { bookingConfirmedMail } from './templates/booking-confirmed';
import { bookingExpiredMail } from './templates/booking-expired';
import { bookingReceivedMail } from './templates/booking-received';
import { checkedOutMail } from './templates/checked-out';
import {
  groupCancelledMail,
  groupConfirmedMail,
  groupPaymentVerifiedMail,
  groupReceivedMail,
  newGroupMail,
} from './templates/group';
import type { Draft } from './templates/layout';
import { newBookingMail } from './templates/new-booking';
import { noShowMail } from './templates/no-show';
import { paymentRejectedMail } from './templates/payment-rejected';
import { paymentToVerifyMail } from './templates/payment-to-verify';
import { paymentVerifiedMail } from './templates/payment-verified';
import { refundRecordedMail } from './templates/refund-recorded';
import type { BookingMailProps } from './templates/stay';
import { stayExtendedMail } from './templates/stay-extended';
import { weatherCancelledMail, weatherDisruptedMail, weatherMovedMail } from './templates/weather';

/** The payment made with the booking (the guest's down payment, or money taken at the desk for a walk-in). */
const bookingPaymentOf = (reservation: ReservationDto) =>
  [...reservation.payments]
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate))
    .find((payment) => payment.kind !== 'refund') ?? null;

const paymentOf = (reservation: ReservationDto, paymentId: string): PaymentDto | null =>
  reservation.payments.find((payment) => payment.id === paymentId) ?? null;

/**
 * The parts of a group payment: one per room, made together (same transaction, moment and state, the
 * one group_payment_id they were written with), so what the guest paid is their sum.
 */
const groupPaymentParts = (group: BookingGroupDto, payment: PaymentDto) =>
  group.rooms
    .flatMap((room) => room.payments)
    .filter(
      (each) =>
        each.transactionId === payment.transactionId &&
        each.paymentDate === payment.paymentDate &&
        each.kind === payment.kind &&
        each.status === payment.status,
    )
    .reduce((sum, each) => sum + toCentavos(each.amount), 0);

/**
 * A group's emails: ONE for the group, listing every room (docs/adr/0065), where a single booking gets
 * one. null: the event is not a group's (a room cancelled alone, a stay's later moves), and the room's
 * own email goes as for any booking.
 */
const groupDrafts = (order: BookingMailOrder, group: BookingGroupDto): Draft[] | null => {
  const { event, staff } = order;
  const base = {
    reservation: order.reservation,
    content: order.content,
    timeZone: order.timeZone,
    lang: emailSpeaker(order.language),
    group,
  };
  switch (event.type) {
    case 'booking_received': {
      const bookingPayment = bookingPaymentOf(order.reservation);
      const props = {
        ...base,
        bookingPayment,
        bookingPaymentCentavos: bookingPayment ? groupPaymentParts(group, bookingPayment) : 0,
      };
      return [groupReceivedMail(props), ...staff.map((to) => newGroupMail({ ...props, lang: ENGLISH, to }))];
    }
    case 'booking_confirmed':
      // the desk confirms room by room: the room confirmed last queues this (change-status.ts)
      return [groupConfirmedMail(base)];
    case 'payment_recorded': {
      const payment = paymentOf(order.reservation, event.paymentId);
      if (!payment) return [];
      const toVerify = {
        referenceCode: group.referenceCode,
        rooms: group.rooms.length,
        amountCentavos: groupPaymentParts(group, payment),
        totalAmount: group.totalAmount,
        paidAmount: group.paidAmount,
      };
      const staffBase = {
        ...base,
        lang: ENGLISH,
        openingHours: order.openingHours,
        payment,
        group: toVerify,
      };
      return staff.map((to) => paymentToVerifyMail({ ...staffBase, to }));
    }
    case 'payment_verified': {
      const payment = paymentOf(order.reservation, event.paymentId);
      return payment
        ? [groupPaymentVerifiedMail({ ...base, payment, amountCentavos: groupPaymentParts(group, payment) })]
        : [];
    }
    case 'cancelled':
      return event.wholeGroup ? [groupCancelledMail({ ...base, by: event.by })] : null;
    default:
      return null;
  }
};

/**
 * A room cancelled alone from a group: the group goes on with its other rooms, and what was paid on this
 * room stays with them unless the group was paid more than its new total, so the refund due is the
 * group's (never more than this room's own).
 */
const groupGoingOn = (order: BookingMailOrder) => {
  const { group, reservation: r } = order;
  if (!group) return {};
  const refundDue = Math.min(toCentavos(r.refundDue), toCentavos(group.refundDue));
  return {
    reservation: { ...r, refundDue: toDecimalString(refundDue) },
    groupLeft: {
      referenceCode: group.referenceCode,
      totalAmount: group.totalAmount,
      amountDue: group.amountDue,
    },
  };
};

export const bookingDrafts = (order: BookingMailOrder): Draft[] => {
  const group = order.group ? groupDrafts(order, order.group) : null;
  if (group) return group;
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
      return [cancelledMail({ ...base, by: event.by, ...groupGoingOn(order) })];
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
