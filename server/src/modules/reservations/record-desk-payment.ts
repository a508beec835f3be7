// POST /api/receptionist/payments: money received at the desk counts at once, up to the balance.
import type { StaffPaymentDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { exceedsBalanceMessage, wouldExceedBalance } from '@domain/ledger';
import { toCentavos, toDecimalString } from '@domain/money';
import { CALLED_OFF_STATUSES } from '@domain/reservation-status';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { RESERVATION_NOT_FOUND, type ServiceContext, type Staff } from './context';
import { loadStaffPayment, paymentNote } from './payment-lists';
import * as repo from './repository';

export const recordDeskPayment = async (
  ctx: ServiceContext,
  options: {
    reservationId: string;
    amountCentavos: number;
    paymentMethod: string;
    transactionId: string;
    staff: Staff;
  },
): Promise<StaffPaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  const paymentId = await db.transaction(async (tx) => {
    // Locked: two desk payments at once cannot both fit under the same balance.
    const row = await repo.lockReservation(tx, options.reservationId);
    if (!row || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
    if (CALLED_OFF_STATUSES.includes(row.status))
      throw conflict(`Cannot record a payment for a ${row.status} reservation.`);
    const totalCentavos = toCentavos(row.totalAmount);
    const paidCentavos = toCentavos(await repo.sumSuccessfulPayments(tx, row.id));
    if (paidCentavos >= totalCentavos) {
      const message = 'This reservation is already fully paid';
      throw badRequest(message, { amount: message });
    }
    if (wouldExceedBalance({ totalCentavos, paidCentavos, amountCentavos: options.amountCentavos })) {
      const message = exceedsBalanceMessage(totalCentavos - paidCentavos);
      throw badRequest(message, { amount: message });
    }
    const at = now();
    const payment = await repo.insertPayment(tx, {
      reservationId: row.id,
      amount: toDecimalString(options.amountCentavos),
      paymentMethod: options.paymentMethod,
      transactionId: options.transactionId,
      kind: 'desk',
      status: 'success',
      paymentDate: at,
      recordedBy: options.staff.id,
      verifiedBy: options.staff.id,
      verifiedAt: at,
    });
    // money in hand: a pending booking's hold clock stops
    await repo.setHoldExpiry(tx, row.id, null);
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'payment_received',
      fromStatus: null,
      toStatus: null,
      note: paymentNote(payment),
      actorId: options.staff.id,
    });
    return payment.id;
  });
  return loadStaffPayment(db, paymentId);
};
