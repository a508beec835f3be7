// PATCH /api/receptionist/payments/{id}: the desk checked the reference number against the GCash or bank
// record. Only a payment still awaiting verification can be settled; 'success' makes it count as paid.
//
// Verifying is refused when it would take what was paid above the total (checked with the reservation
// locked, so two racing verifications cannot both pass). Rejecting starts the hold clock when nothing
// else is paid or waiting: the guest has HOLD_HOURS to record a new reference before the booking expires.
// Verifying stops the "verify by" clock of an online booking (domain/unverified-holds.ts); rejecting does not.
import type { StaffPaymentDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { exceedsBalanceMessage, wouldExceedBalance } from '@domain/ledger';
import { toCentavos } from '@domain/money';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { queueEmail } from '../notifications';
import { PAYMENT_NOT_FOUND, type Staff } from './context';
import { loadStaffPayment, paymentNote } from './payment-lists';
import { findPayment, settlePendingPayment, sumSuccessfulPayments } from './payments.repository';
import * as repo from './repository';

const alreadySettled = (status: string) =>
  conflict(`This payment has already been ${status === 'success' ? 'verified' : 'rejected'}.`);

export const verifyPayment = async (
  ctx: AppContext,
  options: { id: string; status: 'success' | 'rejected'; reason?: string; staff: Staff },
): Promise<StaffPaymentDto> => {
  const { db, now, config } = ctx.deps;
  if (!isUuid(options.id)) throw notFound(PAYMENT_NOT_FOUND);
  const reason = options.reason?.trim() ?? '';
  await db.transaction(async (tx) => {
    const payment = await findPayment(tx, options.id);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    // Lock the booking first: verifications of its payments queue up behind each other.
    const reservation = await repo.lockReservation(tx, payment.reservationId);
    if (!reservation) throw notFound(PAYMENT_NOT_FOUND);
    if (options.status === 'success') {
      const totalCentavos = toCentavos(reservation.totalAmount);
      const paidCentavos = toCentavos(await sumSuccessfulPayments(tx, reservation.id));
      const amountCentavos = toCentavos(payment.amount);
      if (payment.status === 'pending' && wouldExceedBalance({ totalCentavos, paidCentavos, amountCentavos }))
        throw conflict(exceedsBalanceMessage(totalCentavos - paidCentavos));
    }
    const at = now();
    const settled = await settlePendingPayment(tx, {
      id: options.id,
      status: options.status,
      verifiedBy: options.staff.id,
      now: at,
      reason,
    });
    if (!settled) throw alreadySettled(payment.status);
    let holdExpiresAt: Date | null = null;
    if (options.status === 'success') {
      await repo.setHoldExpiry(tx, reservation.id, null);
      await repo.setVerifyBy(tx, reservation.id, null);
    } else if (reservation.status === 'pending' && !(await repo.hasLivePaymentFor(tx, reservation.id))) {
      holdExpiresAt = new Date(at.getTime() + config.holdHours * 3_600_000);
      await repo.setHoldExpiry(tx, reservation.id, holdExpiresAt);
    }
    await repo.insertEvent(tx, {
      reservationId: settled.reservationId,
      action: options.status === 'success' ? 'payment_verified' : 'payment_rejected',
      fromStatus: null,
      toStatus: null,
      note: [
        paymentNote(settled),
        reason,
        holdExpiresAt ? `Booking held until ${holdExpiresAt.toISOString()}` : '',
      ]
        .filter(Boolean)
        .join('. '),
      actorId: options.staff.id,
    });
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
      { at },
    );
  });
  return loadStaffPayment(ctx, options.id);
};
