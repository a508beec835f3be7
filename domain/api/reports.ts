// Figures for the front desk and the admin (spec section 3; docs/financial-report.md defines them).
import { z } from 'zod';
import { RESERVATION_STATUSES } from '../reservation-status';
import { money } from './common';

const revenueByMonth = z
  .array(z.object({ month: z.string().describe("'YYYY-MM'"), revenue: z.number() }))
  .describe('Non-cancelled totals by check-in month, in pesos');

export const financialReportSchema = z
  .object({
    totalRevenue: money,
    confirmedRevenue: money,
    pendingRevenue: money,
    totalReservations: z.number().int(),
    statusBreakdown: z.record(z.enum(RESERVATION_STATUSES), z.number().int()),
    revenueByMonth,
  })
  .meta({
    id: 'FinancialReport',
    examples: [
      {
        totalRevenue: '54000.00',
        confirmedRevenue: '45000.00',
        pendingRevenue: '9000.00',
        totalReservations: 8,
        statusBreakdown: { pending: 1, confirmed: 2, checked_in: 1, completed: 3, cancelled: 1 },
        revenueByMonth: [
          { month: '2025-02', revenue: 18000 },
          { month: '2025-03', revenue: 36000 },
        ],
      },
    ],
  });

export const adminStatsSchema = z
  .object({
    totalRevenue: money.describe('Reservations checking in this month, not cancelled'),
    occupancyRate: z.number().describe('Booked room-nights this month in percent, one decimal'),
    totalGuests: z.number().int(),
    averageRating: z.number(),
    revenueByMonth,
  })
  .meta({
    id: 'AdminStats',
    examples: [
      {
        totalRevenue: '36000.00',
        occupancyRate: 41.9,
        totalGuests: 14,
        averageRating: 4.6,
        revenueByMonth: [{ month: '2025-03', revenue: 36000 }],
      },
    ],
  });
