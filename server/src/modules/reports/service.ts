// The financial report (docs/financial-report.md defines every figure): a period (a chosen range of resort
// days, or all time), its figures and the same figures month by month.
import type { FinancialReportDto } from '@domain/api-types';
import { addDays, todayIn } from '@domain/dates';
import { toDecimalString } from '@domain/money';
import type { ReportRange } from '@domain/schemas/reports';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import {
  type DayWindow,
  emptyPeriod,
  loadPeriod,
  monthFigures,
  type PeriodResult,
  toFigures,
  wholeMonths,
} from './figures';
import { activityExtent, type GroupFiguresRow, groupFigures } from './figures.repository';

export type ReportOptions = { range: ReportRange; tz: string };

/** A range of the resort's days, read in its time zone. */
export const reportOptions = (ctx: AppContext, range: ReportRange): ReportOptions => ({
  range,
  tz: ctx.deps.config.resortTz,
});

/** The resort's today ('YYYY-MM-DD'): the day a report or a download is made on. */
export const reportToday = (ctx: AppContext) => todayIn(ctx.deps.config.resortTz, ctx.deps.now());

/**
 * The days a report covers: the range asked for, or all time, the whole months from the first day anything
 * happened to the last. Null when nothing ever happened.
 */
export const reportWindow = async (db: Database, options: ReportOptions): Promise<DayWindow | null> => {
  const { from, to } = options.range;
  if (from && to) return { from, end: addDays(to, 1) };
  const extent = await activityExtent(db, options.tz);
  return extent.first && extent.last ? wholeMonths(extent.first, extent.last) : null;
};

export type Report = { window: DayWindow | null; result: PeriodResult; groups: GroupFiguresRow };

export const loadReport = async (db: Database, options: ReportOptions): Promise<Report> => {
  const window = await reportWindow(db, options);
  if (!window) return { window, result: emptyPeriod(), groups: { groups: 0, rooms: 0 } };
  const [result, groups] = await Promise.all([loadPeriod(db, window, options.tz), groupFigures(db, window)]);
  return { window, result, groups };
};

/** Centavos as the chart's number of pesos (12345.67). */
const chartPesos = (centavos: number) => Number(toDecimalString(centavos));

/** The chart's series: booked revenue and cash collected per month. */
export const revenueSeries = (result: PeriodResult): FinancialReportDto['revenueByMonth'] =>
  result.months.map((m) => ({
    month: m.month,
    revenue: chartPesos(m.totals.bookedCentavos),
    cashCollected: chartPesos(m.totals.receivedCentavos - m.totals.refundCentavos),
  }));

export const toReportDto = ({ window, result, groups }: Report): FinancialReportDto => {
  const figures = toFigures(result.total);
  return {
    totalRevenue: figures.bookedRevenue,
    confirmedRevenue: toDecimalString(result.total.confirmedCentavos),
    pendingRevenue: figures.pendingRevenue,
    totalReservations: Object.values(result.statusBreakdown).reduce((sum, n) => sum + n, 0),
    statusBreakdown: result.statusBreakdown,
    revenueByMonth: revenueSeries(result),
    period: window ? { from: window.from, to: addDays(window.end, -1) } : null,
    figures,
    months: result.months.map(monthFigures),
    // beside the spec's figures, never in them (docs/financial-report.md "Group bookings")
    groups: { groupBookings: groups.groups, roomsInGroups: groups.rooms },
  };
};

/** GET /api/financial-report. */
export const financialReport = async (ctx: AppContext, range: ReportRange): Promise<FinancialReportDto> =>
  toReportDto(await loadReport(ctx.deps.db, reportOptions(ctx, range)));
