// Day visits booked through POST /api/day-visits/bookings and run by the desk (verified, confirmed,
// cancelled, refunded), read back in the financial report and the exports: the booking's own rows, not
// a fixture's. Today is Sunday June 15, 2031 in Manila; the entrance pass is the demo's (docs/pricing.md).
import type { FinancialReportDto, ReservationDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cottages, dayPassSettings, payments } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  signInDeskAndGuest,
} from '../../test/factories';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { parseCsv } from './test-known-set';

const { app, db } = await createTestApp({ now: () => new Date('2031-06-15T04:00:00Z') });
const call = callerOf(app);
const { desk, guest } = await signInDeskAndGuest(app);

const juneReport = () =>
  expectAnswer<FinancialReportDto>(
    call('GET', '/api/financial-report?from=2031-06-01&to=2031-06-30', desk.cookie),
    200,
  );

/** A party of 2 adults and a kid (and an infant, free) booked by the guest; 201 with the reservation. */
const bookVisit = (date: string, cottageId?: string) =>
  expectAnswer<ReservationDto>(
    call('POST', '/api/day-visits/bookings', guest.cookie, {
      date,
      adults: 2,
      kids: 1,
      infants: 1,
      ...(cottageId ? { cottageId } : {}),
      paymentMethod: 'GCash',
      transactionId: `GC-${date}`,
    }),
    201,
  );

/** The desk verifies the visit's down payment and confirms it. */
const verifyAndConfirm = async (reservationId: string) => {
  const [payment] = await db.select().from(payments).where(eq(payments.reservationId, reservationId));
  await expectAnswer(
    call('PATCH', `/api/receptionist/payments/${payment?.id}`, desk.cookie, { status: 'success' }),
    200,
  );
  await expectAnswer(
    call('PATCH', `/api/receptionist/reservations/${reservationId}/confirm`, desk.cookie),
    200,
  );
};

let sunday: ReservationDto;
let monday: ReservationDto;

beforeAll(async () => {
  await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS });
  const [kubo] = await db
    .insert(cottages)
    .values({ name: 'Kubo by the Shore', capacity: 8, price: '1500.00' })
    .returning();
  // one room and a stay in it: 2 nights for 7,000.00, confirmed without money yet
  const room = await createRoom(db, { name: 'Room A' });
  await createReservationRow(db, {
    userId: guest.user.id,
    roomId: room.id,
    status: 'confirmed',
    checkin: '2031-06-16',
    checkout: '2031-06-18',
    totalAmount: '7000.00',
  });
  // Sunday June 22 (weekend fees): 2 x 200.00 + 150.00 + the cottage 1,500.00 = 2,050.00, 615.00 down
  sunday = await bookVisit('2031-06-22', kubo?.id);
  // Monday June 23 (weekday fees): 2 x 150.00 + 100.00 = 400.00, 120.00 down
  monday = await bookVisit('2031-06-23');
});

describe('day visits booked through the API, in the report', () => {
  it('are pending revenue while they wait, their down payments not cash until verified', async () => {
    expect([sunday.kind, sunday.totalAmount, sunday.downPaymentAmount]).toEqual([
      'day_visit',
      '2050.00',
      '615.00',
    ]);
    expect([monday.totalAmount, monday.downPaymentAmount]).toEqual(['400.00', '120.00']);
    const report = await juneReport();
    expect(report.figures).toMatchObject({
      bookedRevenue: '7000.00',
      roomRevenue: '7000.00',
      dayVisitRevenue: '0.00',
      extraGuestCharges: '0.00',
      addOnRevenue: '0.00',
      pendingRevenue: '2450.00',
      cashCollected: '0.00',
      roomNightsSold: 2,
      adr: '3500.00',
    });
    expect(report.totalReservations).toBe(3);
  });

  it('become day-use revenue once confirmed, and a cancelled one leaves only its kept cash', async () => {
    await verifyAndConfirm(sunday.id);
    await verifyAndConfirm(monday.id);
    // the Monday party cancels; the desk pays back 100.00 of its 120.00 down payment
    await expectAnswer(
      call('PATCH', `/api/reservations/${monday.id}`, guest.cookie, { status: 'cancelled' }),
      200,
    );
    await expectAnswer(
      call('POST', `/api/receptionist/reservations/${monday.id}/refunds`, desk.cookie, {
        amount: 100,
        paymentMethod: 'cash',
        transactionId: 'RF-MONDAY',
        reason: 'Cancelled a week ahead',
      }),
      201,
    );
    const report = await juneReport();
    expect(report.figures).toMatchObject({
      bookedRevenue: '9050.00',
      roomRevenue: '7000.00',
      dayVisitRevenue: '2050.00',
      extraGuestCharges: '0.00',
      addOnRevenue: '0.00',
      pendingRevenue: '0.00',
      // 615.00 + 120.00 verified, 100.00 back
      paymentsReceived: '735.00',
      refunds: '100.00',
      cashCollected: '635.00',
      // (the cancellation's history line is stamped by the database's clock, not this test's June 15:
      // cancellations of day visits are counted in day-visit-report.test.ts)
      // the stay's 7,000.00 and Sunday's 1,435.00 still owed; Monday's 20.00 still held, due back
      outstandingBalances: '8435.00',
      refundsDue: '20.00',
      // rooms only: 2 nights of 30, ADR and RevPAR of the stay's 7,000.00
      roomNightsSold: 2,
      roomNightsAvailable: 30,
      adr: '3500.00',
      revpar: '233.33',
    });
    expect(report.confirmedRevenue).toBe('9050.00');
    expect(report.statusBreakdown).toMatchObject({ confirmed: 2, cancelled: 1 });
  });

  it('list the booked visits in reservations_{date}.csv with their cottage and infants', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    const response = await call('GET', '/api/admin/export/reservations', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const [header = [], ...rows] = parseCsv(response.body);
    const byReference = new Map(
      rows.map((row) => [row[0], Object.fromEntries(header.map((h, i) => [h, row[i]]))]),
    );
    expect(byReference.get(sunday.referenceCode)).toMatchObject({
      Kind: 'Day visit',
      Room: '',
      Cottage: 'Kubo by the Shore',
      Nights: '0',
      Infants: '1',
      Status: 'Confirmed',
      Total: '2050.00',
      Paid: '615.00',
    });
    expect(byReference.get(monday.referenceCode)).toMatchObject({
      Kind: 'Day visit',
      Cottage: '',
      Refunds: '100.00',
    });
  });
});
