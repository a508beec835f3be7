// What recording a desk payment and recording a refund share: money that changed hands at the desk
// counts at once (verified by whoever recorded it) and is written in the reservation's history, in one
// transaction with the reservation locked, so two entries at once cannot both fit under the same limit.
import type { StaffPaymentDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { toCentavos, toDecimalString } from '@domain/money';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { type NotificationEvent, queueEmail } from '../notifications';
import { RESERVATION_NOT_FOUND, type Staff } from './context';
import { loadStaffPayment } from './payment-lists';
import { insertPayment, type PaymentRow, sumSuccessfulPayments } from './payments.repository';
import * as repo from './repository';

/** What the front desk enters for money it took in or paid back. */
export type DeskMoneyInput = {
  reservationId: string;
  amountCentavos: number;
  paymentMethod: string;
  transactionId: string;
  staff: Staff;
};

export const recordDeskMoney = async (
  ctx: AppContext,
  entry: DeskMoneyInput & {
    kind: 'desk' | 'refund';
    reason?: string;
    /** Throws when this amount cannot be taken or paid back; called with the reservation locked. */
    refuse: (row: repo.ReservationRow, paidCentavos: number) => void;
    event: { action: string; note: (payment: PaymentRow) => string };
    /** The guest's email about it, queued with the entry. */
    email?: (payment: PaymentRow) => NotificationEvent;
  },
): Promise<StaffPaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(entry.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  const paymentId = await db.transaction(async (tx) => {
    const row = await repo.lockReservation(tx, entry.reservationId);
    if (!row || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
    entry.refuse(row, toCentavos(await sumSuccessfulPayments(tx, row.id)));
    const at = now();
    const payment = await insertPayment(tx, {
      reservationId: row.id,
      amount: toDecimalString(entry.amountCentavos),
      paymentMethod: entry.paymentMethod,
      transactionId: entry.transactionId,
      kind: entry.kind,
      status: 'success',
      paymentDate: at,
      recordedBy: entry.staff.id,
      verifiedBy: entry.staff.id,
      verifiedAt: at,
      reason: entry.reason,
    });
    // money in hand: a pending booking's hold clocks stop
    if (entry.kind === 'desk') {
      await repo.setHoldExpiry(tx, row.id, null);
      await repo.setVerifyBy(tx, row.id, null);
    }
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: entry.event.action,
      fromStatus: null,
      toStatus: null,
      note: entry.event.note(payment),
      actorId: entry.staff.id,
    });
    if (entry.email) await queueEmail(tx, entry.email(payment), { at });
    return payment.id;
  });
  return loadStaffPayment(ctx, paymentId);
};
