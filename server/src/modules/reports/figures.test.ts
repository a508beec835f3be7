import { NO_WEATHER_FIGURES } from '@domain/api/reports';
// Booked revenue, cash collected and the hotel figures on a small resort whose every number is worked out
// by hand below (docs/financial-report.md defines them). Resort time is Asia/Manila (UTC+8).
import type { FinancialReportDto } from '@domain/api-types';
import { MAX_REPORT_DAYS } from '@domain/schemas/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCancellation,
  createReservationRow,
  createRoom,
  createSignedInUser,
  createUser,
} from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp({ now: () => new Date('2031-06-15T04:00:00Z') });
const call = callerOf(app);
let desk = '';

/** A moment given in Manila wall-clock time. */
const manila = (local: string) => new Date(`${local}+08:00`);

beforeAll(async () => {
  desk = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
  const guest = await createUser(db);
  const a = await createRoom(db, { name: 'Room A' });
  const b = await createRoom(db, { name: 'Room B' });
  // archived on June 21 (resort day): it counts for the nights of June 1-20 only
  await createRoom(db, { name: 'Room C', archivedAt: manila('2031-06-21T00:30:00') });
  const stay = (options: Omit<Parameters<typeof createReservationRow>[1], 'userId'>) =>
    createReservationRow(db, { userId: guest.id, ...options });

  // S1 confirmed, 4 nights across the month end: 10000.03 = 2500.00 x 3 + 2500.03 on the last night (June 2)
  await stay({
    roomId: a.id,
    status: 'confirmed',
    checkin: '2031-05-30',
    checkout: '2031-06-03',
    totalAmount: '10000.03',
    payments: [
      { amount: '3000.00', paymentDate: manila('2031-05-20T10:00:00') },
      // 2031-05-31 17:00 UTC is already June 1 in Manila: June's cash
      { amount: '7000.03', paymentDate: new Date('2031-05-31T17:00:00Z') },
    ],
  });

  // S2 completed and archived ("deleted" by the desk): still counted everywhere
  await stay({
    roomId: b.id,
    status: 'completed',
    checkin: '2031-06-10',
    checkout: '2031-06-15',
    totalAmount: '22500.00',
    archivedAt: manila('2031-06-16T09:00:00'),
    payments: [{ amount: '22500.00', paymentDate: manila('2031-06-10T15:00:00') }],
  });

  // S3 cancelled on June 5 after a 2,700 down payment (June 1), refunded on July 2
  const s3 = await stay({
    roomId: a.id,
    status: 'cancelled',
    checkin: '2031-06-20',
    checkout: '2031-06-22',
    totalAmount: '9000.00',
    payments: [{ amount: '2700.00', kind: 'down_payment', paymentDate: manila('2031-06-01T10:00:00') }],
  });
  await createCancellation(db, {
    reservationId: s3.id,
    from: 'confirmed',
    at: manila('2031-06-05T11:00:00'),
    refund: { amount: '2700.00', at: manila('2031-07-02T09:00:00') },
  });

  // S4 cancelled at midnight starting June 8 with 1,500 paid and never refunded: 1,500 due back
  const s4 = await stay({
    roomId: b.id,
    status: 'cancelled',
    checkin: '2031-06-25',
    checkout: '2031-06-27',
    totalAmount: '5000.00',
    payments: [{ amount: '1500.00', paymentDate: manila('2031-06-03T10:00:00') }],
  });
  await createCancellation(db, {
    reservationId: s4.id,
    from: 'pending',
    at: new Date('2031-06-07T16:00:00Z'),
  });

  // S5 expired, no history row: the day of its last update (June 2) counts
  await stay({
    roomId: a.id,
    status: 'expired',
    checkin: '2031-06-24',
    checkout: '2031-06-26',
    totalAmount: '4000.00',
    updatedAt: manila('2031-06-02T13:00:00'),
  });

  // S6 no-show: its nights were sold; 1,800 paid in May, 4,200 still owed
  await stay({
    roomId: a.id,
    status: 'no_show',
    checkin: '2031-06-05',
    checkout: '2031-06-07',
    totalAmount: '6000.00',
    payments: [{ amount: '1800.00', paymentDate: manila('2031-05-25T10:00:00') }],
  });

  // S7 pending across the next month end: 2,000 a night, June 28-30 and July 1; its payment is not verified
  await stay({
    roomId: b.id,
    status: 'pending',
    checkin: '2031-06-28',
    checkout: '2031-07-02',
    totalAmount: '8000.00',
    payments: [{ amount: '2400.00', status: 'pending' }],
  });

  // S8 checked in: 10000.00 over 3 nights = 3333.33 + 3333.33 + 3333.34; 3,000 paid, 7,000 owed
  await stay({
    roomId: a.id,
    status: 'checked_in',
    checkin: '2031-06-08',
    checkout: '2031-06-11',
    totalAmount: '10000.00',
    payments: [{ amount: '3000.00', paymentDate: manila('2031-06-08T15:00:00') }],
  });
});

