// PATCH /api/receptionist/payments/{id}: the desk checked the reference number against the GCash or bank
// record. Only a payment still awaiting verification can be settled; 'success' makes it count as paid.
//
// Verifying is refused when it would take what was paid above the total (checked with the reservation
// locked, so two racing verifications cannot both pass). Rejecting starts the hold clock when nothing
// else is paid or waiting: the guest has HOLD_HOURS to record a new reference before the booking expires.
// Verifying stops the "verify by" clock of an online booking (domain/unverified-holds.ts); rejecting does not.
// A group payment's parts (one per room, sharing group_payment_id) are settled with it, in the same transaction.
import type { StaffPaymentDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { exceedsBalanceMessage, wouldExceedBalance } from '@domain/ledger';
import { toCentavos } from '@domain/money';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { queueEmail } from '../notifications';
import { PAYMENT_NOT_FOUND, type Staff } from './context';
import { loadStaffPayment, paymentNote } from './payment-lists';
import {
  findPayment,
  findPendingGroupParts,
  type PaymentRow,
  settlePendingPayment,
  sumSuccessfulPayments,
} from './payments.repository';
import * as repo from './repository';

const alreadySettled = (status: string) =>
  conflict(`This payment has already been ${status === 'success' ? 'verified' : 'rejected'}.`);

type Settle = { status: 'success' | 'rejected'; reason: string; staff: Staff; at: Date };

/**
 * Settles one pending payment with its reservation locked: refused when verifying would take what was
 * paid above the total; the hold clocks follow; the history records it. Null when someone else settled it.
 */
const settleOne = async (ctx: AppContext, tx: Tx, payment: PaymentRow, settle: Settle) => {
  // Lock the booking first: verifications of its payments queue up behind each other.
  const reservation = await repo.lockReservation(tx, payment.reservationId);
  if (!reservation) throw notFound(PAYMENT_NOT_FOUND);
  if (settle.status === 'success') {
    const totalCentavos = toCentavos(reservation.totalAmount);
    const paidCentavos = toCentavos(await sumSuccessfulPayments(tx, reservation.id));
    const amountCentavos = toCentavos(payment.amount);
    if (payment.status === 'pending' && wouldExceedBalance({ totalCentavos, paidCentavos, amountCentavos }))
      throw conflict(exceedsBalanceMessage(totalCentavos - paidCentavos));
  }
  const settled = await settlePendingPayment(tx, {
    id: payment.id,
    status: settle.status,
    verifiedBy: settle.staff.id,
    now: settle.at,
    reason: settle.reason,
  });
  if (!settled) return null;
  let holdExpiresAt: Date | null = null;
  if (settle.status === 'success') {
    await repo.setHoldExpiry(tx, reservation.id, null);
    await repo.setVerifyBy(tx, reservation.id, null);
  } else if (reservation.status === 'pending' && !(await repo.hasLivePaymentFor(tx, reservation.id))) {
    holdExpiresAt = new Date(settle.at.getTime() + ctx.deps.config.holdHours * 3_600_000);
    await repo.setHoldExpiry(tx, reservation.id, holdExpiresAt);
  }
  await repo.insertEvent(tx, {
    reservationId: settled.reservationId,
    action: settle.status === 'success' ? 'payment_verified' : 'payment_rejected',
    fromStatus: null,
    toStatus: null,
    note: [
      paymentNote(settled),
      settle.reason,
      payment.groupPaymentId ? 'Part of a group payment: its parts are settled together' : '',
      holdExpiresAt ? `Booking held until ${holdExpiresAt.toISOString()}` : '',
    ]
      .filter(Boolean)
      .join('. '),
    actorId: settle.staff.id,
  });
  return { settled, holdExpiresAt };
};

export const verifyPayment = async (
  ctx: AppContext,
  options: { id: string; status: 'success' | 'rejected'; reason?: string; staff: Staff },
): Promise<StaffPaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.id)) throw notFound(PAYMENT_NOT_FOUND);
  const settle: Settle = {
    status: options.status,
    reason: options.reason?.trim() ?? '',
    staff: options.staff,
    at: now(),
  };
  await db.transaction(async (tx) => {
    const payment = await findPayment(tx, options.id);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    // a group payment's parts (one per room) are one payment to the guest: settled together, their
    // rooms locked in one order first so two clerks settling two parts at once queue, never deadlock
    const parts = payment.groupPaymentId ? await findPendingGroupParts(tx, payment.groupPaymentId) : [];
    for (const part of parts) await repo.lockReservation(tx, part.reservationId);
    const result = await settleOne(ctx, tx, payment, settle);
    if (!result) throw alreadySettled(payment.status);
    for (const part of parts) if (part.id !== payment.id) await settleOne(ctx, tx, part, settle);
    const { settled, holdExpiresAt } = result;
    await queueEmail(
      tx,
      options.status === 'success'
        ? { type: 'payment_verified', reservationId: settled.reservationId, paymentId: options.id }
        : {
            type: 'payment_rejected',
            reservationId: settled.reservationId,
            paymentId: options.id,
            holdExpiresAt,
          },
      { at: settle.at },
    );
  });
  return loadStaffPayment(ctx, options.id);
};
