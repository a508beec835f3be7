// Payments at the desk: verifying, rejecting, recording one taken at the desk.
import type { PaymentDto, ReservationDto, StaffPaymentDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { frontDeskTestApp } from './test-desk';

const { db, eventsOf, staff, who, call, newStay, checkPayment } = await frontDeskTestApp();

/** The payment a stay was made with (newStay's `payments`). */
const paymentOf = async (reservationId: string) => {
  const [payment] = await db.select().from(payments).where(eq(payments.reservationId, reservationId));
  if (!payment) throw new Error(`no payment on ${reservationId}`);
  return payment;
};

describe('payment checks', () => {
  it('lists payments awaiting verification with their booking', async () => {
    const stay = await newStay({
      status: 'pending',
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    const response = await call('GET', '/api/receptionist/payments', { cookie: staff.receptionist });
    expect(response.statusCode).toBe(200);
    const list = response.json<StaffPaymentDto[]>();
    expect(list.every((p) => p.status === 'pending')).toBe(true);
    const payment = list.find((p) => p.reservationId === stay.id);
    expect(payment).toMatchObject({
      amount: '2700.00',
      status: 'pending',
      kind: 'down_payment',
      referenceCode: stay.referenceCode,
      guest: { firstName: 'Lina', lastName: 'Santos', email: who.guest.email },
      reservationStatus: 'pending',
      verifiedAt: null,
    });
    expect(payment?.roomName).toMatch(/^Test Room/);
    expect(payment?.transactionId).toMatch(/^PAY-/);
    const bad = await call('GET', '/api/receptionist/payments?status=weird', { cookie: staff.receptionist });
    expect(bad.statusCode).toBe(400);
  });

  it('verifies a payment: the guest sees it paid', async () => {
    const stay = await newStay({
      status: 'confirmed',
      total: '9000.00',
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    const pending = await paymentOf(stay.id);
    const response = await checkPayment(pending.id, 'success', staff.receptionist);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffPaymentDto>()).toMatchObject({ id: pending.id, status: 'success' });
    const [row] = await db.select().from(payments).where(eq(payments.id, pending.id));
    expect(row?.verifiedBy).toBe(who.staffUsers.receptionist.id);
    expect(row?.verifiedAt).toBeInstanceOf(Date);

    const mine = await call('GET', '/api/user/reservations', { cookie: who.guestCookie });
    const booking = mine.json<ReservationDto[]>().find((r) => r.id === stay.id)!;
    expect(booking.paymentStatus).toBe('Partially Paid');
    expect(booking.paidAmount).toBe('2700.00');
    expect(booking.balance).toBe('6300.00');
    const myPayments = await call('GET', '/api/user/payments', { cookie: who.guestCookie });
    expect(myPayments.json<PaymentDto[]>().find((p) => p.id === pending.id)?.status).toBe('success');

    const [event] = await eventsOf(stay.id);
    expect(event).toMatchObject({ action: 'payment_verified', actorId: who.staffUsers.receptionist.id });
    expect(event?.note).toContain('₱2,700.00 by GCash');

    const again = await checkPayment(pending.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already been verified.');
  });

  it('rejects a payment: it never counts as paid', async () => {
    const stay = await newStay({
      status: 'confirmed',
      payments: [{ amount: '9000.00', status: 'pending', kind: 'guest' }],
    });
    const pending = await paymentOf(stay.id);
    const response = await checkPayment(pending.id, 'rejected');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('rejected');
    const mine = await call('GET', '/api/user/reservations', { cookie: who.guestCookie });
    expect(mine.json<ReservationDto[]>().find((r) => r.id === stay.id)?.paymentStatus).toBe('Unpaid');
    expect((await eventsOf(stay.id))[0]?.action).toBe('payment_rejected');

    const bad = await checkPayment(pending.id, 'pending');
    expect(bad.statusCode).toBe(400);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const missing = await checkPayment(id, 'success');
      expect(missing.statusCode).toBe(404);
    }
  });

  it('records a payment taken at the desk, up to the balance', async () => {
    const stay = await newStay({
      status: 'checked_in',
      total: '9000.50',
      payments: [{ amount: '2700.00', status: 'success', kind: 'down_payment' }],
    });
    const pay = (amount: unknown, paymentMethod = 'cash') =>
      call('POST', '/api/receptionist/payments', {
        cookie: staff.receptionist,
        body: { reservationId: stay.id, amount, paymentMethod, transactionId: 'OR-1001' },
      });

    const tooMuch = await pay('6300.51');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('This payment would exceed the balance of ₱6,300.50');
    const zero = await pay(0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(MSG.invalidAmount);
    // a third decimal is refused as a number too (0.005 was rounded to 0.01), with the string's message
    for (const amount of [0.005, '0.005', 100.001, 0.1 + 0.2]) {
      const odd = await pay(amount);
      expect(odd.statusCode, String(amount)).toBe(400);
      expect(odd.json()).toEqual({ message: MSG.invalidAmount, errors: { amount: MSG.invalidAmount } });
    }
    expect(
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.reservationId, stay.id), eq(payments.kind, 'desk'))),
    ).toEqual([]);

    const first = await pay(3000, 'card');
    expect(first.statusCode).toBe(201);
    expect(first.json<StaffPaymentDto>()).toMatchObject({
      amount: '3000.00',
      status: 'success',
      kind: 'desk',
      paymentMethod: 'card',
      transactionId: 'OR-1001',
      referenceCode: stay.referenceCode,
    });
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, stay.id), eq(payments.kind, 'desk')));
    expect(row).toMatchObject({
      recordedBy: who.staffUsers.receptionist.id,
      verifiedBy: who.staffUsers.receptionist.id,
    });

    expect((await pay('3300.50', 'gcash')).statusCode).toBe(201);
    const full = await pay('1');
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('This reservation is already fully paid');
    const mine = await call('GET', '/api/user/reservations', { cookie: who.guestCookie });
    expect(mine.json<ReservationDto[]>().find((r) => r.id === stay.id)).toMatchObject({
      paymentStatus: 'Paid',
      balance: '0.00',
    });
    expect((await eventsOf(stay.id)).map((e) => e.action)).toEqual(['payment_received', 'payment_received']);
  });

  it('lets only one of two desk payments for the whole balance through', async () => {
    const stay = await newStay({ status: 'checked_in', total: '5000.00' });
    const body = { reservationId: stay.id, amount: '5000.00', paymentMethod: 'cash', transactionId: 'OR-9' };
    const responses = await Promise.all([
      call('POST', '/api/receptionist/payments', { cookie: staff.receptionist, body }),
      call('POST', '/api/receptionist/payments', { cookie: staff.admin, body }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await db.select().from(payments).where(eq(payments.reservationId, stay.id))).toHaveLength(1);
  });

  it('explains a missing field of a desk payment', async () => {
    const stay = await newStay({ status: 'checked_in' });
    const response = await call('POST', '/api/receptionist/payments', {
      cookie: staff.receptionist,
      body: { reservationId: stay.id, amount: 100, paymentMethod: 'cash' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.paymentTransactionRequired);
  });

  it('takes no desk payment for a cancelled or unknown reservation', async () => {
    const stay = await newStay({ status: 'cancelled' });
    const body = { amount: 100, paymentMethod: 'cash', transactionId: 'OR-1' };
    const cancelled = await call('POST', '/api/receptionist/payments', {
      cookie: staff.receptionist,
      body: { ...body, reservationId: stay.id },
    });
    expect(cancelled.statusCode).toBe(409);
    const unknown = await call('POST', '/api/receptionist/payments', {
      cookie: staff.receptionist,
      body: { ...body, reservationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
