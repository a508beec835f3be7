// GET /api/admin/stats: the admin dashboard's cards plus the revenue chart. "This month" is the resort's
// current calendar month; docs/admin.md and docs/financial-report.md define each figure:
// - totalRevenue: this month's booked revenue (each sold stay's total spread over its nights, each sold
//   day visit's total on its day).
// - occupancyRate: room-nights sold this month / room-nights available, in percent, one decimal.
// - figures: the rest of this month's figures (room and day-use revenue, cash collected, ADR, RevPAR...).
// - totalGuests: adults + kids of every booking not cancelled, expired or a no-show, all time.
// - averageRating: mean rating of approved reviews, one decimal; 0 when there are none.
// - revenueByMonth: the financial report's all-time chart (booked revenue and cash collected per month).
import type { AdminStatsDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import type { AppContext } from '../../lib/app-context';
import { loadPeriod, toFigures } from './figures';
import * as repo from './repository';
import { loadReport, reportToday, revenueSeries } from './service';

/** 'YYYY-MM-DD' -> the first day of its month, the first day of the next month and the month's length. */
export const monthWindow = (today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = `${today.slice(0, 7)}-01`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start, end: addDays(start, days), days };
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export const adminStats = async (ctx: AppContext): Promise<AdminStatsDto> => {
  const { db, config } = ctx.deps;
  const tz = config.resortTz;
  const today = reportToday(ctx);
  const month = monthWindow(today);
  const [thisMonth, guests, average, allTime] = await Promise.all([
    loadPeriod(db, { from: month.start, end: month.end }, tz),
    repo.totalGuests(db),
    repo.averageApprovedRating(db),
    loadReport(db, { range: {}, tz }),
  ]);
  const figures = toFigures(thisMonth.total);
  return {
    totalRevenue: figures.bookedRevenue,
    occupancyRate: figures.occupancyRate,
    totalGuests: guests,
    averageRating: average === null ? 0 : oneDecimal(Number(average)),
    revenueByMonth: revenueSeries(allTime.result),
    month: today.slice(0, 7),
    figures,
  };
};
