import { toCentavos } from './money';
import type { ReservationStatus } from './reservation-status';

export const PAYMENT_RECORD_STATUSES = ['pending', 'success', 'rejected'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const PAYMENT_RECORD_STATUS_LABELS: Record<PaymentRecordStatus, string> = {
  pending: 'Awaiting verification',
  success: 'Verified',
  rejected: 'Rejected',
};

export type PaymentStatus = 'Paid' | 'Partially Paid' | 'Unpaid';

/** Paid counts only successful payments; Paid at or above the total, Partially Paid above zero, else Unpaid. */
export const summarizePayments = (
  totalAmount: string,
  payments: readonly { amount: string; status: string }[],
): { paidCentavos: number; balanceCentavos: number; status: PaymentStatus } => {
  const totalCentavos = toCentavos(totalAmount);
  const paidCentavos = payments
    .filter((payment) => payment.status === 'success')
    .reduce((sum, payment) => sum + toCentavos(payment.amount), 0);
  const status: PaymentStatus =
    paidCentavos >= totalCentavos ? 'Paid' : paidCentavos > 0 ? 'Partially Paid' : 'Unpaid';
  return { paidCentavos, balanceCentavos: totalCentavos - paidCentavos, status };
};

/** Make Payment appears only when something is owed and the stay is confirmed or under way. */
export const canMakePayment = (status: ReservationStatus, balanceCentavos: number) =>
  balanceCentavos > 0 && (status === 'confirmed' || status === 'checked_in');
