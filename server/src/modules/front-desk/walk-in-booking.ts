// POST /api/receptionist/book-for-customer: step 2 of the walk-in dialog, a booking made at the desk
// for a customer account (step 1, POST /api/receptionist/walk-in-customer, found or made the account).
//
// Decisions (also in docs/financial-report.md):
// - The total is the receptionist's (the dialog prefills the computed price; they may change it). It is the
//   price before the senior/PWD discount: the server takes the discount of discountGuests off it, as for
//   any booking, so the discount's parts are always the server's own.
// - The payment given at the desk is recorded as received: a 30% down payment of that total with status
//   success and kind 'desk', like a guest's down payment but already verified. The balance is taken later
//   with a desk payment (POST /api/receptionist/payments).
// - The reservation starts 'pending' like every booking: the spec's only way to 'confirmed' is the
//   confirm action, which also emails the guest; the receptionist confirms it next.

import type { AppContext } from '../../lib/app-context';
import { badRequest, notFound } from '../../lib/errors';
import { findAccount } from '../auth';
import { type CreateReservationResult, createReservation, type Staff } from '../reservations';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

export type BookWalkInOptions = {
  customerId: string;
  roomId: string;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  discountGuests: number;
  totalAmountCentavos: number;
  paymentMethod: string;
  transactionId: string;
  specialRequests: string;
  longStayReason?: string;
  idempotencyKey?: string;
  staff: Staff;
};

export const createWalkInBooking = async (
  ctx: AppContext,
  input: BookWalkInOptions,
): Promise<CreateReservationResult> => {
  const customer = await findAccount(ctx.deps.db, input.customerId);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  if (customer.role !== 'customer') {
    const message = 'Bookings can only be made for customer accounts';
    throw badRequest(message, { customerId: message });
  }
  return createReservation(ctx, {
    guest: customer,
    createdBy: input.staff.id,
    roomId: input.roomId,
    checkin: input.checkin,
    checkout: input.checkout,
    adults: input.adults,
    kids: input.kids,
    discountGuests: input.discountGuests,
    specialRequests: input.specialRequests,
    paymentMethod: input.paymentMethod,
    transactionId: input.transactionId,
    totalOverrideCentavos: input.totalAmountCentavos,
    downPayment: { status: 'success', kind: 'desk' },
    idempotencyKey: input.idempotencyKey,
    note: 'Booked at the front desk',
    longStayReason: input.longStayReason,
  });
};
