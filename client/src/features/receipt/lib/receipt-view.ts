// Pure pieces of the receipt page: its address, and how its lines read.

import type { ReceiptDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { VAT_PERCENT } from '@domain/pricing';
import { CALLED_OFF_STATUSES, type ReservationStatus } from '@domain/reservation-status';
import { PAGES } from '@domain/routes';
import { receiptText } from '../messages';

/** '/dashboard/bookings/<id>/receipt' */
export const receiptPath = (reservationId: string) =>
  PAGES.receipt.replace(':id', encodeURIComponent(reservationId));

type ReceiptPayment = ReceiptDto['payments'][number];

/** How a payment line reads: 'Down payment', 'Refund'... */
export const paymentLineLabel = (kind: ReceiptPayment['kind']) => receiptText(`kind.${kind}`);

/** The night's rate as the receipt names it: the seasonal rate, or the room's standard price. */
export const rateLabel = (rateName: string | null) => rateName?.trim() || receiptText('standardRate');

/** A payment's moment as a resort-local calendar day ('YYYY-MM-DD'), for formatDay. */
export const paymentDay = (timestamp: string, timeZone: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : todayIn(timeZone, date);
};

/**
 * The figures under the lines; refund due only when the resort owes something back. A stay that was
 * called off (cancelled, expired) owes nothing more, so it shows no balance.
 */
export const receiptTotals = (totals: ReceiptDto['totals'], status?: ReservationStatus) => {
  const rows: { label: string; amount: string; strong?: boolean; testId: string }[] = [
    { label: receiptText('totals.total'), amount: totals.total, strong: true, testId: 'receipt-total' },
    {
      label: receiptText('totals.vat', { percent: VAT_PERCENT }),
      amount: totals.vatIncluded,
      testId: 'receipt-vat',
    },
  ];
  if (toCentavos(totals.vatExemptSales) > 0)
    rows.push({
      label: receiptText('totals.vatExempt'),
      amount: totals.vatExemptSales,
      testId: 'receipt-vat-exempt-sales',
    });
  rows.push({ label: receiptText('totals.paid'), amount: totals.paid, testId: 'receipt-paid' });
  if (!status || !CALLED_OFF_STATUSES.includes(status))
    rows.push({
      label: receiptText('totals.balance'),
      amount: totals.balance,
      strong: true,
      testId: 'receipt-balance',
    });
  if (toCentavos(totals.refundDue) > 0)
    rows.push({
      label: receiptText('totals.refundDue'),
      amount: totals.refundDue,
      strong: true,
      testId: 'receipt-refund-due',
    });
  return rows;
};
