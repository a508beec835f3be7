// PATCH /api/receptionist/payments/{id}: the desk checked the reference number against the GCash or bank
// record. Only a payment still awaiting verification can be settled; 'success' makes it count as paid.
import type { StaffPaymentDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { conflict, notFound } from '../../lib/errors';
import { PAYMENT_NOT_FOUND, type ServiceContext, type Staff } from './context';
import { loadStaffPayment, paymentNote } from './payment-lists';
import * as repo from './repository';

export const verifyPayment = async (
  ctx: ServiceContext,
  options: { id: string; status: 'success' | 'rejected'; staff: Staff },
): Promise<StaffPaymentDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.id)) throw notFound(PAYMENT_NOT_FOUND);
  await db.transaction(async (tx) => {
    const settled = await repo.settlePendingPayment(tx, {
      id: options.id,
      status: options.status,
      verifiedBy: options.staff.id,
      now: now(),
    });
    if (!settled) {
      const existing = await repo.findPayment(tx, options.id);
      if (!existing) throw notFound(PAYMENT_NOT_FOUND);
      throw conflict(
        `This payment has already been ${existing.status === 'success' ? 'verified' : 'rejected'}.`,
      );
    }
    await repo.insertEvent(tx, {
      reservationId: settled.reservationId,
      action: options.status === 'success' ? 'payment_verified' : 'payment_rejected',
      fromStatus: null,
      toStatus: null,
      note: paymentNote(settled),
      actorId: options.staff.id,
    });
  });
  return loadStaffPayment(db, options.id);
};
