// Payments as the guest and the front desk see them, with the booking's reference and room.

import type { PaymentDto, StaffPaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { toCentavos } from '@domain/money';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { PAYMENT_NOT_FOUND, pesoCents } from './context';
import { toPaymentDto } from './dto';
import { selectPaymentsWithBooking } from './payments.repository';

type PaymentWithBooking = Awaited<ReturnType<typeof selectPaymentsWithBooking>>[number];

const toGuestPaymentDto = (row: PaymentWithBooking): PaymentDto =>
  toPaymentDto(row.payment, { referenceCode: row.referenceCode, roomName: row.roomName });

const toStaffPaymentDto = (row: PaymentWithBooking): StaffPaymentDto => ({
  ...toGuestPaymentDto(row),
  referenceCode: row.referenceCode,
  roomName: row.roomName,
  guest: row.guest,
  reservationStatus: row.reservationStatus,
  verifiedAt: row.payment.verifiedAt?.toISOString() ?? null,
});

/** The history note of a payment: "₱1,350.00 by GCash, reference 0012345". */
export const paymentNote = (payment: { amount: string; paymentMethod: string; transactionId: string }) =>
  `${pesoCents(toCentavos(payment.amount))} by ${paymentMethodLabel(payment.paymentMethod)}, reference ${payment.transactionId}`;

/** GET /api/user/payments: the caller's payments, newest first. */
export const listUserPayments = async (ctx: AppContext, userId: string): Promise<PaymentDto[]> =>
  (await selectPaymentsWithBooking(ctx.deps.db, { userId })).map(toGuestPaymentDto);

/** One payment as the guest who recorded it sees it. */
export const loadGuestPayment = async (ctx: AppContext, id: string): Promise<PaymentDto> => {
  const [row] = await selectPaymentsWithBooking(ctx.deps.db, { ids: [id] });
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return toGuestPaymentDto(row);
};

export type PaymentFilter = 'pending' | 'success' | 'rejected' | 'all';

/** GET /api/receptionist/payments: awaiting verification (oldest first) unless another status is asked for. */
export const listStaffPayments = async (ctx: AppContext, filter: PaymentFilter): Promise<StaffPaymentDto[]> =>
  (await selectPaymentsWithBooking(ctx.deps.db, { status: filter === 'all' ? undefined : filter })).map(
    toStaffPaymentDto,
  );

/** One payment as the front desk's list shows it. */
export const loadStaffPayment = async (ctx: AppContext, id: string): Promise<StaffPaymentDto> => {
  const [row] = await selectPaymentsWithBooking(ctx.deps.db, { ids: [id] });
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return toStaffPaymentDto(row);
};