const report = async (query = '') => {
  const response = await call('GET', `/api/financial-report${query}`, desk);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FinancialReportDto>();
};

describe('GET /api/financial-report?from&to', () => {
  it('June: booked revenue by night, cash by payment day, the hotel figures', async () => {
    const june = await report('?from=2031-06-01&to=2031-06-30');
    expect(june.period).toEqual({ from: '2031-06-01', to: '2031-06-30' });
    expect(june.figures).toEqual({
      // S1's June nights 2500.00 + 2500.03, S2 22500.00 (archived), S6 6000.00 (no-show), S8 10000.00;
      // never the cancelled S3/S4, the expired S5 or the pending S7
      bookedRevenue: '43500.03',
      roomRevenue: '43500.03',
      dayVisitRevenue: '0.00',
      extraGuestCharges: '0.00',
      addOnRevenue: '0.00',
      vatExemptSales: '0.00',
      seniorPwdDiscounts: '0.00',
      // 7000.03 (S1, June 1 in Manila) + 22500.00 + 2700.00 (S3's down payment) + 1500.00 + 3000.00
      cashCollected: '36700.03',
      paymentsReceived: '36700.03',
      refunds: '0.00',
      // S7's June nights: 3 x 2000.00
      pendingRevenue: '6000.00',
      // S1 2 + S2 5 + S6 2 + S8 3
      roomNightsSold: 12,
      // A 30 + B 30 + C 20 (archived on June 21)
      roomNightsAvailable: 80,
      occupancyRate: 15,
      // 43500.03 / 12 = 3625.0025
      adr: '3625.00',
      // 43500.03 / 80 = 543.7504
      revpar: '543.75',
      // S3 (June 5), S4 (June 8 in Manila), S5 (expired, updated June 2)
      cancellations: 3,
      noShows: 1,
      // checking in in June and owing: S8 7000.00 (the no-show S6 owes nothing, though 4200.00 is unpaid)
      outstandingBalances: '7000.00',
      // S4's 1500.00 (S3 was refunded)
      refundsDue: '1500.00',
      ...NO_WEATHER_FIGURES,
    });
    // the spec's four cards: Total Revenue is booked revenue; Confirmed Revenue S1's June nights only
    // (2500.00 + 2500.03: S8 is checked in, S2 completed, S6 a no-show); Pending S7's June nights
    expect(june.totalRevenue).toBe('43500.03');
    expect(june.confirmedRevenue).toBe('5000.03');
    expect(june.pendingRevenue).toBe('6000.00');
    expect(june.statusBreakdown).toEqual({
      pending: 1,
      confirmed: 1,
      checked_in: 1,
      completed: 1,
      cancelled: 2,
      expired: 1,
      no_show: 1,
    });
    expect(june.totalReservations).toBe(8);
    expect(june.revenueByMonth).toEqual([{ month: '2031-06', revenue: 43500.03, cashCollected: 36700.03 }]);
    expect(june.months).toEqual([
      { month: '2031-06', from: '2031-06-01', to: '2031-06-30', ...june.figures },
    ]);
  });

  it('a refund lowers cash collected in the month of the refund', async () => {
    const july = await report('?from=2031-07-01&to=2031-07-31');
    expect(july.figures).toMatchObject({
      bookedRevenue: '0.00',
      vatExemptSales: '0.00',
      seniorPwdDiscounts: '0.00',
      cashCollected: '-2700.00',
      paymentsReceived: '0.00',
      refunds: '2700.00',
      pendingRevenue: '2000.00',
      roomNightsSold: 0,
      // A 31 + B 31; C is archived
      roomNightsAvailable: 62,
      occupancyRate: 0,
      adr: '0.00',
      revpar: '0.00',
      cancellations: 0,
    });
  });

  it('one day holds one night of a stay, with its remainder on the last night', async () => {
    const lastNight = await report('?from=2031-06-02&to=2031-06-02');
    expect(lastNight.figures).toMatchObject({
      bookedRevenue: '2500.03',
      vatExemptSales: '0.00',
      seniorPwdDiscounts: '0.00',
      roomNightsSold: 1,
      roomNightsAvailable: 3,
      occupancyRate: 33.3,
      adr: '2500.03',
      revpar: '833.34',
    });
    const firstNight = await report('?from=2031-05-30&to=2031-05-30');
    expect(firstNight.figures.bookedRevenue).toBe('2500.00');
  });

  it('all time: whole months from the first to the last activity, adding up to the stays', async () => {
    const all = await report();
    // first activity: S1's payment of May 20; last: S3's refund of July 2
    expect(all.period).toEqual({ from: '2031-05-01', to: '2031-07-31' });
    expect(all.months.map((m) => m.month)).toEqual(['2031-05', '2031-06', '2031-07']);
    expect(all.revenueByMonth).toEqual([
      { month: '2031-05', revenue: 5000, cashCollected: 4800 },
      { month: '2031-06', revenue: 43500.03, cashCollected: 36700.03 },
      { month: '2031-07', revenue: 0, cashCollected: -2700 },
    ]);
    expect(all.figures).toEqual({
      // every sold stay's whole total: 10000.03 + 22500.00 + 6000.00 + 10000.00
      bookedRevenue: '48500.03',
      roomRevenue: '48500.03',
      dayVisitRevenue: '0.00',
      extraGuestCharges: '0.00',
      addOnRevenue: '0.00',
      vatExemptSales: '0.00',
      seniorPwdDiscounts: '0.00',
      // 4800.00 (May) + 36700.03 (June) - 2700.00 (July)
      cashCollected: '38800.03',
      paymentsReceived: '41500.03',
      refunds: '2700.00',
      pendingRevenue: '8000.00',
      roomNightsSold: 14,
      // May 3 x 31 + June 80 + July 62
      roomNightsAvailable: 235,
      // 14 / 235 = 5.96 %
      occupancyRate: 6,
      // 48500.03 / 14 = 3464.2879
      adr: '3464.29',
      // 48500.03 / 235 = 206.3831
      revpar: '206.38',
      cancellations: 3,
      noShows: 1,
      outstandingBalances: '7000.00',
      refundsDue: '1500.00',
      ...NO_WEATHER_FIGURES,
    });
    expect(all.totalRevenue).toBe('48500.03');
    // S1's whole total: the only booking confirmed now
    expect(all.confirmedRevenue).toBe('10000.03');
    expect(all.pendingRevenue).toBe('8000.00');
    expect(all.totalReservations).toBe(8);
  });

  it('takes the longest range allowed, and answers a visitor 401 before reading the range', async () => {
    expect(MAX_REPORT_DAYS).toBe(1096);
    const longest = await report('?from=2028-01-01&to=2030-12-31');
    expect(longest.months).toHaveLength(36);
    expect(longest.figures.roomNightsAvailable).toBe(3 * 1096);
    expect((await call('GET', '/api/financial-report?from=bad')).statusCode).toBe(401);
  });
});
