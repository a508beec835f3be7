// The financial report's figures on the known set, for the receptionist and the admin.
import { NO_WEATHER_FIGURES } from '@domain/api/reports';
import type { FinancialReportDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { knownSetApp } from './test-known-set';

const { get, cookies } = await knownSetApp();

describe('GET /api/financial-report', () => {
  it('answers a visitor 401 and a customer 403', async () => {
    const visitor = await get('/api/financial-report');
    expect(visitor.statusCode).toBe(401);
    const customer = await get('/api/financial-report', cookies.customer);
    expect(customer.statusCode).toBe(403);
  });

  it.each(['receptionist', 'admin'] as const)(
    'computes the figures to the centavo for a %s',
    async (role) => {
      const response = await get('/api/financial-report', cookies[role]);
      expect(response.statusCode).toBe(200);
      const report = response.json<FinancialReportDto>();
      expect(report).toMatchObject({
        // booked revenue: confirmed 2000.10 + checked in 333.33 + completed 4500.99 (archived) and 10.01
        // + no-show 800.00; never the pending, cancelled or expired ones
        totalRevenue: '7644.43',
        // the one booking confirmed now: 2000.10 (checked in, completed and no-show are not)
        confirmedRevenue: '2000.10',
        // pending: 1234.57 + 0.10
        pendingRevenue: '1234.67',
        // every booking, the two of the formula test included
        totalReservations: 11,
        statusBreakdown: {
          pending: 2,
          confirmed: 1,
          checked_in: 1,
          completed: 2,
          cancelled: 3,
          expired: 1,
          no_show: 1,
        },
        // all time: the whole months from the first activity (the down payment of Jan 3) to the last night
        period: { from: '2026-01-01', to: '2026-04-30' },
        revenueByMonth: [
          // the cancelled booking's down payment is cash in January, never booked revenue
          { month: '2026-01', revenue: 2000.1, cashCollected: 2999.99 },
          // its refund leaves February: 4500.99 - 2999.99
          { month: '2026-02', revenue: 4834.32, cashCollected: 1501 },
          { month: '2026-03', revenue: 10.01, cashCollected: 10.01 },
          { month: '2026-04', revenue: 800, cashCollected: 240 },
        ],
      });
      expect(report.figures).toEqual({
        bookedRevenue: '7644.43',
        roomRevenue: '7644.43',
        dayVisitRevenue: '0.00',
        extraGuestCharges: '0.00',
        addOnRevenue: '0.00',
        vatExemptSales: '0.00',
        seniorPwdDiscounts: '0.00',
        // 2999.99 + 4500.99 + 10.01 + 240.00 in, 2999.99 back out
        cashCollected: '4751.00',
        paymentsReceived: '7750.99',
        refunds: '2999.99',
        pendingRevenue: '1234.67',
        roomNightsSold: 5,
        // two rooms: 2 x (31 + 28 + 31 + 30)
        roomNightsAvailable: 240,
        // 5 / 240 = 2.08 %
        occupancyRate: 2.1,
        // 7644.43 / 5 = 1528.886
        adr: '1528.89',
        // 7644.43 / 240 = 31.85
        revpar: '31.85',
        // three cancelled, one expired
        cancellations: 4,
        noShows: 1,
        // confirmed 2000.10 + checked in 333.33; the no-show's unpaid 560.00 is owed by no one
        outstandingBalances: '2333.43',
        // the cancelled booking's money went back
        refundsDue: '0.00',
        ...NO_WEATHER_FIGURES,
      });
      expect(report.months.map((m) => [m.month, m.bookedRevenue, m.cashCollected])).toEqual([
        ['2026-01', '2000.10', '2999.99'],
        ['2026-02', '4834.32', '1501.00'],
        ['2026-03', '10.01', '10.01'],
        ['2026-04', '800.00', '240.00'],
      ]);
    },
  );
});
