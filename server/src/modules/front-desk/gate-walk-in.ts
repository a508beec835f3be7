// POST /api/receptionist/day-visits/walk-in: entrance passes (and maybe a cottage) sold at the gate for
// today. The guest is the desk's walk-in customer (found by email or made, as the room walk-in's step 1);
// the day visit is the online booking's (createDayVisit: the day's fees, the capacity counted behind the
// day's lock, the cottage's day held by the unique index), so a full day or a taken cottage is the same
// 409. What differs:
// - paid in full at the gate: the payment is the whole total, received (status success, kind 'desk'),
//   recorded by the staff member in the ledger with the cash receipt's or GCash reference number;
// - the guest is at the gate: the visit is confirmed and checked in at once (the desk's own moves, so
//   the history says who did each). A retry with the same Idempotency-Key finishes what a lost answer
//   left undone and makes no second visit.
import type { ReservationDto } from '@domain/api-types';
import type { GateWalkIn } from '@domain/schemas/gate';
import type { AppContext } from '../../lib/app-context';
import { registerWalkInCustomer } from '../auth';
import { priceDayVisit } from '../day-visits';
import { changeStatus, createDayVisit, type Staff } from '../reservations';
import { resortDay } from './gate-day';

export const sellGatePass = async (
  ctx: AppContext,
  sale: GateWalkIn & { staff: Staff; idempotencyKey?: string },
): Promise<{ reservation: ReservationDto; created: boolean }> => {
  const { firstName, lastName, email, staff, ...visit } = sale;
  const date = resortDay(ctx);
  const { customer } = await registerWalkInCustomer(ctx, { firstName, lastName, email });
  const { quote } = await priceDayVisit(ctx.deps.db, { ...visit, date });
  const { reservation, created } = await createDayVisit(ctx, {
    guest: customer,
    createdBy: staff.id,
    date,
    adults: visit.adults,
    kids: visit.kids,
    infants: visit.infants,
    discountGuests: visit.discountGuests,
    cottageId: visit.cottageId ?? null,
    paymentMethod: visit.paymentMethod,
    transactionId: visit.transactionId,
    downPayment: { status: 'success', kind: 'desk', amountCentavos: quote.bill.totalCentavos },
    idempotencyKey: sale.idempotencyKey,
    sendEmail: false,
    note: 'Sold at the gate',
  });
  return { reservation: await admit(ctx, reservation, staff), created };
};

/** Confirms and checks in the visit, from wherever it stands (a replay may find it half way). */
const admit = async (ctx: AppContext, reservation: ReservationDto, staff: Staff) => {
  let admitted = reservation;
  if (admitted.status === 'pending')
    admitted = await changeStatus(ctx, { id: admitted.id, action: 'confirm', staff });
  if (admitted.status === 'confirmed')
    admitted = await changeStatus(ctx, { id: admitted.id, action: 'checkin', staff });
  return admitted;
};
