// POST /api/receptionist/reservations/{id}/refunds: the desk paid money back (typically after a
// cancellation). A refund is a payment row of kind 'refund', counted against what was paid: it lowers
// "paid" and cash collected, and shows in the guest's payments, every report and export.
import type { StaffPaymentDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { refundTooLargeMessage } from '@domain/ledger';
import { toCentavos, toDecimalString } from '@domain/money';
import { badRequest, notFound } from '../../lib/errors';
import { notify } from '../notifications';
import { RESERVATION_NOT_FOUND, type ServiceContext, type Staff } from './context';
import { loadStaffPayment, paymentNote } from './payment-lists';
import * as repo from './repository';

export const recordRefund = async (
  ctx: ServiceContext,
  options: {
    reservationId: string;
    amountCentavos: number;
    paymentMethod: string;
    transactionId: string;
    reason: string;
    staff: Staff;
  },
): Promise<StaffPaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  const refundId = await db.transaction(async (tx) => {
    // Locked: two refunds at once cannot both fit under what was paid.
    const row = await repo.lockReservation(tx, options.reservationId);
    if (!row || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
    const paidCentavos = toCentavos(await repo.sumSuccessfulPayments(tx, row.id));
    if (options.amountCentavos > paidCentavos) {
      const message = refundTooLargeMessage(paidCentavos);
      throw badRequest(message, { amount: message });
    }
    const at = now();
    const refund = await repo.insertPayment(tx, {
      reservationId: row.id,
      amount: toDecimalString(options.amountCentavos),
      paymentMethod: options.paymentMethod,
      transactionId: options.transactionId,
      kind: 'refund',
      status: 'success',
      paymentDate: at,
      recordedBy: options.staff.id,
      verifiedBy: options.staff.id,
      verifiedAt: at,
      reason: options.reason,
    });
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'refund_recorded',
      fromStatus: null,
      toStatus: null,
      note: `${paymentNote(refund)}. ${options.reason}`,
      actorId: options.staff.id,
    });
    return refund.id;
  });
  const answer = await loadStaffPayment(db, refundId);
  await notify(ctx, { type: 'refund_recorded', reservationId: options.reservationId, paymentId: refundId });
  return answer;
};
