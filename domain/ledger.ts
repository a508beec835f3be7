// The money and hold rules that keep a reservation's books straight: the server enforces them and the screens use the same functions to explain them.
import { formatCentavos, toCentavos } from './money';
import { DOWN_PAYMENT_PERCENT } from './pricing';
import { CALLED_OFF_STATUSES, NOTHING_OWED_STATUSES, type ReservationStatus } from './reservation-status';

/** Hours a guest has to record a new payment after a rejection (or a booking made without one). */
export const DEFAULT_HOLD_HOURS = 24;

/** Pending bookings still unverified this close to check-in need the desk's attention. */
export const ATTENTION_HOURS_BEFORE_CHECKIN = 48;

/** The arrival reminder goes out this many days before check-in. */
export const REMINDER_DAYS_BEFORE_CHECKIN = 3;

/** A customer may have at most this many bookings waiting for payment verification at once. */
export const MAX_PENDING_BOOKINGS = 3;
export const TOO_MANY_PENDING_MESSAGE = `You already have ${MAX_PENDING_BOOKINGS} bookings waiting for payment verification. Please wait until our front desk verifies one (or cancel one) before booking again.`;

const pesos = (centavos: number) => formatCentavos(centavos, { cents: true });

/** The refusal when a payment would take what was paid above the booking's total. */
export const exceedsBalanceMessage = (balanceCentavos: number) =>
  `This payment would exceed the balance of ${pesos(Math.max(0, balanceCentavos))}`;

/** True when `amountCentavos` more would take the paid total above the total. */
export const wouldExceedBalance = (options: {
  totalCentavos: number;
  paidCentavos: number;
  amountCentavos: number;
}) => options.paidCentavos + options.amountCentavos > options.totalCentavos;

/**
 * Money the resort holds and owes back: everything still paid on a stay that was called off (cancelled
 * or expired), and any overpayment otherwise. A no-show's payment stays with the resort.
 */
export const refundDueCentavos = (options: {
  status: ReservationStatus;
  totalCentavos: number;
  paidCentavos: number;
}) => {
  const { status, totalCentavos, paidCentavos } = options;
  if (CALLED_OFF_STATUSES.includes(status)) return Math.max(0, paidCentavos);
  return Math.max(0, paidCentavos - totalCentavos);
};

/**
 * What a guest still owes: the balance above zero of a booking that can still be paid. A cancelled,
 * expired or no-show booking owes nothing, whatever its total.
 */
export const amountDueCentavos = (options: {
  status: ReservationStatus;
  totalCentavos: number;
  paidCentavos: number;
}) =>
  NOTHING_OWED_STATUSES.includes(options.status)
    ? 0
    : Math.max(0, options.totalCentavos - options.paidCentavos);

/**
 * A booking's money as the desk, the guest and the receipt show it. While it can still be paid:
 * total, paid, and what is still owed. Once it owes nothing (cancelled, expired, no-show): what came in,
 * what went back, what is still to go back, and what the resort keeps; never a balance to pay.
 */
export type BookingMoney = {
  /** true for cancelled, expired and no-show bookings: no balance is owed. */
  closed: boolean;
  totalCentavos: number;
  /** Verified payments in, refunds not deducted. */
  receivedCentavos: number;
  /** Refunds paid back. */
  refundedCentavos: number;
  /** received - refunded: the contract's paidAmount. */
  paidCentavos: number;
  /** total - paid: the contract's balance (also on closed bookings, where it is no debt). */
  balanceCentavos: number;
  /** What the guest still owes (0 on a closed booking). */
  amountDueCentavos: number;
  /** What the resort still has to pay back. */
  refundDueCentavos: number;
  /** What the resort keeps of a closed booking: paid, less what is still due back (0 while open). */
  keptCentavos: number;
};

export const bookingMoney = (options: {
  status: ReservationStatus;
  totalAmount: string;
  payments: readonly { amount: string; status: string; kind?: string }[];
}): BookingMoney => {
  const { status } = options;
  const totalCentavos = toCentavos(options.totalAmount);
  let receivedCentavos = 0;
  let refundedCentavos = 0;
  for (const payment of options.payments) {
    if (payment.status !== 'success') continue;
    if (payment.kind === 'refund') refundedCentavos += toCentavos(payment.amount);
    else receivedCentavos += toCentavos(payment.amount);
  }
  const paidCentavos = receivedCentavos - refundedCentavos;
  const closed = NOTHING_OWED_STATUSES.includes(status);
  const refundDue = refundDueCentavos({ status, totalCentavos, paidCentavos });
  return {
    closed,
    totalCentavos,
    receivedCentavos,
    refundedCentavos,
    paidCentavos,
    balanceCentavos: totalCentavos - paidCentavos,
    amountDueCentavos: amountDueCentavos({ status, totalCentavos, paidCentavos }),
    refundDueCentavos: refundDue,
    keptCentavos: closed ? Math.max(0, paidCentavos - refundDue) : 0,
  };
};

/** The most a refund may be: what was paid (net of earlier refunds). */
export const refundTooLargeMessage = (paidCentavos: number) =>
  `A refund cannot be more than what was paid (${pesos(Math.max(0, paidCentavos))})`;

/** Confirming needs at least the down payment verified, or a staff override with a reason. */
export const downPaymentMissingMessage = (downPaymentCentavos: number) =>
  `The ${DOWN_PAYMENT_PERCENT}% down payment (${pesos(downPaymentCentavos)}) has not been verified. Give a reason to confirm anyway.`;

/** Check-out while the guest still owes money needs the payment or an explicit "leave it unpaid". */
export const unpaidCheckoutMessage = (balanceCentavos: number) =>
  `The guest still owes ${pesos(balanceCentavos)}. Record the payment, or confirm that you leave ${pesos(balanceCentavos)} unpaid.`;

/** A pending booking needs the desk's attention when check-in is this close and nothing is verified. */
export const needsAttention = (options: {
  status: ReservationStatus;
  checkinStartsAt: Date;
  now: Date;
  verifiedCentavos: number;
}) =>
  options.status === 'pending' &&
  options.verifiedCentavos <= 0 &&
  options.checkinStartsAt.getTime() - options.now.getTime() <= ATTENTION_HOURS_BEFORE_CHECKIN * 3_600_000;
