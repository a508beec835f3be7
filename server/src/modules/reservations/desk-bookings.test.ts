import { addDays } from '@domain/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, payments } from '../../db/schema';
import { createRoom, createUser, storedReservations } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createReservation } from './create-reservation';
import { getReservationDto } from './reservation-dtos';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { rowOf, eventsOf } = storedReservations(db);

describe('service API for the front desk', () => {
  it('books for a customer with a staff-entered total and a payment already received', async () => {
    const staff = await createUser(db, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' });
    const customer = await createUser(db, { firstName: 'Walk', lastName: 'In' });
    const room = await createRoom(db, { basePrice: '4500.00' });
    const { reservation, created } = await createReservation(app, {
      guest: customer,
      createdBy: staff.id,
      roomId: room.id,
      checkin: '2026-03-01',
      checkout: '2026-03-03',
      adults: 1,
      kids: 0,
      paymentMethod: 'cash',
      transactionId: 'OR-0042',
      totalOverrideCentavos: 800_000,
      downPayment: { status: 'success', kind: 'desk', amountCentavos: 800_000 },
      note: 'Walk-in',
    });
    expect(created).toBe(true);
    expect(reservation).toMatchObject({
      totalAmount: '8000.00',
      paidAmount: '8000.00',
      balance: '0.00',
      paymentStatus: 'Paid',
      paymentMethod: 'cash',
    });
    expect(reservation.payments[0]).toMatchObject({ kind: 'desk', status: 'success', paymentMethod: 'cash' });
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, reservation.id));
    expect(payment).toMatchObject({ recordedBy: staff.id, verifiedBy: staff.id });
    const withHistory = await getReservationDto(app, reservation.id, { history: true });
    expect(withHistory?.history).toEqual([
      expect.objectContaining({
        action: 'created',
        note: 'Walk-in',
        actor: { firstName: 'Rosa', lastName: 'Desk' },
      }),
    ]);
  });

  it('records no payment when downPayment is null; the 30% default rounds like quoteStay', async () => {
    const customer = await createUser(db);
    const room = await createRoom(db);
    const none = await createReservation(app, {
      guest: customer,
      roomId: room.id,
      checkin: '2026-05-10',
      checkout: '2026-05-11',
      adults: 1,
      kids: 0,
      paymentMethod: 'cash',
      transactionId: 'N/A',
      totalOverrideCentavos: 1_000_001,
      downPayment: null,
      sendEmail: false,
    });
    expect(none.reservation.payments).toEqual([]);
    const defaulted = await createReservation(app, {
      guest: customer,
      roomId: room.id,
      checkin: '2026-05-11',
      checkout: '2026-05-12',
      adults: 1,
      kids: 0,
      paymentMethod: 'BankTransfer',
      transactionId: 'BDO-1',
      totalOverrideCentavos: 1_000_001,
    });
    expect(defaulted.reservation.payments[0]).toMatchObject({
      amount: '3000.00',
      paymentMethod: 'bank_transfer',
      status: 'pending',
    });
  });

  it('writes the rows of each shape of booking: with or without a payment, with or without emails', async () => {
    const customer = await createUser(db);
    const staff = await createUser(db, { role: 'receptionist' });
    const room = await createRoom(db);
    const book = (day: string, options: Partial<Parameters<typeof createReservation>[1]>) =>
      createReservation(app, {
        guest: customer,
        roomId: room.id,
        checkin: day,
        checkout: addDays(day, 1),
        adults: 1,
        kids: 0,
        paymentMethod: 'cash',
        transactionId: 'OR-7',
        ...options,
      });
    const jobsOf = async (id: string) =>
      (await db.select().from(jobs)).filter(
        (job) => (job.payload as { reservationId?: string }).reservationId === id,
      );
    const paymentsOf = (id: string) => db.select().from(payments).where(eq(payments.reservationId, id));

    // the same shape twice: nothing of the first booking carries over to the second
    for (const day of ['2026-07-01', '2026-07-02']) {
      const { reservation } = await book(day, {
        createdBy: staff.id,
        downPayment: { status: 'success', kind: 'desk' },
        sendEmail: false,
      });
      const [paid] = await paymentsOf(reservation.id);
      expect(paid).toMatchObject({
        status: 'success',
        kind: 'desk',
        recordedBy: staff.id,
        verifiedBy: staff.id,
      });
      expect(paid?.verifiedAt).toBeInstanceOf(Date);
      expect(await jobsOf(reservation.id)).toEqual([]);
      expect(await rowOf(reservation.id)).toMatchObject({
        createdBy: staff.id,
        holdExpiresAt: null,
        checkin: day,
      });
    }

    const pending = await book('2026-07-03', { paymentMethod: 'GCash', transactionId: 'GC-7' });
    const [waiting] = await paymentsOf(pending.reservation.id);
    expect(waiting).toMatchObject({
      status: 'pending',
      kind: 'down_payment',
      verifiedBy: null,
      verifiedAt: null,
    });
    expect(await jobsOf(pending.reservation.id)).toEqual([
      expect.objectContaining({ name: 'notify', status: 'queued', dedupeKey: null, maxAttempts: 5 }),
    ]);

    const unpaid = await book('2026-07-04', { downPayment: null, specialRequests: '  Late arrival  ' });
    expect(await paymentsOf(unpaid.reservation.id)).toEqual([]);
    expect(await jobsOf(unpaid.reservation.id)).toHaveLength(1);
    const row = await rowOf(unpaid.reservation.id);
    expect(row).toMatchObject({
      specialRequests: 'Late arrival',
      idempotencyKey: null,
      createdBy: customer.id,
    });
    expect(row?.holdExpiresAt).toBeInstanceOf(Date);
    expect(await eventsOf(unpaid.reservation.id)).toEqual([
      expect.objectContaining({
        action: 'created',
        fromStatus: null,
        toStatus: 'pending',
        actorId: customer.id,
      }),
    ]);

    const silent = await book('2026-07-05', { downPayment: null, sendEmail: false });
    expect(await paymentsOf(silent.reservation.id)).toEqual([]);
    expect(await jobsOf(silent.reservation.id)).toEqual([]);
  });
});
