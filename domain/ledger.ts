// The money and hold rules that keep a reservation's books straight (issue "Money and rooms that add
// up"): the server enforces them and the screens use the same functions to explain them.
import { formatCentavos } from './money';
import { DOWN_PAYMENT_PERCENT } from './pricing';
import { CALLED_OFF_STATUSES, type ReservationStatus } from './reservation-status';

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
