// GET /api/admin/stats: the four cards of the admin dashboard plus the revenue chart.
// Definitions (also in docs/admin.md), "this month" being the resort's current calendar month:
// - totalRevenue: sum of totalAmount of reservations that are not cancelled and check in this month.
// - occupancyRate: booked room-nights this month / (rooms x days in the month) x 100, one decimal;
//   booked = pending, confirmed, checked_in or completed; a stay's nights are clipped to the month.
// - totalGuests: adults + kids of every reservation that is not cancelled, all time.
// - averageRating: mean rating of approved reviews, one decimal; 0 when there are none.
// - revenueByMonth: the financial report's series (non-cancelled totals by check-in month).
import type { AdminStatsDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { toCentavos, toDecimalString } from '@domain/money';
import type { Database } from '../../db/client';
import { countRooms } from '../rooms';
import * as repo from './repository';
import { financialReport } from './service';

/** 'YYYY-MM-DD' -> the first day of its month, the first day of the next month and the month's length. */
export const monthWindow = (today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = `${today.slice(0, 7)}-01`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start, end: addDays(start, days), days };
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export const adminStats = async (db: Database, today: string): Promise<AdminStatsDto> => {
  const month = monthWindow(today);
  const [revenue, nights, roomCount, guests, average, report] = await Promise.all([
    repo.revenueCheckingInBetween(db, month.start, month.end),
    repo.bookedNightsBetween(db, month.start, month.end),
    countRooms(db),
    repo.totalGuests(db),
    repo.averageApprovedRating(db),
    financialReport(db),
  ]);
  const capacity = roomCount * month.days;
  return {
    totalRevenue: toDecimalString(toCentavos(revenue)),
    occupancyRate: capacity > 0 ? oneDecimal((nights / capacity) * 100) : 0,
    totalGuests: guests,
    averageRating: average === null ? 0 : oneDecimal(Number(average)),
    revenueByMonth: report.revenueByMonth,
  };
};
