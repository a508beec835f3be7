// GET /api/admin/stats: the four cards of the admin dashboard and the revenue chart.
import { EMPTY_FINANCIAL_REPORT, NO_WEATHER_FIGURES } from '@domain/api/reports';
import type { AdminStatsDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { createAdminTestApp } from '../../test/http';
import { monthWindow } from './stats.service';

// 2030-06-15 12:00 in Manila: "this month" is June 2030 (30 days).
const NOW = new Date('2030-06-15T04:00:00Z');
const { app, db, admin, call } = await createAdminTestApp({ now: () => NOW });
const A = admin.cookie;
const customer = await createSignedInUser(app, { firstName: 'Carla', lastName: 'Cruz' });

describe('GET /api/admin/stats', () => {
  it('computes the month window in resort days', () => {
    expect(monthWindow('2030-06-15')).toEqual({ start: '2030-06-01', end: '2030-07-01', days: 30 });
    expect(monthWindow('2028-02-29')).toEqual({ start: '2028-02-01', end: '2028-03-01', days: 29 });
    expect(monthWindow('2030-12-31')).toEqual({ start: '2030-12-01', end: '2031-01-01', days: 31 });
  });

  it('answers zeros on an empty database, and so does the financial report', async () => {
    const response = await call('GET', '/api/admin/stats', A);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalRevenue: '0.00',
      occupancyRate: 0,
      totalGuests: 0,
      averageRating: 0,
      revenueByMonth: [],
      month: '2030-06',
      figures: EMPTY_FINANCIAL_REPORT.figures,
    });
    const report = await call('GET', '/api/financial-report', A);
    expect(report.json()).toEqual(EMPTY_FINANCIAL_REPORT);
  });

  it('answers the four cards and the chart on a known set of data', async () => {
    const one = await createRoom(db);
    const two = await createRoom(db);
    const userId = customer.user.id;
    const stay = (options: Parameters<typeof createReservationRow>[1]) => createReservationRow(db, options);
    // June: 3 nights, 9,000 of booked revenue; 2,700 paid on June 5
    const a = await stay({
      userId,
      roomId: one.id,
      checkin: '2030-06-10',
      checkout: '2030-06-13',
      status: 'confirmed',
      totalAmount: '9000.00',
      adults: 2,
      kids: 1,
      payments: [{ amount: '2700.00', paymentDate: new Date('2030-06-05T04:00:00Z') }],
    });
    // pending: not sold, so not in booked revenue or occupancy; 3 of its 5 nights are June's pending value
    const b = await stay({
      userId,
      roomId: two.id,
      checkin: '2030-06-28',
      checkout: '2030-07-03',
      status: 'pending',
      totalAmount: '15000.50',
      adults: 2,
      kids: 0,
    });
    // checked in in May: 2,000 a night, 1 night in June
    const c = await stay({
      userId,
      roomId: one.id,
      checkin: '2030-05-30',
      checkout: '2030-06-02',
      status: 'completed',
      totalAmount: '6000.00',
      adults: 1,
      kids: 0,
    });
    // cancelled on June 1: one cancellation, no revenue, no guests
    await stay({
      userId,
      roomId: one.id,
      checkin: '2030-06-20',
      checkout: '2030-06-22',
      status: 'cancelled',
      totalAmount: '5000.00',
      adults: 4,
      kids: 2,
      updatedAt: new Date('2030-06-01T04:00:00Z'),
    });
    await db.insert(reviews).values([
      { reservationId: a.id, userId, rating: 5, comment: 'Wonderful stay by the sea', approved: true },
      { reservationId: c.id, userId, rating: 4, comment: 'Very nice and quiet place', approved: true },
      { reservationId: b.id, userId, rating: 1, comment: 'Not approved so not counted', approved: false },
    ]);

    const stats: AdminStatsDto = (await call('GET', '/api/admin/stats', A)).json();
    expect(stats).toEqual({
      // booked revenue of June's nights: a 9000.00 + c's June 1 2000.00
      totalRevenue: '11000.00',
      // (3 + 1) sold nights / (2 rooms x 30 days) = 6.67 %
      occupancyRate: 6.7,
      totalGuests: 6,
      averageRating: 4.5,
      // all time: May (c's first two nights) to July (b's last night)
      revenueByMonth: [
        { month: '2030-05', revenue: 4000, cashCollected: 0 },
        { month: '2030-06', revenue: 11000, cashCollected: 2700 },
        { month: '2030-07', revenue: 0, cashCollected: 0 },
      ],
      month: '2030-06',
      figures: {
        bookedRevenue: '11000.00',
        roomRevenue: '11000.00',
        dayVisitRevenue: '0.00',
        extraGuestCharges: '0.00',
        addOnRevenue: '0.00',
        vatExemptSales: '0.00',
        seniorPwdDiscounts: '0.00',
        cashCollected: '2700.00',
        paymentsReceived: '2700.00',
        refunds: '0.00',
        // b: 15000.50 / 5 = 3000.10 a night, June 28-30
        pendingRevenue: '9000.30',
        roomNightsSold: 4,
        roomNightsAvailable: 60,
        occupancyRate: 6.7,
        adr: '2750.00',
        // 11000.00 / 60 = 183.333
        revpar: '183.33',
        cancellations: 1,
        noShows: 0,
        // a: 9000.00 - 2700.00 (c checked in in May)
        outstandingBalances: '6300.00',
        refundsDue: '0.00',
        ...NO_WEATHER_FIGURES,
      },
    });
  });
});
