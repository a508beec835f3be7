// POST /api/payments: a guest records a payment they made (GCash, bank transfer...) against their own
// booking. It is stored as awaiting verification: only staff-verified (success) payments count as paid.
import type { PaymentDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { exceedsBalanceMessage, wouldExceedBalance } from '@domain/ledger';
import { toCentavos, toDecimalString } from '@domain/money';
import { canMakePayment, summarizePayments } from '@domain/payment-status';
import { type ReservationStatus, STATUS_LABELS } from '@domain/reservation-status';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { queueEmail } from '../notifications';
import { RESERVATION_NOT_FOUND } from './context';
import { selectPaymentsFor } from './lists.repository';
import { loadGuestPayment, paymentNote } from './payment-lists';
import { insertPayment } from './payments.repository';
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
  if (status === 'cancelled' || status === 'expired' || status === 'no_show')
    return `This reservation is ${STATUS_LABELS[status].toLowerCase()} and takes no payments`;
  if (status === 'completed') return 'This stay is completed and takes no payments';
  if (balanceCentavos <= 0) return 'This reservation is already fully paid';
  return 'This reservation takes no payments right now';
};

/**
 * A payment the guest says they made, stored for the desk to check: its row (pending until verified)
 * and the reservation's history line saying when the guest paid. `noteAfter` ends that line (a group
 * payment's share names the group's payment); `groupPaymentId` ties the shares of one group payment.
 */
export const insertGuestPayment = async (
  tx: Tx,
  options: Omit<RecordGuestPaymentOptions, 'reservationId'> & {
    reservation: { id: string; status: ReservationStatus };
    at: Date;
    groupPaymentId?: string;
    noteAfter?: string;
  },
) => {
  const { reservation } = options;
  const payment = await insertPayment(tx, {
    reservationId: reservation.id,
    amount: toDecimalString(options.amountCentavos),
    paymentMethod: options.paymentMethod,
    transactionId: options.transactionId,
    kind: 'guest',
    status: 'pending',
    paymentDate: options.at,
    recordedBy: options.userId,
    groupPaymentId: options.groupPaymentId,
  });
  await repo.insertEvent(tx, {
    reservationId: reservation.id,
    action: 'payment_recorded',
    fromStatus: reservation.status,
    toStatus: reservation.status,
    note: `${paymentNote(payment)}${options.noteAfter ?? ''}`,
    actorId: options.userId,
  });
  return payment;
};

export const recordGuestPayment = async (
  ctx: AppContext,
  options: RecordGuestPaymentOptions,
): Promise<PaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  const paymentId = await db.transaction(async (tx) => {
    const reservation = await repo.lockReservation(tx, options.reservationId);
    if (!reservation || reservation.userId !== options.userId || reservation.archivedAt)
      throw notFound(RESERVATION_NOT_FOUND);
    const status = reservation.status;
    const paid = await selectPaymentsFor(tx, [reservation.id]);
    const { balanceCentavos, paidCentavos } = summarizePayments(reservation.totalAmount, paid);
    const onHold = status === 'pending' && reservation.holdExpiresAt !== null;
    if (!canMakePayment(status, balanceCentavos, { onHold }))
      throw conflict(cannotPayMessage(status, balanceCentavos));
    const totalCentavos = toCentavos(reservation.totalAmount);
    if (wouldExceedBalance({ totalCentavos, paidCentavos, amountCentavos: options.amountCentavos })) {
      const message = exceedsBalanceMessage(balanceCentavos);
      throw badRequest(message, { amount: message });
    }
    // a new reference to check: the hold clock stops until the desk has looked at it
    if (onHold) await repo.setHoldExpiry(tx, reservation.id, null);
    const payment = await insertGuestPayment(tx, {
      ...options,
      reservation: { id: reservation.id, status },
      at: now(),
    });
    await queueEmail(
      tx,
      { type: 'payment_recorded', reservationId: reservation.id, paymentId: payment.id },
      { at: now() },
    );
    return payment.id;
  });
  return loadGuestPayment(ctx, paymentId);
};
