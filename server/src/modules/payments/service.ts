// A guest records a payment they made (GCash, bank transfer...) against their own booking.
// It is stored as awaiting verification: only staff-verified (success) payments count as paid.
import type { PaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatPeso, toDecimalString } from '@domain/money';
import { canMakePayment, summarizePayments } from '@domain/payment-status';
import type { ReservationStatus } from '@domain/reservation-status';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toPaymentDto } from '../reservations/dto';
import * as reservationRepo from '../reservations/repository';
import { isUuid, RESERVATION_NOT_FOUND, type ReservationContext } from '../reservations/service';
import * as repo from './repository';

export type RecordGuestPaymentOptions = {
  userId: string;
  reservationId: string;
  amountCentavos: number;
  paymentMethod: string;
  transactionId: string;
};

const cannotPayMessage = (status: ReservationStatus, balanceCentavos: number) => {
  if (status === 'pending')
    return 'Payments can be recorded once the front desk has confirmed your reservation';
  if (status === 'cancelled') return 'This reservation is cancelled and takes no payments';
  if (status === 'completed') return 'This stay is completed and takes no payments';
  if (balanceCentavos <= 0) return 'This reservation is already fully paid';
  return 'This reservation takes no payments right now';
};

export const recordGuestPayment = async (
  ctx: ReservationContext,
  options: RecordGuestPaymentOptions,
): Promise<PaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  const { payment, referenceCode, roomId } = await db.transaction(async (tx) => {
    const reservation = await reservationRepo.lockReservation(tx, options.reservationId);
    if (!reservation || reservation.userId !== options.userId) throw notFound(RESERVATION_NOT_FOUND);
    const status = reservation.status as ReservationStatus;
    const paid = await reservationRepo.selectPaymentsFor(tx, [reservation.id]);
    const { balanceCentavos } = summarizePayments(reservation.totalAmount, paid);
    if (!canMakePayment(status, balanceCentavos)) throw conflict(cannotPayMessage(status, balanceCentavos));
    if (options.amountCentavos > balanceCentavos) {
      const message = `The amount cannot be more than the balance of ${formatPeso(balanceCentavos, { cents: true, fromCentavos: true })}`;
      throw badRequest(message, { amount: message });
    }
    const amount = toDecimalString(options.amountCentavos);
    const row = await reservationRepo.insertPayment(tx, {
      reservationId: reservation.id,
      amount,
      paymentMethod: options.paymentMethod,
      transactionId: options.transactionId,
      kind: 'guest',
      status: 'pending',
      paymentDate: now(),
      recordedBy: options.userId,
    });
    // The front desk's history shows when the guest said they paid.
    await reservationRepo.insertEvent(tx, {
      reservationId: reservation.id,
      action: 'payment_recorded',
      fromStatus: status,
      toStatus: status,
      note: `${formatPeso(amount, { cents: true })} by ${paymentMethodLabel(options.paymentMethod)}, reference ${options.transactionId}`,
      actorId: options.userId,
    });
    return { payment: row, referenceCode: reservation.referenceCode, roomId: reservation.roomId };
  });
  return toPaymentDto(payment, { referenceCode, roomName: await repo.selectRoomName(db, roomId) });
};

/** GET /api/user/payments: the caller's payments, newest first. */
export const listUserPayments = async (db: Database, userId: string): Promise<PaymentDto[]> => {
  const rows = await repo.selectUserPayments(db, userId);
  return rows.map((row) =>
    toPaymentDto(row.payment, { referenceCode: row.referenceCode, roomName: row.roomName }),
  );
};
