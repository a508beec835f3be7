// Day visits in the financial report and the admin cards (docs/financial-report.md, docs/adr/0063): their
// revenue is a line of its own beside room revenue, in booked revenue and cash collected by the same rules
// as stays; room-nights, occupancy, ADR and RevPAR count stays only. The world: day-visit-world.fixtures.ts.
import { NO_WEATHER_FIGURES } from '@domain/api/reports';
import type { AdminStatsDto, FinancialReportDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/http';
import { dayVisitWorld } from './day-visit-world.fixtures';

const { call, desk, admin } = await dayVisitWorld();
/** The desk's financial report for the days `from` to `to`, both included. */
const reportFor = (from: string, to: string) =>
  expectAnswer<FinancialReportDto>(call('GET', `/api/financial-report?from=${from}&to=${to}`, desk), 200);

// June 2031, worked out by hand:
// - room revenue: the stay's 2 nights, 6,000.00; day-use: D1 1,250.50 + D2 800.00 + D5 (no-show) 700.00
// - payments: 1,800.00 + 1,250.50 + 240.00 + 300.00 + 210.00 = 3,800.50; refunds: D3's 100.00
// - room-nights 2 of 30 (one room): occupancy 6.7%, ADR 6,000.00 / 2, RevPAR 6,000.00 / 30
// - outstanding: the stay's 4,200.00 + D2's 560.00; refund due: D3's 200.00
const JUNE = {
  bookedRevenue: '8750.50',
  roomRevenue: '6000.00',
  dayVisitRevenue: '2750.50',
  extraGuestCharges: '0.00',
  addOnRevenue: '0.00',
  vatExemptSales: '0.00',
  seniorPwdDiscounts: '0.00',
  cashCollected: '3700.50',
  paymentsReceived: '3800.50',
  refunds: '100.00',
  pendingRevenue: '500.00',
  roomNightsSold: 2,
  roomNightsAvailable: 30,
  occupancyRate: 6.7,
  adr: '3000.00',
  revpar: '200.00',
  cancellations: 1,
  noShows: 1,
  outstandingBalances: '4760.00',
  refundsDue: '200.00',
  ...NO_WEATHER_FIGURES,
};

describe('day visits in GET /api/financial-report', () => {
  it('counts them in booked revenue and cash collected, on their own line, and never in room figures', async () => {
    const report = await reportFor('2031-06-01', '2031-06-30');
    expect(report.figures).toEqual(JUNE);
    expect(report.months).toEqual([{ month: '2031-06', from: '2031-06-01', to: '2031-06-30', ...JUNE }]);
    expect(report).toMatchObject({
      // the spec's cards: Total Revenue is booked revenue, day visits included
      totalRevenue: '8750.50',
      // the stay and D2 are confirmed now
      confirmedRevenue: '6800.00',
      pendingRevenue: '500.00',
      totalReservations: 6,
      statusBreakdown: {
        pending: 1,
        confirmed: 2,
        checked_in: 0,
        completed: 1,
        cancelled: 1,
        expired: 0,
        no_show: 1,
      },
      revenueByMonth: [{ month: '2031-06', revenue: 8750.5, cashCollected: 3700.5 }],
    });
  });

  it('puts a day visit on its day: none of it falls in the next month', async () => {
    const july = await reportFor('2031-07-01', '2031-07-31');
    expect(july.figures).toMatchObject({
      bookedRevenue: '0.00',
      dayVisitRevenue: '0.00',
      extraGuestCharges: '0.00',
      addOnRevenue: '0.00',
      pendingRevenue: '0.00',
    });
    expect(july.totalReservations).toBe(0);
    // one day: D1's June 14 alone
    const day = await reportFor('2031-06-14', '2031-06-14');
    expect(day.figures).toMatchObject({
      bookedRevenue: '1250.50',
      roomRevenue: '0.00',
      dayVisitRevenue: '1250.50',
      extraGuestCharges: '0.00',
      addOnRevenue: '0.00',
      roomNightsSold: 0,
      roomNightsAvailable: 1,
      adr: '0.00',
      revpar: '0.00',
      cashCollected: '1250.50',
    });
    expect(day.totalReservations).toBe(1);
  });
});

describe('day visits in GET /api/admin/stats', () => {
  it('counts them in this month’s revenue and guests, not in occupancy, ADR or RevPAR', async () => {
    const stats = await expectAnswer<AdminStatsDto>(call('GET', '/api/admin/stats', admin), 200);
    expect(stats).toMatchObject({
      month: '2031-06',
      totalRevenue: '8750.50',
      occupancyRate: 6.7,
      // adults + kids: the stay's adult, then 2 adults and a kid on D1, D2 and D4 (pending: still
      // coming); never the cancelled D3 or the no-show D5; D1's infant is not counted, as on a stay
      totalGuests: 1 + 3 + 3 + 3,
      figures: JUNE,
    });
  });
});
