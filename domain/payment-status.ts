import { toCentavos } from './money';
import type { ReservationStatus } from './reservation-status';

export const PAYMENT_RECORD_STATUSES = ['pending', 'success', 'rejected'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const PAYMENT_RECORD_STATUS_LABELS: Record<PaymentRecordStatus, string> = {
  pending: 'Awaiting verification',
  success: 'Verified',
  rejected: 'Rejected',
};

/**
 * Who made a payment: with the booking (down_payment), the guest from the dashboard, or staff at the desk;
 * a refund is money the resort paid back (recorded by staff, always counted against what was paid).
 */
export const PAYMENT_KINDS = ['down_payment', 'guest', 'desk', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A reservation's payment summary, worked out from its successful payments (never stored). */
export const PAYMENT_STATUSES = ['Paid', 'Partially Paid', 'Unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment's effect on what was paid: + for money in, - for a refund. */
export const signedCentavos = (payment: { amount: string; kind?: string }) =>
  payment.kind === 'refund' ? -toCentavos(payment.amount) : toCentavos(payment.amount);

/** Verified money in minus refunds, in centavos. */
export const paidCentavosOf = (payments: readonly { amount: string; status: string; kind?: string }[]) =>
  payments
    .filter((payment) => payment.status === 'success')
    .reduce((sum, payment) => sum + signedCentavos(payment), 0);

/**
 * Paid counts only successful payments, minus refunds; Paid at or above the total, Partially Paid above
 * zero, else Unpaid.
 */
export const summarizePayments = (
  totalAmount: string,
  payments: readonly { amount: string; status: string; kind?: string }[],
): { paidCentavos: number; balanceCentavos: number; status: PaymentStatus } => {
  const totalCentavos = toCentavos(totalAmount);
  const paidCentavos = paidCentavosOf(payments);
  const status: PaymentStatus =
    paidCentavos >= totalCentavos ? 'Paid' : paidCentavos > 0 ? 'Partially Paid' : 'Unpaid';
  return { paidCentavos, balanceCentavos: totalCentavos - paidCentavos, status };
};

/**
 * Make Payment appears only when something is owed and the stay is confirmed or under way, or when a
 * pending booking is on hold (its payment was rejected: the guest records a new reference to keep it).
 */
export const canMakePayment = (
  status: ReservationStatus,
  balanceCentavos: number,
  options: { onHold?: boolean } = {},
) =>
  balanceCentavos > 0 &&
  (status === 'confirmed' || status === 'checked_in' || (status === 'pending' && Boolean(options.onHold)));
