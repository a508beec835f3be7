// Pure pieces of the receipt page: its address, and how its lines read.

import type { ReceiptDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { VAT_PERCENT } from '@domain/pricing';
import { NOTHING_OWED_STATUSES, type ReservationStatus } from '@domain/reservation-status';
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
 * The figures under the lines. While the booking can be paid: paid, the balance, and a refund due only
 * for an overpayment. A cancelled, expired or no-show booking owes nothing (domain/ledger.ts): no
 * balance, but what came in, what was refunded, what is still due back and what the resort keeps.
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
  const closed = status !== undefined && NOTHING_OWED_STATUSES.includes(status);
  if (closed) {
    rows.push(
      { label: receiptText('totals.paid'), amount: totals.received, testId: 'receipt-paid' },
      { label: receiptText('totals.refunded'), amount: totals.refunded, testId: 'receipt-refunded' },
    );
  } else {
    rows.push({ label: receiptText('totals.paid'), amount: totals.paid, testId: 'receipt-paid' });
    rows.push({
      label: receiptText('totals.balance'),
      amount: totals.balance,
      strong: true,
      testId: 'receipt-balance',
    });
  }
  if (toCentavos(totals.refundDue) > 0)
    rows.push({
      label: receiptText('totals.refundDue'),
      amount: totals.refundDue,
      strong: true,
      testId: 'receipt-refund-due',
    });
  if (closed)
    rows.push({
      label: receiptText('totals.kept'),
      amount: totals.kept,
      strong: true,
      testId: 'receipt-kept',
    });
  return rows;
};

/** A closed booking's line under the totals: it owes nothing. */
export const owesNothing = (status: ReservationStatus) => NOTHING_OWED_STATUSES.includes(status);
